"""Branches on sizes read with ``op.Shape(x, start=-1)``: rank-1 conditions of unknown length,
as onnxscript's signal-processing functions write them, and script functions calling them."""

import numpy as np
from onnx import TensorProto
from onnx.helper import make_tensor

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset15 as op


@script()
def first_channel(x: FLOAT[...]) -> FLOAT[...]:
    """Drops the last axis, keeping its first entry (the real part of a complex pair)."""
    zero = op.Constant(value=make_tensor("zero", TensorProto.INT64, [1], [0]))
    one = op.Constant(value=make_tensor("one", TensorProto.INT64, [1], [1]))
    last = op.Constant(value=make_tensor("last", TensorProto.INT64, [1], [-1]))
    channels = op.Shape(x, start=-1)
    if channels == one:
        kept = op.Squeeze(x, last)
    else:
        kept = op.Squeeze(op.Slice(x, zero, one, last), last)
    return kept


@script()
def fit_last_axis(x: FLOAT[...], length: INT64[1]) -> FLOAT[...]:
    """Trims the last axis to ``length``, or pads it with zeros."""
    zero = op.Constant(value=make_tensor("zero", TensorProto.INT64, [1], [0]))
    last = op.Constant(value=make_tensor("last", TensorProto.INT64, [1], [-1]))
    size = op.Shape(x, start=-1)
    if size >= length:
        fitted = op.Slice(x, zero, length, last)
    else:
        missing = op.Concat(op.Shape(x, end=-1), length - size, axis=0)
        fitted = op.Concat(x, op.ConstantOfShape(missing), axis=-1)
    return fitted


@script()
def first_channel_fitted(x: FLOAT["B", "T", "C"], length: INT64[1]) -> FLOAT["B", "T", None]:
    return fit_last_axis(first_channel(x), length)


@script()
def scaled_first_channel_fitted(x: FLOAT["B", "T", "C"], length: INT64[1]) -> FLOAT["B", "T", None]:
    return first_channel_fitted(x, length) * 2.0


_PAIRS = np.arange(12, dtype=np.float32).reshape(2, 3, 2)
_SINGLES = np.arange(6, dtype=np.float32).reshape(2, 3, 1)

EXAMPLES = {
    "first_channel_fitted": (_SINGLES, np.array([2], dtype=np.int64)),
    "scaled_first_channel_fitted": (_PAIRS, np.array([4], dtype=np.int64)),
}
