from onnxscribe.check.dims import DimTable
from onnxscribe.core.diagnostics import Span

HERE = Span("t.py", 3, 1, 3, 5)
THERE = Span("t.py", 7, 1, 7, 5)


def test_symbol_binds_to_a_size_and_remembers_where():
    table = DimTable()
    assert table.unify("N", 3, HERE) is None
    assert table.resolve("N") == 3
    assert table.bound_at("N") == HERE


def test_conflict_names_the_symbol_and_where_it_was_fixed():
    table = DimTable()
    table.unify("M", 3, HERE)
    conflict = table.unify("M", 4, THERE)
    assert conflict is not None
    assert (conflict.symbol, conflict.left, conflict.right, conflict.fixed_at) == ("M", 3, 4, HERE)


def test_aliases_share_their_binding():
    table = DimTable()
    assert table.unify("M", "K", HERE) is None
    table.unify("K", 5, THERE)
    assert table.resolve("M") == 5
    conflict = table.unify("M", 6, THERE)
    assert conflict is not None and conflict.left == 5


def test_unknown_dims_never_conflict():
    table = DimTable()
    assert table.unify(None, 3, HERE) is None
    assert table.unify("N", None, HERE) is None
    assert table.resolve("N") == "N"


def test_equal_fixed_sizes_are_fine_and_different_ones_conflict():
    table = DimTable()
    assert table.unify(3, 3, HERE) is None
    conflict = table.unify(3, 4, HERE)
    assert conflict is not None and conflict.symbol is None


def test_copy_and_restore():
    table = DimTable()
    snapshot = table.copy()
    table.unify("N", 2, HERE)
    table.restore(snapshot)
    assert table.resolve("N") == "N"


def test_member_with_prefix_finds_an_alias():
    table = DimTable()
    table.unify("N", "^B", HERE)
    assert table.member_with_prefix("N", "^") == "^B"
    assert table.member_with_prefix("Q", "^") is None
