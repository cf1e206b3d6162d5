"""Tensors as Python source: literals where the converter gives the same tensor back, small
``np.array(...)`` expressions, and the rule that sends large tensors to a data file."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import SupportsFloat, SupportsInt

import numpy as np
import onnx
from onnx import TensorProto

from onnxscribe.onnx2script.errors import FromOnnxError

SMALL_ELEMENTS = 16
"""Tensors with at most this many elements are written in the source; larger ones are stored."""

LITERAL_DTYPES: dict[int, type] = {
    TensorProto.INT64: int,
    TensorProto.FLOAT: float,
    TensorProto.BOOL: bool,
    TensorProto.STRING: str,
}
"""The element type the converter gives a Python literal of each kind (``1`` is INT64)."""

_NUMPY_NAMES: dict[int, str] = {
    TensorProto.FLOAT: "np.float32",
    TensorProto.DOUBLE: "np.float64",
    TensorProto.FLOAT16: "np.float16",
    TensorProto.INT8: "np.int8",
    TensorProto.INT16: "np.int16",
    TensorProto.INT32: "np.int32",
    TensorProto.INT64: "np.int64",
    TensorProto.UINT8: "np.uint8",
    TensorProto.UINT16: "np.uint16",
    TensorProto.UINT32: "np.uint32",
    TensorProto.UINT64: "np.uint64",
    TensorProto.BOOL: "np.bool_",
    TensorProto.COMPLEX64: "np.complex64",
    TensorProto.COMPLEX128: "np.complex128",
}


def to_array(tensor: TensorProto) -> np.ndarray:
    """The values of ``tensor`` (strings as the bytes they are); ``FromOnnxError`` when its
    data does not fit its dims."""
    dims = list(tensor.dims)
    if any(dim < 0 for dim in dims):
        raise FromOnnxError(f"tensor {tensor.name!r} has a negative dim: {dims}")
    if tensor.data_type == TensorProto.STRING:
        values = list(tensor.string_data)
        if len(values) != math.prod(dims):
            raise FromOnnxError(
                f"tensor {tensor.name!r} of dims {dims} holds {len(values)} strings"
            )
        array = np.empty(len(values), dtype=object)
        array[:] = values
        return array.reshape(dims)
    try:
        return onnx.numpy_helper.to_array(tensor)
    except (ValueError, TypeError) as error:
        raise FromOnnxError(
            f"tensor {tensor.name!r} of dims {dims} holds data that does not fit them ({error})"
        ) from None


def is_small(tensor: TensorProto) -> bool:
    count = 1
    for dim in tensor.dims:
        count *= dim
    return count <= SMALL_ELEMENTS


def has_numpy_form(tensor: TensorProto) -> bool:
    """Whether ``tensor`` is written as a plain numpy array (no exotic element type)."""
    return tensor.data_type in _NUMPY_NAMES or tensor.data_type == TensorProto.STRING


def scalar_source(value: object, dtype: int) -> str | None:
    """One element as a Python literal that reads back as the same value of ``dtype``."""
    if dtype == TensorProto.STRING:
        if not isinstance(value, bytes):
            return repr(str(value))
        try:
            return repr(value.decode("utf-8"))
        except UnicodeDecodeError:
            return None  # bytes that are not text: the tensor is written from its proto
    if dtype == TensorProto.BOOL:
        return repr(bool(value))
    if dtype in (TensorProto.FLOAT, TensorProto.FLOAT16, TensorProto.DOUBLE):
        if not isinstance(value, SupportsFloat):
            return None
        number = float(value)
        if math.isnan(number):
            return 'float("nan")'
        if math.isinf(number):
            return 'float("inf")' if number > 0 else '-float("inf")'
        if dtype == TensorProto.FLOAT:
            text = str(np.float32(number))
        elif dtype == TensorProto.FLOAT16:
            text = str(np.float16(number))
        else:
            text = repr(number)
        return text if ("." in text or "e" in text or "n" in text) else text + ".0"
    if dtype in _NUMPY_NAMES:
        return str(int(value)) if isinstance(value, SupportsInt) else None
    return None


def float_source(value: float) -> str:
    """A float attribute (stored as float32) as the shortest literal that reads back equal."""
    return scalar_source(value, TensorProto.FLOAT) or repr(value)


def literal_source(tensor: TensorProto) -> str | None:
    """``1``, ``2.5``, ``[1, 2]``: a literal the converter turns into exactly this tensor
    (a scalar or a non-empty 1-D tensor of INT64, FLOAT, BOOL or STRING), else None."""
    if tensor.data_type not in LITERAL_DTYPES or len(tensor.dims) > 1 or not is_small(tensor):
        return None
    array = to_array(tensor)
    if array.ndim == 0:
        return scalar_source(array.item(), tensor.data_type)
    if array.size == 0:
        return None
    items = []
    for item in array.tolist():
        text = scalar_source(item, tensor.data_type)
        if text is None or "float(" in text:
            return None
        items.append(text)
    return "[" + ", ".join(items) + "]"


def array_source(tensor: TensorProto) -> str | None:
    """``np.array([[1, 2]], dtype=np.int64)`` for a small tensor of a numpy element type."""
    if not is_small(tensor) or not has_numpy_form(tensor):
        return None
    array = to_array(tensor)
    if tensor.data_type == TensorProto.STRING:
        items = [scalar_source(v, TensorProto.STRING) for v in array.flat]
        if any(item is None for item in items):
            return None
        values = _nested(array, lambda v: scalar_source(v, TensorProto.STRING) or "''")
        return f"np.array({values}, dtype=object)"
    values = _nested(array, lambda v: scalar_source(v, tensor.data_type) or "0")
    if array.size == 0:
        shape = ", ".join(str(d) for d in array.shape) + ("," if array.ndim == 1 else "")
        return f"np.zeros(({shape}), dtype={_NUMPY_NAMES[tensor.data_type]})"
    return f"np.array({values}, dtype={_NUMPY_NAMES[tensor.data_type]})"


def _nested(array: np.ndarray, item_source: Callable[[object], str]) -> str:
    if array.ndim == 0:
        return item_source(array.item())
    if array.ndim == 1:
        return "[" + ", ".join(item_source(item) for item in array.tolist()) + "]"
    return "[" + ", ".join(_nested(part, item_source) for part in array) + "]"


def tensor_proto_source(tensor: TensorProto) -> str:
    """Any tensor as an expression that rebuilds it exactly from its serialized bytes."""
    stripped = TensorProto()
    stripped.CopyFrom(tensor)
    stripped.name = ""
    return f"onnx.TensorProto.FromString(bytes.fromhex({stripped.SerializeToString().hex()!r}))"


def stored_array(tensor: TensorProto) -> np.ndarray:
    """What the data file keeps of a large tensor: the array, or the serialized proto's bytes
    for element types numpy has no dtype for."""
    if has_numpy_form(tensor) and tensor.data_type != TensorProto.STRING:
        return to_array(tensor)
    stripped = TensorProto()
    stripped.CopyFrom(tensor)
    stripped.name = ""
    stripped.ClearField("external_data")
    return np.frombuffer(stripped.SerializeToString(), dtype=np.uint8)
