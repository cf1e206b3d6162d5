"""Attributes passed positionally after an op's inputs, as onnxscript binds them."""

import numpy as np

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def leaky(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.LeakyRelu(x, 0.2)


@script()
def gather_columns(x: FLOAT["N", 3], columns: INT64["K"]) -> FLOAT["N", "K"]:
    return op.Gather(x, columns, 1)


@script()
def filled(shape: INT64[2]) -> FLOAT["A", "B"]:
    return op.ConstantOfShape(shape, np.array([1.5], dtype=np.float32))


@script()
def flattened(x: FLOAT[2, 3, 4]) -> FLOAT[2, 12]:
    return op.Flatten(x, 1)


EXAMPLES = {
    "leaky": (np.array([1.0, -1.0, 0.0], dtype=np.float32),),
    "gather_columns": (
        np.arange(6, dtype=np.float32).reshape(2, 3),
        np.array([2, 0], dtype=np.int64),
    ),
    "filled": (np.array([2, 2], dtype=np.int64),),
    "flattened": (np.arange(24, dtype=np.float32).reshape(2, 3, 4),),
}
