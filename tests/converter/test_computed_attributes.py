"""Attribute values that Python computes: a live @script evaluates them as Python does; analysis
of source text evaluates what is pure and keeps the rest as a constant of unknown value."""

from __future__ import annotations

import textwrap
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnxscribe import analyze
from onnxscribe.core.diagnostics import ScriptError
from onnxscribe.graph_ir.emit import EmitError, model_proto
from onnxscribe.graph_ir.nodes import UnknownConstant
from source_modules import import_source

HEADER = """\
import numpy as np
from onnx import TensorProto
from onnx.helper import make_tensor

from onnxscribe import FLOAT, ir, script
from onnxscribe import opset18 as op
"""

UNKNOWN = HEADER + textwrap.dedent(
    """
    RANDOM = np.random.rand(2).astype(np.float32)


    @script()
    def unknown(x: FLOAT[2]) -> FLOAT[2]:
        c = op.Constant(value=make_tensor("r", TensorProto.FLOAT, [2], np.random.rand(2)))
        return op.Add(op.Add(x, c), op.Constant(value=RANDOM))
    """
)


def _constants(source: str) -> list[object]:
    (function,) = analyze(source, "model.py").functions
    assert function.function is not None
    return [
        node.attributes["value"].value
        for node in function.function.graph.nodes
        if node.op_type == "Constant"
    ]


def test_statically_an_unknown_value_is_a_constant_without_a_diagnostic() -> None:
    analysis = analyze(UNKNOWN, "model.py")
    assert [d.format() for d in analysis.diagnostics] == []
    values = _constants(UNKNOWN)
    assert len(values) == 2 and all(isinstance(v, UnknownConstant) for v in values)
    (function,) = analysis.functions
    assert function.function is not None
    # the rest of the function is still checked: the output keeps its declared type
    assert function.function.graph.outputs[0].type is not None
    with pytest.raises(EmitError, match="computed by Python"):
        model_proto(function.function)


def test_statically_pure_constructors_are_evaluated() -> None:
    source = HEADER + textwrap.dedent(
        """
        @script()
        def known(x: FLOAT[2, 3]) -> FLOAT[2, 3]:
            a = op.Constant(value=np.array([1, 2, 3, 4, 5, 6], dtype=np.float32).reshape(2, 3))
            b = op.Constant(value=make_tensor("b", TensorProto.FLOAT, [3], [1.0, 2.0, 3.0]))
            return op.Cast(op.Add(op.Add(x, a), b), to=ir.DataType.FLOAT)
        """
    )
    assert [d.format() for d in analyze(source, "model.py").diagnostics] == []
    first, second = _constants(source)
    assert isinstance(first, np.ndarray) and first.shape == (2, 3)
    assert isinstance(second, np.ndarray) and second.tolist() == [1.0, 2.0, 3.0]


def test_live_functions_evaluate_the_unknown_values(tmp_path: Path) -> None:
    module = import_source(tmp_path, "computed_unknown", UNKNOWN)
    np.random.seed(0)
    model = module.unknown.to_model_proto()
    onnx.checker.check_model(model, full_check=True)
    constants = [n for n in model.graph.node if n.op_type == "Constant"]
    assert [len(onnx.numpy_helper.to_array(c.attribute[0].t)) for c in constants] == [2, 2]
    np.testing.assert_allclose(
        onnx.numpy_helper.to_array(constants[1].attribute[0].t), module.RANDOM
    )


def test_a_failing_computation_is_an_error_at_the_expression(tmp_path: Path) -> None:
    source = HEADER + textwrap.dedent(
        """
        @script()
        def wrong(x: FLOAT[2]) -> FLOAT[2]:
            return op.Add(x, op.Constant(value=make_tensor("r", TensorProto.FLOAT, [3], [1.0])))
        """
    )
    with pytest.raises(ScriptError) as raised:
        import_source(tmp_path, "computed_wrong", source)
    (diagnostic,) = raised.value.diagnostics
    assert diagnostic.code == "OXS102"
    assert "computing this attribute value fails in Python: ValueError" in diagnostic.message
    assert (diagnostic.span.line, diagnostic.span.column) == (10, 40)
