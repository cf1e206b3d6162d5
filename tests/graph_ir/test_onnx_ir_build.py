"""``to_ir()`` and ``to_ir_model()``: onnx_ir objects built from the IR, the same as the protos."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import onnx_ir as ir
import onnxruntime as ort
import pytest
from corpus import constructs, constructs_more, dialect_examples, realistic
from onnxscribe.graph_ir.emit import EmitError
from onnxscribe.values import OnnxFunction
from weighted_models import W1, mlp

EXAMPLES = sorted(
    (f"{module.__name__.split('.')[-1]}.{name}", value)
    for module in (constructs, constructs_more, dialect_examples, realistic)
    for name, value in vars(module).items()
    if isinstance(value, OnnxFunction)
)


def _canonical_nodes(nodes: object) -> None:
    for node in nodes:  # type: ignore[attr-defined]
        node.name = ""  # onnx_ir names the nodes it serializes
        if not node.domain:
            node.ClearField("domain")
        props = sorted((p.key, p.value) for p in node.metadata_props)
        del node.metadata_props[:]
        for key, value in props:
            node.metadata_props.add(key=key, value=value)
        for attribute in node.attribute:
            if attribute.HasField("g"):
                _canonical_graph(attribute.g)
            for graph in attribute.graphs:
                _canonical_graph(graph)


def _canonical_graph(graph: onnx.GraphProto) -> None:
    _canonical_nodes(graph.node)
    for info in [*graph.input, *graph.output]:
        # onnx_ir's sequence and optional types hold their element's type, not its shape
        for outer in ("sequence_type", "optional_type"):
            if info.type.HasField(outer):
                getattr(info.type, outer).elem_type.tensor_type.ClearField("shape")


def _canonical_function(function: onnx.FunctionProto) -> onnx.FunctionProto:
    _canonical_nodes(function.node)
    return function


def _canonical_model(model: onnx.ModelProto) -> onnx.ModelProto:
    _canonical_graph(model.graph)
    for function in model.functions:
        _canonical_function(function)
    return model


@pytest.mark.parametrize(("name", "function"), EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_to_ir_is_the_function_proto(name: str, function: OnnxFunction) -> None:
    made = function.to_ir()
    assert isinstance(made, ir.Function)
    written = _canonical_function(ir.serde.serialize_function(made))
    assert written == _canonical_function(function.to_function_proto())


@pytest.mark.parametrize(("name", "function"), EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_to_ir_model_is_the_model_proto(name: str, function: OnnxFunction) -> None:
    try:
        expected = function.to_model_proto()
    except EmitError as error:
        with pytest.raises(EmitError, match=str(error)[:40]):
            function.to_ir_model()
        return
    made = function.to_ir_model()
    assert isinstance(made, ir.Model)
    assert _canonical_model(ir.serde.serialize_model(made)) == _canonical_model(expected)


def test_the_weights_are_not_copied() -> None:
    model = mlp.to_ir_model()
    constants = [n for n in model.graph if n.op_type == "Constant"]
    held = [n.attributes["value"].as_tensor() for n in constants]
    assert any(np.shares_memory(tensor.numpy(), W1) for tensor in held)


def test_onnx_ir_s_file_passes_the_checker_and_runs(tmp_path: Path) -> None:
    path = tmp_path / "mlp.onnx"
    ir.save(mlp.to_ir_model(), path, external_data="mlp.onnx.data")
    onnx.checker.check_model(str(path), full_check=True)
    x = np.random.default_rng(2).standard_normal((3, 32)).astype(np.float32)
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    expected = ort.InferenceSession(
        mlp.to_model_proto().SerializeToString(), providers=["CPUExecutionProvider"]
    )
    np.testing.assert_array_equal(session.run(None, {"x": x})[0], expected.run(None, {"x": x})[0])


def test_keywords_are_to_model_proto_s() -> None:
    made = mlp.to_ir_model(opset_version=19, producer_version="1.2", ir_version=9)
    expected = mlp.to_model_proto(opset_version=19, producer_version="1.2", ir_version=9)
    assert _canonical_model(ir.serde.serialize_model(made)) == _canonical_model(expected)
    assert made.opset_imports == {"": 19}


def test_value_infos_are_to_model_proto_s() -> None:
    from onnxscribe import FLOAT

    infos = {"first": FLOAT[3, 256], "hidden": FLOAT[3, 256]}
    made = ir.serde.serialize_model(mlp.to_ir_model(value_infos=infos))
    expected = mlp.to_model_proto(value_infos=infos)
    assert sorted(v.SerializeToString() for v in made.graph.value_info) == sorted(
        v.SerializeToString() for v in expected.graph.value_info
    )
    assert len(made.graph.value_info) == 2
