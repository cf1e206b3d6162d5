"""Models as exporters write them: unknown dims as -1, attribute names that are not
identifiers, old op versions, ops from other domains."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

import models
import numpy as np
import onnx
import onnx.reference
import pytest
from models import FLOAT, tensor
from onnx import helper as h
from onnxscribe import from_onnx
from onnxscribe.cli import main
from onnxscribe.onnx2script import FromOnnxError
from onnxscribe.onnx2script.annotations import type_proto_source
from onnxscribe.onnx2script.roundtrip import load_module, round_trip, script_model


def assert_round_trips(
    model: onnx.ModelProto, directory: Path, runtime: str = "onnxruntime"
) -> None:
    """Script imported, model rebuilt, the same nodes one by one, the same outputs in
    onnxruntime (or onnx's reference evaluator, for a model onnxruntime does not run)."""
    outcome = round_trip(model, directory)
    assert outcome.ok, f"{outcome.status}: {outcome.reason}"
    assert outcome.runtime == runtime
    assert not outcome.node_changes, outcome.node_changes
    source = from_onnx(model)
    rebuilt = script_model(source, directory, "compared")
    assert nodes(rebuilt.graph.node, source.renamed) == nodes(model.graph.node, {})
    for function, again in zip(model.functions, rebuilt.functions, strict=True):
        assert nodes(again.node, source.renamed) == nodes(function.node, {})


def nodes(
    graph_nodes: Iterable[onnx.NodeProto], renamed: dict[str, str]
) -> list[tuple[str, str, list[bytes]]]:
    """Each node but the Constants (initializers and literals become those): its domain, op
    type and attributes, under their original names."""
    original = {new: old for old, new in renamed.items()}
    found = []
    for node in graph_nodes:
        if node.op_type == "Constant":
            continue
        attributes = []
        for attribute in node.attribute:
            copy = onnx.AttributeProto()
            copy.CopyFrom(attribute)
            copy.name = original.get(copy.name, copy.name)
            if copy.ref_attr_name:
                copy.ref_attr_name = original.get(copy.ref_attr_name, copy.ref_attr_name)
            if copy.type == onnx.AttributeProto.TENSOR:  # the same values, however stored
                copy.t.CopyFrom(onnx.numpy_helper.from_array(onnx.numpy_helper.to_array(copy.t)))
            attributes.append(copy.SerializeToString(deterministic=True))
        found.append((node.domain or "", node.op_type, sorted(attributes)))
    return found


def minus_one_dims() -> onnx.ModelProto:
    """As paddle2onnx writes it: -1 for a dim of unknown size."""
    return models.model(
        [h.make_node("Relu", ["x"], ["y"])],
        [tensor("x", FLOAT, [-1, 3])],
        [tensor("y", FLOAT, [-1, 3])],
    )


def test_a_minus_one_dim_is_an_unknown_dim(tmp_path: Path) -> None:
    text = from_onnx(minus_one_dims()).text
    assert "def main(x: FLOAT[None, 3]) -> FLOAT[None, 3]:" in text
    assert_round_trips(minus_one_dims(), tmp_path)


def test_minus_one_dims_are_checked_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    onnx.save(minus_one_dims(), tmp_path / "paddle.onnx")
    target = tmp_path / "paddle.py"
    assert main(["from-onnx", str(tmp_path / "paddle.onnx"), "-o", str(target), "--check"]) == 0
    assert "round trip: the script computes the model's outputs" in capsys.readouterr().out


def test_other_negative_dims_are_an_error() -> None:
    model = minus_one_dims()
    model.graph.input[0].type.tensor_type.shape.dim[0].dim_value = -2
    with pytest.raises(FromOnnxError, match="negative dim -2"):
        from_onnx(model)


def functions_with_odd_attribute_names() -> onnx.ModelProto:
    """As the TorchScript exporter writes modules as functions: attributes named
    ``inferred::Conv_strides``, one of them clashing with an input once renamed."""
    conv = h.make_function(
        "pkg.torch",
        "Conv2d",
        ["X", "W", "inferred_Conv_pads"],
        ["Y"],
        [h.make_node("Conv", ["X", "W"], ["Y"])],
        [h.make_opsetid("", 18)],
        attributes=["inferred::Conv_strides", "inferred::Conv_pads"],
    )
    conv.node[0].attribute.extend(
        [
            h.make_attribute_ref("strides", onnx.AttributeProto.INTS),
            h.make_attribute_ref("pads", onnx.AttributeProto.INTS),
        ]
    )
    conv.node[0].attribute[0].ref_attr_name = "inferred::Conv_strides"
    conv.node[0].attribute[1].ref_attr_name = "inferred::Conv_pads"
    call = h.make_node(
        "Conv2d",
        ["x", "w", "p"],
        ["y"],
        domain="pkg.torch",
        **{"inferred::Conv_strides": [2, 2], "inferred::Conv_pads": [1, 1, 1, 1]},
    )
    weights = onnx.numpy_helper.from_array(np.ones((2, 1, 3, 3), dtype=np.float32), "w")
    return models.model(
        [call],
        [tensor("x", FLOAT, [1, 1, 6, 6]), tensor("p", FLOAT, [1])],
        [tensor("y", FLOAT, [1, 2, 3, 3])],
        [weights],
        functions=[conv],
        opsets={"": 18, "pkg.torch": 1},
    )


def test_attribute_names_that_are_not_identifiers_are_renamed_and_kept(tmp_path: Path) -> None:
    model = functions_with_odd_attribute_names()
    source = from_onnx(model)
    text = source.text
    assert '# attributes: inferred_Conv_strides is "inferred::Conv_strides"' in text
    assert source.renamed["inferred::Conv_strides"] == "inferred_Conv_strides"
    # the input took the plain name first: the attribute gets another, callers use it
    pads = source.renamed["inferred::Conv_pads"]
    assert pads != "inferred_Conv_pads"
    assert f"{pads}=[1, 1, 1, 1]" in text
    assert_round_trips(model, tmp_path)
    rebuilt = script_model(source, tmp_path, "again")
    assert list(rebuilt.functions[0].attribute) == ["inferred_Conv_strides", pads]


def prelu_per_channel(opset: int) -> onnx.ModelProto:
    """PRelu with one slope per channel, as PyTorch's PReLU(3) exported at opset 6."""
    slope = onnx.numpy_helper.from_array(np.array([0.1, 0.2, 0.3], np.float32), "slope")
    return models.model(
        [h.make_node("PRelu", ["x", "slope"], ["y"])],
        [tensor("x", FLOAT, [2, 3, 4])],
        [tensor("y", FLOAT, [2, 3, 4])],
        [slope],
        opsets={"": opset},
    )


def test_opset_6_prelu_takes_a_slope_per_channel(tmp_path: Path) -> None:
    model = prelu_per_channel(6)
    onnx.reference.ReferenceEvaluator(model)  # onnx itself accepts it
    # onnxruntime broadcasts the slope numpy's way at every version, so it refuses this model
    assert_round_trips(model, tmp_path, runtime="reference")


def test_opset_7_prelu_broadcasts_numpy_s_way(tmp_path: Path) -> None:
    source = from_onnx(prelu_per_channel(7))
    with pytest.raises(Exception, match="OXS501"):
        script_model(source, tmp_path)


def scaled_constant_of_shape() -> onnx.ModelProto:
    """``ConstantOfShape(Shape(x)) * -1`` and ``x * -1``: the converter knows x's element type,
    not the one ConstantOfShape's attribute gives."""
    minus_one = h.make_tensor("", FLOAT, [], [-1.0])
    return models.model(
        [
            h.make_node("Shape", ["x"], ["s"]),
            h.make_node(
                "ConstantOfShape", ["s"], ["ones"], value=h.make_tensor("", FLOAT, [1], [1.0])
            ),
            h.make_node("Constant", [], ["m1"], value=minus_one),
            h.make_node("Mul", ["ones", "m1"], ["negated"]),
            h.make_node("Constant", [], ["m2"], value=minus_one),
            h.make_node("Mul", ["x", "m2"], ["flipped"]),
            h.make_node("Add", ["negated", "flipped"], ["y"]),
        ],
        [tensor("x", FLOAT, ["N"])],
        [tensor("y", FLOAT, ["N"])],
    )


def test_a_literal_only_where_the_same_node_comes_back(tmp_path: Path) -> None:
    model = scaled_constant_of_shape()
    text = from_onnx(model).text
    assert "m1 = op.Constant(value=np.array(-1.0, dtype=np.float32))" in text
    assert "negated = ones * m1" in text
    assert "flipped = x * -1.0" in text
    assert_round_trips(model, tmp_path)  # no CastLike added


def test_optional_type_attributes_are_written_readably(tmp_path: Path) -> None:
    sequence = h.make_sequence_type_proto(h.make_tensor_type_proto(FLOAT, ["N", None]))
    model = models.model(
        [
            h.make_node("Optional", [], ["empty"], type=sequence),
            h.make_node("OptionalHasElement", ["empty"], ["y"]),
        ],
        [tensor("x", FLOAT, ["N"])],
        [tensor("y", onnx.TensorProto.BOOL, [])],
    )
    text = from_onnx(model).text
    assert "FromString" not in text
    assert (
        "onnx.helper.make_sequence_type_proto("
        'onnx.helper.make_tensor_type_proto(onnx.TensorProto.FLOAT, ["N", None]))' in text
    )
    assert_round_trips(model, tmp_path)
    rebuilt = script_model(from_onnx(model), tmp_path, "again")
    assert rebuilt.graph.node[0].attribute[0].tp == sequence


@pytest.mark.parametrize(
    "type_proto",
    [
        h.make_tensor_type_proto(FLOAT, None),
        h.make_tensor_type_proto(onnx.TensorProto.INT64, []),
        h.make_optional_type_proto(h.make_tensor_type_proto(FLOAT, ["N", 3, None])),
        h.make_optional_type_proto(
            h.make_sequence_type_proto(h.make_tensor_type_proto(onnx.TensorProto.BOOL, [2]))
        ),
    ],
)
def test_type_protos_are_rebuilt_by_onnx_helper_calls(type_proto: onnx.TypeProto) -> None:
    source = type_proto_source(type_proto)
    assert source is not None and "FromString" not in source
    assert eval(source, {"onnx": onnx}) == type_proto


def test_com_microsoft_ops_round_trip(tmp_path: Path) -> None:
    model = models.model(
        [
            h.make_node("Gelu", ["x"], ["g"], domain="com.microsoft"),
            h.make_node("FusedMatMul", ["g", "w"], ["y"], domain="com.microsoft", alpha=0.5),
        ],
        [tensor("x", FLOAT, ["N", 4]), tensor("w", FLOAT, [4, 3])],
        [tensor("y", FLOAT, ["N", 3])],
        opsets={"": 18, "com.microsoft": 1},
    )
    text = from_onnx(model).text
    assert "microsoft = Opset('com.microsoft', 1)" in text
    assert "y = microsoft.FusedMatMul(g, w, alpha=0.5)" in text
    assert_round_trips(model, tmp_path)


def legacy_add(b_shape: list[int], **attributes: int) -> onnx.ModelProto:
    bias = onnx.numpy_helper.from_array(np.ones(b_shape, np.float32), "b")
    return models.model(
        [h.make_node("Add", ["x", "b"], ["y"], **attributes)],
        [tensor("x", FLOAT, [2, 3, 4])],
        [tensor("y", FLOAT, [2, 3, 4])],
        [bias],
        opsets={"": 6},
    )


@pytest.mark.parametrize(
    ("b_shape", "attributes"),
    [([3], {"broadcast": 1, "axis": 1}), ([4], {"broadcast": 1}), ([2, 3, 4], {})],
)
def test_opset_6_binary_ops_broadcast_b_to_a_as_that_version_did(
    tmp_path: Path, b_shape: list[int], attributes: dict[str, int]
) -> None:
    model = legacy_add(b_shape, **attributes)
    rebuilt = script_model(from_onnx(model), tmp_path)
    onnx.checker.check_model(rebuilt, full_check=True)
    (add,) = [node for node in rebuilt.graph.node if node.op_type == "Add"]
    assert add.attribute == model.graph.node[0].attribute


@pytest.mark.parametrize(
    ("b_shape", "attributes"),
    [("3", "broadcast=1"), ("3", ""), ("5", "broadcast=1, axis=1"), ("4", "broadcast=1, axis=3")],
)
def test_opset_6_binary_ops_refuse_what_that_version_did_not_broadcast(
    tmp_path: Path, b_shape: str, attributes: str
) -> None:
    path = tmp_path / "legacy.py"
    path.write_text(
        "from onnxscribe import script, FLOAT, opset6 as op\n\n\n"
        "@script()\n"
        f"def f(x: FLOAT[2, 3, 4], b: FLOAT[{b_shape}]):\n"
        f"    return op.Add(x, b{', ' if attributes else ''}{attributes})\n"
    )
    with pytest.raises(Exception, match="OXS501 Add: shapes"):
        load_module(path)


def test_a_large_tensor_default_of_a_renamed_attribute_is_stored_under_an_identifier() -> None:
    function = h.make_function(
        "pkg.torch",
        "Shift",
        ["X"],
        ["Y"],
        [h.make_node("Constant", [], ["c"]), h.make_node("Add", ["X", "c"], ["Y"])],
        [h.make_opsetid("", 18)],
        attribute_protos=[
            h.make_attribute(
                "inferred::shift", onnx.numpy_helper.from_array(np.arange(20, dtype=np.float32))
            )
        ],
    )
    function.node[0].attribute.append(h.make_attribute_ref("value", onnx.AttributeProto.TENSOR))
    function.node[0].attribute[0].ref_attr_name = "inferred::shift"
    model = models.model(
        [h.make_node("Shift", ["x"], ["y"], domain="pkg.torch")],
        [tensor("x", FLOAT, [20])],
        [tensor("y", FLOAT, [20])],
        functions=[function],
        opsets={"": 18, "pkg.torch": 1},
    )
    source = from_onnx(model)
    assert list(source.data) == ["inferred_shift"]
    assert "def Shift(X, inferred_shift = DATA.inferred_shift):" in source.text
    ast.parse(source.text)  # (a tensor default is not one the dialect converts: OXS206)
