"""Constant evaluation of the values Python computes for attributes: onnx.helper and numpy
constructors over literals are evaluated, anything else is an unknown constant of its kind."""

from __future__ import annotations

import ast
from typing import Any

import numpy as np
import onnx
import onnx_ir
import pytest
from onnx import TensorProto
from onnxscribe.frontend.env import MISSING, Opaque
from onnxscribe.frontend.safe_eval import safe_eval

NAMES: dict[str, Any] = {
    "np": np,
    "onnx": onnx,
    "TensorProto": TensorProto,
    "make_tensor": onnx.helper.make_tensor,
    "ir": onnx_ir,
}


def value_of(text: str) -> Any:
    return safe_eval(ast.parse(text, mode="eval").body, lambda n: NAMES.get(n, MISSING))


def test_make_tensor_on_literals() -> None:
    found = value_of(
        'onnx.helper.make_tensor("c", TensorProto.FLOAT, [2, 2], [1.0, 2.0, 3.0, 4.0])'
    )
    assert isinstance(found, TensorProto)
    np.testing.assert_array_equal(
        onnx.numpy_helper.to_array(found), np.array([[1, 2], [3, 4]], dtype=np.float32)
    )
    by_name = value_of('make_tensor("two", TensorProto.INT64, [1], [2])')
    assert onnx.numpy_helper.to_array(by_name).tolist() == [2]


def test_numpy_constructors_and_array_methods() -> None:
    found = value_of("np.array([1, 2, 3, 4, 5, 6], dtype=np.float32).reshape(2, 3)")
    assert found.shape == (2, 3) and found.dtype == np.float32 and found[1, 2] == 6
    assert value_of("np.arange(4).astype(np.float32)").tolist() == [0.0, 1.0, 2.0, 3.0]
    assert value_of("np.full([2], 0.5, dtype=np.float32)").tolist() == [0.5, 0.5]
    assert value_of("np.zeros((2, 3)).shape") == (2, 3)
    assert value_of("np.ones([3], dtype=np.int64).ravel()").tolist() == [1, 1, 1]


def test_onnx_ir_tensor_and_element_types() -> None:
    found = value_of("ir.tensor(np.array([1, 2, 3], dtype=np.int64))")
    assert np.asarray(found).tolist() == [1, 2, 3]
    assert value_of("ir.DataType.FLOAT") == onnx_ir.DataType.FLOAT == TensorProto.FLOAT
    assert value_of("TensorProto.BOOL") == TensorProto.BOOL
    assert value_of("onnx.TensorProto.INT64") == TensorProto.INT64


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("np.zeros((100000, 100000))", np.ndarray),
        ("np.arange(10 ** 9)", np.ndarray),
        ('make_tensor("big", TensorProto.FLOAT, [100000, 100000], [0.0])', None),
        ("np.arange(2000000).reshape(1000, 2000)", np.ndarray),
    ],
)
def test_beyond_the_bounds_is_an_unknown_constant(text: str, kind: type | None) -> None:
    found = value_of(text)
    assert isinstance(found, Opaque)
    if kind is not None:
        assert found.kind is kind


@pytest.mark.parametrize(
    "text",
    [
        "np.random.rand(3)",  # not pure
        'onnx.load("model.onnx")',  # reads a file
        "onnx.helper.make_model(None)",  # not a constructor of values
        "np.array([1, 2]).tofile('x')",  # not an allowed array method
        "TensorProto.SerializeToString",
        "ir.DataType.__subclasses__",
    ],
)
def test_anything_else_is_unknown(text: str) -> None:
    assert isinstance(value_of(text), Opaque)
