"""``onnxscribe.recording``: op calls and script function calls recorded into onnx-ir graphs."""

from __future__ import annotations

import numpy as np
import onnx
import onnx_ir as ir
import onnx_ir.passes.common
import onnxruntime
import onnxscribe
import pytest
from onnxscribe import FLOAT, INT64, Opset, script
from onnxscribe import opset18 as op
from onnxscribe.eager.errors import OpCallError

local = Opset("com.example", 1)


@script(local)
def Scaled(x: FLOAT[...], factor: float = 2.0) -> FLOAT[...]:
    return x * factor


@script(local)
def ScaledPair(x: FLOAT[...], factor: float = 3.0) -> tuple[FLOAT[...], FLOAT[...]]:
    return Scaled(x, factor=factor), op.Neg(x)


def value(name: str, dtype: ir.DataType, *dims: int | str) -> ir.Value:
    return ir.Value(name=name, type=ir.TensorType(dtype), shape=ir.Shape(dims))


def run(model: ir.Model, **feeds: np.ndarray) -> list[np.ndarray]:
    # The recorded values have element types; onnx's shape inference adds the shapes a model's
    # outputs must declare.
    ir.passes.common.ShapeInferencePass()(model)
    proto = ir.serde.serialize_model(model)
    onnx.checker.check_model(proto, full_check=True)
    session = onnxruntime.InferenceSession(
        proto.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    return session.run(None, feeds)


def test_ops_are_recorded_into_a_graph_and_run() -> None:
    x = value("x", ir.DataType.FLOAT, "N", 4)
    graph = ir.Graph([x], [], nodes=[], name="g")
    with onnxscribe.recording(graph):
        shifted = op.Add(op.Relu(x), 1.5)
        low, high = op.Split(shifted, num_outputs=2, axis=1)
        values, indices = op.TopK(high, [1], axis=1)
    graph.outputs.extend([low, values, indices])
    assert [n.op_type for n in graph] == ["Relu", "Constant", "Add", "Split", "Constant", "TopK"]
    assert graph.opset_imports == {"": 18}
    data = np.array([[-1, 2, 3, -4], [5, -6, 7, 8]], dtype=np.float32)
    found = run(ir.Model(graph, ir_version=10), x=data)
    expected_low, expected_high = np.split(np.maximum(data, 0) + 1.5, 2, axis=1)
    np.testing.assert_allclose(found[0], expected_low)
    np.testing.assert_allclose(found[1], expected_high.max(axis=1, keepdims=True))
    np.testing.assert_array_equal(found[2], expected_high.argmax(axis=1)[:, None])


def test_literals_take_the_type_of_the_values_they_meet() -> None:
    n = value("n", ir.DataType.INT64, 3)
    graph = ir.Graph([n], [], nodes=[], name="g")
    with onnxscribe.recording(graph):
        total = op.Mul(op.Add(n, 1), [2, 3, 4])
    graph.outputs.append(total)
    constants = [n.attributes["value"].as_tensor() for n in graph if n.op_type == "Constant"]
    assert [c.dtype for c in constants] == [ir.DataType.INT64, ir.DataType.INT64]
    (found,) = run(ir.Model(graph, ir_version=10), n=np.array([1, 2, 3]))
    np.testing.assert_array_equal(found, (np.array([1, 2, 3]) + 1) * [2, 3, 4])


def test_script_functions_are_recorded_as_calls_with_their_functions() -> None:
    x = value("x", ir.DataType.FLOAT, 2)
    model = ir.Model(ir.Graph([x], [], nodes=[], name="g"), ir_version=10)
    with onnxscribe.recording(model):
        doubled, negated = ScaledPair(x)
        tripled = Scaled(x, factor=3.0)
    model.graph.outputs.extend([doubled, negated, tripled])
    calls = list(model.graph)
    assert [(n.domain, n.op_type) for n in calls] == [
        ("com.example", "ScaledPair"),
        ("com.example", "Scaled"),
    ]
    # every attribute parameter is set: to its default when the call leaves it out
    assert calls[0].attributes["factor"].as_float() == 3.0
    assert calls[1].attributes["factor"].as_float() == 3.0
    assert sorted(model.functions) == [
        ("com.example", "Scaled", ""),
        ("com.example", "ScaledPair", ""),
    ]
    data = np.array([1.0, -2.0], dtype=np.float32)
    found = run(model, x=data)
    for got, want in zip(found, (*ScaledPair(data), Scaled(data, factor=3.0)), strict=True):
        np.testing.assert_allclose(got, want)


def test_a_graph_recorder_keeps_the_functions_for_the_model() -> None:
    x = value("x", ir.DataType.FLOAT, 2)
    graph = ir.Graph([x], [], nodes=[], name="g")
    with onnxscribe.recording(graph) as recorder:
        graph.outputs.append(Scaled(x))
    model = ir.Model(graph, ir_version=10, functions=list(recorder.functions.values()))
    (found,) = run(model, x=np.array([1.0, 4.0], dtype=np.float32))
    np.testing.assert_allclose(found, [2.0, 8.0])


def test_an_op_of_a_custom_domain_is_recorded_with_its_attributes() -> None:
    x = value("x", ir.DataType.FLOAT, 2)
    graph = ir.Graph([x], [], nodes=[], name="g")
    with onnxscribe.recording(graph):
        out = local.Fused(x, 2.0, mode="fast")
    (constant, node) = list(graph)
    assert constant.op_type == "Constant"
    assert (node.domain, node.op_type, node.attributes["mode"].as_string()) == (
        "com.example",
        "Fused",
        "fast",
    )
    assert out is node.outputs[0]
    assert graph.opset_imports["com.example"] == 1


def test_a_wrong_input_type_is_an_error_at_the_call() -> None:
    x = value("x", ir.DataType.FLOAT, 2)
    n = value("n", ir.DataType.INT64, 2)
    graph = ir.Graph([x, n], [], nodes=[], name="g")
    with onnxscribe.recording(graph), pytest.raises(OpCallError, match="Add"):
        op.Add(x, n)
    assert list(graph) == []


def test_a_script_function_annotated_input_types_its_literal() -> None:
    @script(local)
    def Shift(x: INT64[...], by: INT64[...]) -> INT64[...]:
        return x + by

    n = value("n", ir.DataType.INT64, 2)
    model = ir.Model(ir.Graph([n], [], nodes=[], name="g"), ir_version=10)
    with onnxscribe.recording(model):
        model.graph.outputs.append(Shift(n, 5))
    (found,) = run(model, n=np.array([1, 2]))
    np.testing.assert_array_equal(found, [6, 7])


def test_outside_the_block_ops_evaluate_again() -> None:
    graph = ir.Graph([], [], nodes=[], name="g")
    with onnxscribe.recording(graph):
        pass
    result = op.Add(np.float32(1.0), np.float32(2.0))
    assert float(result) == 3.0


def test_recording_takes_a_graph_or_a_model() -> None:
    with (
        pytest.raises(TypeError, match=r"onnx_ir\.Graph or onnx_ir\.Model"),
        onnxscribe.recording("graph"),
    ):
        pass


def test_a_python_function_as_a_graph_attribute_is_refused_with_advice() -> None:
    flag = value("flag", ir.DataType.BOOL)
    graph = ir.Graph([flag], [], nodes=[], name="g")

    def branch() -> None:
        return None

    with (
        onnxscribe.recording(graph),
        pytest.raises(OpCallError, match="write the function with its control flow as a @script"),
    ):
        op.If(flag, then_branch=branch, else_branch=branch)


def test_a_required_input_left_out_of_a_recorded_call_is_an_error() -> None:
    graph = ir.Graph([], [], nodes=[], name="g")
    with onnxscribe.recording(graph), pytest.raises(TypeError, match="'x' is required"):
        Scaled(None)
    assert list(graph) == []
