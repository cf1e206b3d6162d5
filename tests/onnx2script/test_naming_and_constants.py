"""The pure parts of from_onnx: names, literals and operator choices."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto
from onnx import helper as h
from onnxscribe.onnx2script import constants, operators
from onnxscribe.onnx2script.naming import Namer, identifier


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("x", "x"),
        ("x:0", "x_0"),
        ("/layer.1/MatMul", "layer_1_MatMul"),
        ("0", "v_0"),
        ("class", "class_"),
        ("", "v"),
        ("é", "v"),
    ],
)
def test_identifier(name: str, expected: str) -> None:
    assert identifier(name) == expected


def test_namer_gives_unique_stable_names() -> None:
    namer = Namer({"op"})
    assert namer.name("op") == "op_1"
    assert namer.name("a.b") == "a_b"
    assert namer.name("a:b") == "a_b_1"
    assert namer.name("a.b") == "a_b"
    assert namer.renamed() == {"op": "op_1", "a.b": "a_b", "a:b": "a_b_1"}


@pytest.mark.parametrize(
    ("array", "expected"),
    [
        (np.array(2, np.int64), "2"),
        (np.array(0.1, np.float32), "0.1"),
        (np.array(3.0, np.float32), "3.0"),
        (np.array([1, -2], np.int64), "[1, -2]"),
        (np.array(True), "True"),
        (np.array(["a"], dtype=object), "['a']"),
        (np.array(1, np.int32), None),  # the literal 1 is INT64
        (np.array([[1]], np.int64), None),  # lists are 1-D
        (np.array([], np.int64), None),
        (np.array([np.inf], np.float32), None),
    ],
)
def test_literal_source(array: np.ndarray, expected: str | None) -> None:
    assert constants.literal_source(onnx.numpy_helper.from_array(array)) == expected


def test_literals_read_back_as_the_same_float32() -> None:
    values = np.array([0.1, 1e-8, 3.4028235e38, -2.5, 1 / 3], np.float32)
    for value in values:
        text = constants.literal_source(onnx.numpy_helper.from_array(np.array(value)))
        assert text is not None
        assert np.float32(float(text)) == value


def test_array_source_keeps_dtype_and_shape() -> None:
    array = np.arange(6, dtype=np.uint16).reshape(2, 3)
    text = constants.array_source(onnx.numpy_helper.from_array(array))
    assert text == "np.array([[0, 1, 2], [3, 4, 5]], dtype=np.uint16)"
    rebuilt = eval(text, {"np": np})
    assert rebuilt.dtype == array.dtype and np.array_equal(rebuilt, array)


def test_large_tensors_are_not_written_in_the_source() -> None:
    tensor = onnx.numpy_helper.from_array(np.zeros(constants.SMALL_ELEMENTS + 1, np.float32))
    assert constants.array_source(tensor) is None


def _node(op_type: str, **attributes: object) -> onnx.NodeProto:
    return h.make_node(op_type, ["a", "b"], ["c"], **attributes)


@pytest.mark.parametrize(
    ("node", "dtype", "expected"),
    [
        (_node("Add"), None, "+"),
        (_node("Equal"), None, "=="),
        (_node("And"), TensorProto.BOOL, "&"),
        (_node("And"), None, None),  # `&` depends on the element type
        (_node("BitwiseOr"), TensorProto.INT8, "|"),
        (_node("BitwiseOr"), None, None),
        (_node("Mod"), TensorProto.FLOAT, None),  # `%` on floats is fmod=1
        (_node("Mod", fmod=1), TensorProto.DOUBLE, "%"),
        (_node("BitShift", direction="RIGHT"), None, ">>"),
        (_node("Add", extra=1), None, None),
        (h.make_node("Add", ["a", "b"], ["c"], domain="com.example"), None, None),
    ],
)
def test_binary_operator(node: onnx.NodeProto, dtype: int | None, expected: str | None) -> None:
    assert operators.binary_operator(node, [dtype, dtype]) == expected


def test_unary_operator() -> None:
    assert operators.unary_operator(h.make_node("Neg", ["a"], ["b"]), [None]) == "-"
    not_node = h.make_node("Not", ["a"], ["b"])
    assert operators.unary_operator(not_node, [TensorProto.BOOL]) == "~"
    assert operators.unary_operator(not_node, [None]) is None
