"""Operators, literals and subscripts lower to ops of the function's own opset version."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import pytest
from model_runs import run_model
from onnxscribe import Tensor, analyze, opset9
from onnxscribe.core.diagnostics import ScriptError
from onnxscribe.eager.context import use_opset
from source_modules import import_source

OPERATORS = """
from onnxscribe import script, opset{version} as op, FLOAT, INT64


@script()
def remainder(X: INT64["N"], Y: INT64["N"]) -> INT64["N"]:
    return op.Abs(X % Y)


@script()
def inverted(X: INT64["N"]) -> INT64["N"]:
    return ~X


@script()
def plus_one(X):
    return op.Abs(X + 1)
"""

SUBSCRIPTS = """
from onnxscribe import script, opset{version} as op, FLOAT


@script()
def middle(X: FLOAT["N", "M"]) -> FLOAT["K", "L"]:
    return op.Identity(X[1:3, -2:])


@script()
def first_row(X: FLOAT["N", "M"]) -> FLOAT["M"]:
    return X[0]


@script()
def row_vector(X: FLOAT["N"]) -> FLOAT[1, "N"]:
    return X[None]


@script()
def last_column(X: FLOAT["N", "M"]) -> FLOAT["N"]:
    return X[:, -1]


@script()
def column_vector(X: FLOAT["N"]) -> FLOAT["N", 1]:
    return X[..., None]


@script()
def last_two_columns(X: FLOAT["N", "M"]) -> FLOAT["N", 2]:
    return X[..., -2:]


@script()
def second_to_last_row(X: FLOAT["N", "M"]) -> FLOAT["M"]:
    return X[-2]
"""

STEPPED = """
from onnxscribe import script, opset9 as op, FLOAT, INT64


@script()
def reversed_rows(X: FLOAT["N", "M"]) -> FLOAT["N", "M"]:
    return X[::-1]


@script()
def tail(X: FLOAT["N"], start: INT64) -> FLOAT["K"]:
    return X[start:]
"""


def _oxs302(source: str) -> list[tuple[int, int, int, str]]:
    analysis = analyze(source, "operators.py")
    return [
        (d.span.line, d.span.column, d.span.end_column, d.message)
        for d in analysis.diagnostics
        if d.code == "OXS302"
    ]


def _line(source: str, text: str) -> int:
    return next(n for n, line in enumerate(source.splitlines(), 1) if text in line)


def test_mod_operator_at_opset9_is_reported_at_the_operator() -> None:
    source = OPERATORS.format(version=9)
    found = [d for d in _oxs302(source) if "Mod" in d[3]]
    assert [d[:3] for d in found] == [(_line(source, "X % Y"), 19, 24)]
    assert found[0][3].startswith("the operator `%` needs Mod, which is not in ai.onnx version 9")
    assert "versions 10-" in found[0][3]


def test_bitwise_not_at_opset17_is_reported() -> None:
    source = OPERATORS.format(version=17)
    found = _oxs302(source)
    assert [(line, column) for line, column, _, _ in found] == [(_line(source, "~X"), 12)]
    assert "`~`" in found[0][3] and "BitwiseNot" in found[0][3]
    assert "versions 18-" in found[0][3]


def test_literal_needing_castlike_at_opset9_is_reported_at_the_literal() -> None:
    source = OPERATORS.format(version=9)
    (found,) = [d for d in _oxs302(source) if "CastLike" in d[3]]
    assert found[:3] == (_line(source, "X + 1"), 23, 24)
    assert "the constant 1" in found[3] and "versions 15-" in found[3]


def test_the_same_functions_at_opset18_are_fine(tmp_path: Path) -> None:
    source = OPERATORS.format(version=18)
    assert analyze(source, "operators.py").diagnostics == []
    module = import_source(tmp_path, "operators_at_18", source)
    x = np.array([7, -3, 5], dtype=np.int64)
    y = np.array([2, 2, 3], dtype=np.int64)
    np.testing.assert_array_equal(module.remainder(x, y), np.abs(x % y))
    np.testing.assert_array_equal(module.inverted(x), ~x)
    model = module.remainder.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    np.testing.assert_array_equal(run_model(model, (x, y))[0], np.abs(x % y))


def test_decorating_at_an_old_opset_raises_script_error(tmp_path: Path) -> None:
    with pytest.raises(ScriptError, match="OXS302"):
        import_source(tmp_path, "operators_at_9", OPERATORS.format(version=9))


def test_eager_operator_error_names_the_same_versions_as_the_converter() -> None:
    (converter_message,) = [d[3] for d in _oxs302(OPERATORS.format(version=9)) if "Mod" in d[3]]
    versions = converter_message.rsplit("versions ", 1)[1]
    with use_opset(opset9), pytest.raises(AttributeError) as raised:
        Tensor(np.array([5, 3])) % Tensor(np.array([2, 2]))
    assert "Mod" in str(raised.value) and versions in str(raised.value)


@pytest.mark.parametrize("version", [9, 10, 12, 18])
def test_subscripts_give_valid_models(tmp_path: Path, version: int) -> None:
    source = SUBSCRIPTS.format(version=version)
    assert analyze(source, "subscripts.py").diagnostics == []
    module = import_source(tmp_path, f"subscripts_at_{version}", source)
    x = np.arange(20, dtype=np.float32).reshape(4, 5)
    cases = [
        (module.middle, (x,), x[1:3, -2:]),
        (module.first_row, (x,), x[0]),
        (module.row_vector, (x[0],), x[0][None]),
        (module.last_column, (x,), x[:, -1]),
        (module.second_to_last_row, (x,), x[-2]),
        (module.column_vector, (x[0],), x[0][..., None]),
        (module.last_two_columns, (x,), x[..., -2:]),
    ]
    for function, args, expected in cases:
        model = function.to_model_proto()
        assert model.opset_import[0].version == version
        onnx.checker.check_model(model, full_check=True)
        np.testing.assert_array_equal(run_model(model, args)[0], expected)
        np.testing.assert_array_equal(function(*args), expected)


def test_unsqueeze_takes_axes_as_attribute_before_opset13(tmp_path: Path) -> None:
    module = import_source(tmp_path, "unsqueeze_at_12", SUBSCRIPTS.format(version=12))
    (node,) = [n for n in module.row_vector.to_function_proto().node if n.op_type == "Unsqueeze"]
    assert [a.name for a in node.attribute] == ["axes"] and len(node.input) == 1


def test_slices_opset9_cannot_express_are_reported() -> None:
    found = _oxs302(STEPPED)
    assert [line for line, _, _, _ in found] == [
        _line(STEPPED, "X[::-1]"),
        _line(STEPPED, "X[start:]"),
    ]
    assert "step" in found[0][3] and "versions 10 and later" in found[0][3]
    assert "run time" in found[1][3]


@pytest.mark.parametrize("version", [9, 10])
def test_negative_index_before_opset11_counts_from_the_end_without_gather(
    tmp_path: Path, version: int
) -> None:
    module = import_source(tmp_path, f"negative_at_{version}", SUBSCRIPTS.format(version=version))
    ops = [n.op_type for n in module.last_column.to_function_proto().node]
    assert "Gather" not in ops and "Squeeze" in ops


def test_operator_diagnostic_offers_to_import_a_version_that_has_the_op() -> None:
    source = OPERATORS.format(version=9)
    analysis = analyze(source, "operators.py")
    (mod,) = [d for d in analysis.diagnostics if d.code == "OXS302" and "Mod" in d.message]
    (fix,) = mod.fixes
    (edit,) = fix.edits
    assert edit.new_text == "opset10"
    line = source.splitlines()[edit.span.line - 1]
    assert line[edit.span.column - 1 : edit.span.end_column - 1] == "opset9"


def test_new_axis_after_ellipsis_of_unknown_rank_before_opset11_is_reported() -> None:
    source = """
from onnxscribe import script, opset9 as op, FLOAT


@script()
def widened(X: FLOAT[...]) -> FLOAT[...]:
    return X[..., None]
"""
    (found,) = _oxs302(source)
    assert found[:2] == (_line(source, "X[..., None]"), 12)
    assert "Unsqueeze" in found[3] and "versions 11 and later" in found[3]
