"""An output of unknown type is typed by onnx's shape inference, unless onnx is known to give it
nothing beyond the element type the IR knows: then the model is the same without asking onnx."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnxscribe.graph_ir import emit
from source_modules import import_source


def _versions(op_type: str, since: int) -> list[int]:
    return sorted(
        {
            schema.since_version
            for schema in onnx.defs.get_all_schemas_with_history()
            if schema.name == op_type and schema.domain == "" and schema.since_version >= since
        }
    )


def _cases() -> list[tuple[str, int]]:
    return [
        (op_type, version)
        for op_type, since in sorted(emit._SHAPELESS_AFTER_FIRST_INPUT.items())
        for version in _versions(op_type, since)
    ]


def _constant(name: str, values: list[int]) -> onnx.NodeProto:
    array = np.array(values, dtype=np.int64)
    return helper.make_node("Constant", [], [name], value=onnx.numpy_helper.from_array(array))


def _node(op_type: str, version: int, other_type: int) -> tuple[list[onnx.NodeProto], list[Any]]:
    """``op_type`` applied to an input ``x`` without a shape, every other input with one (of
    element type ``other_type``, and with known values where onnx reads them)."""
    shaped = helper.make_tensor_value_info("y", other_type, [2, 3])
    if op_type == "Slice" and version >= 10:
        names = ["starts", "ends", "axes", "steps"]
        constants = [_constant(n, [v]) for n, v in zip(names, [0, 1, 0, 1], strict=True)]
        return [*constants, helper.make_node("Slice", ["x", *names], ["out"])], []
    attributes: dict[str, Any] = {
        "Slice": {"starts": [0], "ends": [1], "axes": [0]},
        "Unsqueeze": {"axes": [0]} if version < 13 else {},
        "Concat": {"axis": 0},
        "Transpose": {"perm": [1, 0]},
    }.get(op_type, {})
    if op_type == "Unsqueeze" and version >= 13:
        return [_constant("axes", [0]), helper.make_node(op_type, ["x", "axes"], ["out"])], []
    schema = onnx.defs.get_schema(op_type, version, "")
    if len(schema.inputs) == 1 and op_type != "Concat":
        return [helper.make_node(op_type, ["x"], ["out"], **attributes)], []
    return [helper.make_node(op_type, ["x", "y"], ["out"], **attributes)], [shaped]


@pytest.mark.parametrize(("op_type", "version"), _cases())
@pytest.mark.parametrize("elem_type", [TensorProto.FLOAT, TensorProto.INT32])
@pytest.mark.parametrize("same", [True, False])
def test_onnx_gives_at_most_the_first_input_s_element_type(
    op_type: str, version: int, elem_type: int, same: bool
) -> None:
    nodes, others = _node(op_type, version, elem_type if same else TensorProto.DOUBLE)
    x = helper.make_tensor_value_info("x", elem_type, None)
    output = onnx.ValueInfoProto(name="out")
    graph = helper.make_graph(nodes, "g", [x, *others], [output])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", version)])
    inferred = onnx.shape_inference.infer_shapes(model, data_prop=True).graph.output[0]
    if inferred.HasField("type"):
        assert inferred.type == helper.make_tensor_type_proto(elem_type, None)


_SOURCE = """
from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def rotate(position_ids, query):
    half = op.Slice(query, [0], [4], [3], [1])
    rest = op.Slice(query, [4], [8], [3], [1])
    angle = op.Cast(op.Unsqueeze(position_ids, [1]), to=1)
    return op.Concat(op.Add(op.Mul(half, op.Cos(angle)), half), rest, axis=-1)


@script()
def reshaped(query):
    return op.Neg(op.Reshape(query, [2, -1]))


@script()
def typed_input(query: FLOAT[2, 8]):
    return op.Neg(query)


@script()
def two_outputs(query):
    half = op.Neg(query)
    return op.Abs(half), half


@script()
def integers(x: INT64):
    return op.Neg(x)
"""


def _models(function: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[bytes, bytes, bool]:
    """``function``'s model as written, as written with onnx asked, and whether it was asked."""
    asked: list[bool] = []
    infer = onnx.shape_inference.infer_shapes

    def spy(*args: Any, **kwargs: Any) -> onnx.ModelProto:
        asked.append(True)
        return infer(*args, **kwargs)

    monkeypatch.setattr(onnx.shape_inference, "infer_shapes", spy)
    written = function.to_model_proto().SerializeToString()
    skipped = not asked
    monkeypatch.setattr(emit, "_nothing_to_infer", lambda *args: False)
    with_onnx = function.to_model_proto().SerializeToString()
    return written, with_onnx, skipped


@pytest.mark.parametrize(
    ("name", "skipped"),
    [
        ("rotate", True),
        ("reshaped", False),  # Reshape gives a rank
        ("typed_input", False),  # the input has a shape
        ("two_outputs", False),  # the second output is on the first one's way
        ("integers", False),  # a bare INT64 input is a scalar
    ],
)
def test_the_model_is_the_one_onnx_s_inference_completes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, skipped: bool
) -> None:
    module = import_source(tmp_path, f"inference_{name}", _SOURCE)
    written, with_onnx, was_skipped = _models(getattr(module, name), monkeypatch)
    assert written == with_onnx
    assert was_skipped is skipped
