"""Where onnxscribe reads onnxscript code more strictly, it warns (with a fix), never errs:
bare element types used as tensors of another rank (OXS409) and rank differences between
script functions (OXS509)."""

from __future__ import annotations

import functools
import warnings
from pathlib import Path
from types import ModuleType

import numpy as np
import onnx
import pytest
from model_runs import run_model
from onnxscribe import analyze
from onnxscribe.cli.check import apply_fixes
from onnxscribe.core.diagnostics import Severity
from onnxscribe.eager.function_call import EagerInputError
from programs_under_test import load

CASES = Path(__file__).parent / "cases" / "bare_and_ranked.py"


@functools.cache
def _cases() -> ModuleType:
    return load(CASES)


HEADER = "from onnxscribe import script, FLOAT, INT64\nfrom onnxscribe import opset18 as op\n\n"


def _diagnostics(body: str) -> list[tuple[str, Severity, int, int]]:
    found = analyze(HEADER + body, "case.py").diagnostics
    return [(d.code, d.severity, d.span.line - 3, d.span.column) for d in found]


def _fixed(body: str) -> str:
    text = HEADER + body
    fixed, count = apply_fixes(text, analyze(text, "case.py").diagnostics)
    assert count >= 1
    return fixed[len(HEADER) :]


GATHER_ON_BARE = "@script()\ndef first(self: FLOAT) -> FLOAT[...]:\n    return op.Gather(self, 0)\n"


def test_a_bare_parameter_used_as_a_tensor_is_a_warning_with_a_fix() -> None:
    assert _diagnostics(GATHER_ON_BARE) == [("OXS409", Severity.WARNING, 2, 17)]
    message = analyze(HEADER + GATHER_ON_BARE, "case.py").diagnostics[0].message
    assert "`self` is annotated FLOAT" in message and "Gather" in message
    fixed = _fixed(GATHER_ON_BARE)
    assert "def first(self: FLOAT[...]) -> FLOAT[...]:" in fixed
    assert _diagnostics(fixed) == []


def test_a_bare_parameter_that_a_scalar_fits_draws_nothing() -> None:
    body = "@script()\ndef f(self: FLOAT, other: FLOAT) -> FLOAT:\n    return self * other + 1.0\n"
    assert _diagnostics(body) == []


def test_a_bare_return_annotation_of_a_tensor_is_a_warning_with_a_fix() -> None:
    body = '@script()\ndef f(x: FLOAT["N"]) -> FLOAT:\n    return op.Relu(x)\n'
    assert _diagnostics(body) == [("OXS409", Severity.WARNING, 2, 25)]
    assert "-> FLOAT[...]:" in _fixed(body)


def test_bare_parameters_take_tensors_of_any_rank_when_called() -> None:
    row_count, scaled = _cases().row_count, _cases().scaled

    matrix = np.ones((4, 3), dtype=np.float32)
    assert row_count(matrix) == 4
    np.testing.assert_array_equal(scaled(matrix, np.float32(2.0)), matrix * 2.0)


def test_a_model_of_bare_types_has_scalar_inputs_and_outputs() -> None:
    scaled = _cases().scaled

    model = scaled.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    for value in [*model.graph.input, *model.graph.output]:
        assert value.type.tensor_type.HasField("shape")
        assert len(value.type.tensor_type.shape.dim) == 0
    two, three = np.float32(2.0), np.float32(3.0)
    assert run_model(model, (two, three))[0] == scaled(two, three) == 6.0


def test_a_scalar_passed_where_a_function_declares_rank_one_is_a_warning() -> None:
    body = (
        "@script()\ndef g(x: FLOAT[1]) -> FLOAT[1]:\n    return x + 1.0\n\n"
        '@script()\ndef f(x: FLOAT["N"]) -> FLOAT:\n    return g(op.ReduceSum(x, keepdims=0))\n'
    )
    assert _diagnostics(body) == [("OXS509", Severity.WARNING, 7, 14)]
    # the call's result is what g's body computes from a scalar: f's annotation holds
    analysis = analyze(HEADER + body, "case.py")
    (f,) = [found.function for found in analysis.functions if found.name == "f"]
    assert f is not None and str(f.graph.outputs[0].type) == "FLOAT"


def test_the_call_runs_the_same_eagerly_and_in_onnxruntime() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        plus_one, total_plus_one = _cases().plus_one, _cases().total_plus_one
    x = np.array([1.0, 2.0, 3.5], dtype=np.float32)
    model = total_plus_one.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    assert total_plus_one(x) == run_model(model, (x,))[0] == 7.5
    # called on its own, plus_one is a model whose input is declared FLOAT[1]
    with pytest.raises(EagerInputError, match="rank 1"):
        plus_one(np.float32(1.0))
