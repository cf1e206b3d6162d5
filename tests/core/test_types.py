"""Tensor types: annotation classes, value types, TypeProto and numpy conversions."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import onnx
import pytest
from onnx import TensorProto
from onnxscribe.core import types
from onnxscribe.core.types import (
    BOOL,
    DOUBLE,
    FLOAT,
    INT64,
    STRING,
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
)


def test_every_onnx_element_type_has_an_annotation_class() -> None:
    known = {value for name, value in TensorProto.DataType.items() if name != "UNDEFINED"}
    assert {cls.dtype for cls in types.ALL_TENSOR_TYPES} == known
    for cls in types.ALL_TENSOR_TYPES:
        assert getattr(types, cls.__name__) is cls
        assert cls.__name__ == TensorProto.DataType.Name(cls.dtype)


def test_dtype_is_the_onnx_enum_value() -> None:
    assert FLOAT.dtype == TensorProto.FLOAT
    assert INT64.dtype == TensorProto.INT64
    assert BOOL.dtype == TensorProto.BOOL


def test_shapes() -> None:
    assert FLOAT.shape == ()
    assert FLOAT[2, "N"].shape == (2, "N")
    assert FLOAT[None].shape == (None,)
    assert FLOAT[...].shape is None
    assert FLOAT[3].shape == (3,)
    assert FLOAT[2, "N"] is FLOAT[2, "N"]
    assert issubclass(FLOAT[2, "N"], FLOAT)
    assert FLOAT[2, "N"].dtype == TensorProto.FLOAT
    assert repr(FLOAT[2, "N"]) == 'FLOAT[2, "N"]'
    assert repr(FLOAT[...]) == "FLOAT[...]"
    assert repr(FLOAT) == "FLOAT"


@pytest.mark.parametrize("bad", [-1, 2.5, True, object()])
def test_bad_dims_are_rejected(bad: object) -> None:
    with pytest.raises(TypeError, match="invalid dimension"):
        FLOAT[bad]


def test_numpy_integers_are_dims() -> None:
    shaped = FLOAT[np.int64(2), np.uint8(3), "N"]
    assert shaped.shape == (2, 3, "N")
    assert all(type(dim) is int for dim in shaped.shape[:2])
    assert shaped is FLOAT[2, 3, "N"]
    for bad in (np.int32(-1), np.float32(2.0), np.bool_(True)):
        with pytest.raises(TypeError, match="invalid dimension"):
            FLOAT[bad]


BEFORE_NUMPY = """
import json, sys
from onnxscribe import FLOAT, INT64, STRING
from onnxscribe.core import types
loaded = ["numpy" in sys.modules]
shapes = [list(FLOAT[2, "N", None].shape), repr(INT64[...]), str(FLOAT[3].to_value_type())]
loaded.append("numpy" in sys.modules)
dtypes = [str(FLOAT.numpy_dtype()), str(STRING.numpy_dtype()), types.onnx_dtype("int64")]
loaded.append("numpy" in sys.modules)
print(json.dumps({"loaded": loaded, "shapes": shapes, "dtypes": dtypes}))
"""


def test_types_are_read_before_numpy_loads() -> None:
    """Annotations and value types need no numpy (the language server reads them before numpy
    has loaded); the numpy conversions load it."""
    done = subprocess.run(
        [sys.executable, "-c", BEFORE_NUMPY], capture_output=True, text=True, check=True
    )
    found = json.loads(done.stdout)
    assert found["loaded"] == [False, False, True]
    assert found["shapes"] == [[2, "N", None], "INT64[...]", "FLOAT[3]"]
    assert found["dtypes"] == ["float32", "object", TensorProto.INT64]


@pytest.mark.parametrize("text", ["N", "batch_size", "x.size", "M + 1", "s16 + s62", "batch*2", ""])
def test_any_string_is_a_symbolic_dim(text: str) -> None:
    # ONNX's dim_param is free text, and exporters write expressions into it
    assert FLOAT["N", text].shape == ("N", text)
    assert FLOAT[text].to_type_proto().tensor_type.shape.dim[0].dim_param == text


def test_ellipsis_must_stand_alone() -> None:
    with pytest.raises(TypeError, match="stands alone"):
        FLOAT[..., 3]


def test_the_mypy_plugin_accepts_any_string_as_a_dim() -> None:
    from mypy.types import RawExpressionType
    from onnxscribe import mypy_plugin

    for text in ("N", "M + 1", "batch*2"):
        assert mypy_plugin.dim_problem(RawExpressionType(text, "builtins.str")) is None
    assert mypy_plugin.dim_problem(RawExpressionType(-1, "builtins.int")) == "-1"


def test_shape_cannot_be_given_twice() -> None:
    with pytest.raises(TypeError, match="already has a shape"):
        FLOAT[2][3]


@pytest.mark.parametrize("cls", types.ALL_TENSOR_TYPES, ids=lambda c: c.__name__)
@pytest.mark.parametrize("shape", [(), (2, "N", None), None])
def test_type_proto_round_trip(cls: type[types.TensorType], shape: types.Shape) -> None:
    value_type = TensorValueType(cls.dtype, shape)
    proto = value_type.to_type_proto()
    if shape is not None:
        onnx.checker.check_value_info(onnx.helper.make_value_info("x", proto))
    assert types.from_type_proto(proto) == value_type


def test_annotation_to_type_proto() -> None:
    proto = FLOAT["N", 3].to_type_proto()
    assert proto.tensor_type.elem_type == TensorProto.FLOAT
    dims = proto.tensor_type.shape.dim
    assert (dims[0].dim_param, dims[1].dim_value) == ("N", 3)
    assert not FLOAT[...].to_type_proto().tensor_type.HasField("shape")
    scalar = FLOAT.to_type_proto().tensor_type
    assert scalar.HasField("shape") and len(scalar.shape.dim) == 0


def test_sequence_and_optional_round_trip() -> None:
    for value_type in (
        SequenceValueType(TensorValueType(TensorProto.INT64, ("N",))),
        OptionalValueType(TensorValueType(TensorProto.FLOAT, None)),
        OptionalValueType(SequenceValueType(TensorValueType(TensorProto.DOUBLE, ()))),
    ):
        assert types.from_type_proto(value_type.to_type_proto()) == value_type


@pytest.mark.parametrize("cls", types.ALL_TENSOR_TYPES, ids=lambda c: c.__name__)
def test_numpy_round_trip(cls: type[types.TensorType]) -> None:
    np_type = types.numpy_dtype(cls.dtype)
    assert types.onnx_dtype(np_type) == cls.dtype
    assert cls.numpy_dtype() == np_type


def test_numpy_conversions() -> None:
    assert types.numpy_dtype(TensorProto.FLOAT) == np.float32
    assert types.onnx_dtype(np.int64) == TensorProto.INT64
    assert types.onnx_dtype(np.dtype("<U3")) == TensorProto.STRING
    assert types.onnx_dtype(object) == TensorProto.STRING
    assert types.onnx_dtype(np.bool_) == TensorProto.BOOL


def test_numpy_dtype_without_onnx_type() -> None:
    with pytest.raises(TypeError, match="no ONNX element type"):
        types.onnx_dtype(np.dtype("datetime64[s]"))


def test_format_type() -> None:
    assert types.format_type(TensorValueType(TensorProto.FLOAT, ("N", 1024))) == 'FLOAT["N", 1024]'
    assert types.format_type(TensorValueType(TensorProto.INT64, ())) == "INT64"
    assert types.format_type(TensorValueType(TensorProto.INT64, None)) == "INT64[...]"
    seq = SequenceValueType(TensorValueType(TensorProto.DOUBLE, None))
    assert types.format_type(seq) == "Sequence[DOUBLE[...]]"
    assert types.format_type(None) == "unknown"


def test_type_strings() -> None:
    assert types.dtype_from_type_string("tensor(float)") == TensorProto.FLOAT
    assert types.dtype_from_type_string("tensor(float8e4m3fn)") == TensorProto.FLOAT8E4M3FN
    assert types.dtype_from_type_string("seq(tensor(float))") is None
    assert types.type_string(TensorProto.INT64) == "tensor(int64)"
    assert types.tensor_type(TensorProto.DOUBLE) is DOUBLE
    assert types.is_tensor_type(STRING[...])
    assert not types.is_tensor_type(types.TensorType)
    assert not types.is_tensor_type(int)


def test_compatibility_module() -> None:
    from onnxscribe import onnx_types

    assert onnx_types.FLOAT is FLOAT
    assert onnx_types.INT64[...] is INT64[...]


@pytest.mark.parametrize("dims", [(2, "N"), 3, None, ..., (None,), ("M + 1", np.int64(4))])
def test_subscripted_type_is_the_value_type_of_the_class(dims: object) -> None:
    assert types.subscripted_type(INT64, dims) == INT64[dims].to_value_type()


@pytest.mark.parametrize(
    ("cls", "dims", "message"),
    [(FLOAT, -1, "invalid dimension"), (FLOAT, (..., 3), "stands alone"), (FLOAT[2], 3, "already")],
)
def test_subscripted_type_refuses_what_the_class_refuses(
    cls: type[types.TensorType], dims: object, message: str
) -> None:
    with pytest.raises(TypeError, match=message) as by_class:
        cls[dims]
    with pytest.raises(TypeError, match=message) as by_type:
        types.subscripted_type(cls, dims)
    assert str(by_type.value) == str(by_class.value)
