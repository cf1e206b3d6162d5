from onnxscribe.check.dims import DimTable
from onnxscribe.check.typeops import (
    caller_dims,
    drop_axis,
    in_caller_dims,
    meet,
    substitute,
    widen,
)
from onnxscribe.core.diagnostics import Span
from onnxscribe.core.types import FLOAT, INT64, SequenceValueType, TensorValueType, join

F, I64 = FLOAT.dtype, INT64.dtype


def t(dtype, shape):
    return TensorValueType(dtype, shape)


def test_join_keeps_what_both_agree_on():
    assert join(t(F, ("N", 3)), t(F, ("N", 4))) == t(F, ("N", None))
    assert join(t(F, (2,)), t(I64, (2, 2))) == t(None, None)
    assert join(SequenceValueType(t(F, None)), t(F, None)) is None


def test_meet_prefers_known_sizes_and_declared_names():
    assert meet(t(F, ("N", None)), t(F, (None, 3))) == t(F, ("N", 3))
    assert meet(t(F, None), t(None, (2,))) == t(F, (2,))
    assert meet(t(F, ("N",)), t(F, (5,))) == t(F, (5,))


def test_widen_generalizes_a_loop_state():
    assert widen(t(F, (1, 3)), t(F, (2, 3))) == t(F, (None, 3))
    assert widen(t(F, ()), t(F, (3,))) == t(F, None)
    assert widen(t(F, (3,)), None) == t(F, (3,))


def test_drop_axis():
    assert drop_axis(t(F, ("N", 3, 4)), 1) == t(F, ("N", 4))
    assert drop_axis(t(F, None), 0) == t(F, None)
    assert drop_axis(t(F, (2,)), 3) == t(F, None)


def test_dims_move_between_caller_and_callee():
    caller = DimTable()
    caller.unify("B", 8, None)
    assert caller_dims(t(F, ("B", "S")), caller) == t(F, (8, "^S"))
    callee = DimTable()
    callee.unify("N", "^S", Span(None, 1, 1, 1, 2))
    assert in_caller_dims(t(F, ("N", "K", 3)), callee) == t(F, ("S", None, 3))
    assert substitute(t(F, ("N", "K", 2)), {"N": "B"}) == t(F, ("B", None, 2))
