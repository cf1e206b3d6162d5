"""The one path: a Python function given as a graph attribute in eager mode is lowered and
checked as a script function is, so the checker's diagnostics reach it too, and it is written
against the opset its ``op.X`` calls name."""

from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from onnx import TensorProto
from onnxscribe import FLOAT, INT64, ScriptError, analyze, graph
from onnxscribe import opset18 as op
from onnxscribe.eager.context import use_opset
from onnxscribe.pipeline import graph_body_proto

XS = np.array([1, 2, 3], dtype=np.float32)


def _line_of(function: Any, text: str) -> int:
    lines, first = inspect.getsourcelines(function)
    return first + next(i for i, line in enumerate(lines) if text in line)


def mixed_types(total, x):
    wrong = op.Add(total, op.Cast(x, to=TensorProto.INT64))
    return wrong, x


def test_a_type_error_in_an_eager_graph_body_is_the_checkers_diagnostic_at_its_line() -> None:
    with pytest.raises(ScriptError) as raised:
        op.Scan(np.float32(0), XS, body=mixed_types, num_scan_inputs=1)
    (diagnostic,) = raised.value.diagnostics
    assert diagnostic.code == "OXS402"
    assert diagnostic.span.path == __file__
    assert diagnostic.span.line == _line_of(mixed_types, "wrong = op.Add")


@graph()
def declared_wrong(total: FLOAT[...], x: FLOAT[...]):
    summed: INT64[...] = op.Add(total, x)
    return summed, x


def test_a_graph_function_is_checked_against_its_annotations() -> None:
    with pytest.raises(ScriptError) as raised:
        graph_body_proto(declared_wrong, "Scan", None)
    (diagnostic,) = raised.value.diagnostics
    assert diagnostic.code == "OXS403"
    assert diagnostic.span.line == _line_of(declared_wrong, "summed: INT64")


def running_sum(total, x):
    total = total + x
    return total, total


def running_product(total, x):
    total = op.Mul(total, x)
    return total, total


def test_a_valid_eager_graph_body_runs_with_the_operators_opset_in_force() -> None:
    with use_opset(op):
        total, partial = op.Scan(np.float32(0), XS, body=running_sum, num_scan_inputs=1)
    assert float(np.asarray(total)) == 6.0
    np.testing.assert_array_equal(np.asarray(partial), [1, 3, 6])


def test_a_graph_body_is_written_against_the_opset_its_calls_name() -> None:
    # The operators' opset in force is the newest; the body's op.Mul is opset18's.
    total, partial = op.Scan(np.float32(1), XS, body=running_product, num_scan_inputs=1)
    assert float(np.asarray(total)) == 6.0
    np.testing.assert_array_equal(np.asarray(partial), [1, 2, 6])


# Files with errors whose diagnostics use what lowering records for the editor: the places a
# value is read (OXS401, OXS404), the opset's alias in a fix (OXS302), an op's own span (OXS301).
_WITH_ERRORS = [
    "converter/corpus/five_errors.py",
    "check/corpus/wrong/oxs301_unknown_op.py",
    "check/corpus/wrong/oxs302_not_in_version.py",
    "check/corpus/wrong/oxs305_missing_input.py",
    "check/corpus/wrong/oxs401_call_argument.py",
    "check/corpus/wrong/oxs404_return_type_of_variable.py",
    "check/corpus/wrong/oxs402_where.py",
    "check/corpus/wrong/oxs408_float_literal_with_integers.py",
]


@pytest.mark.parametrize("name", _WITH_ERRORS)
def test_a_script_reports_the_diagnostics_the_editor_shows(name: str) -> None:
    """``@script()`` converts without the editor's records (symbols, references) and the editor's
    analysis with them; a function with errors gets the same diagnostics either way, fixes too."""
    path = Path(__file__).parent / name
    analysis = analyze(path.read_text(), str(path))
    # running the file stops at the first function with errors
    first = next(f for f in analysis.functions if f.diagnostics)
    spec = importlib.util.spec_from_file_location(f"with_errors_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    with pytest.raises(ScriptError) as raised:
        spec.loader.exec_module(importlib.util.module_from_spec(spec))
    assert raised.value.diagnostics == first.diagnostics
