"""Loops over values whose shape is only known symbolically: the bodies declare no shape where
none is known, so the model passes the onnx checker and loads in onnxruntime."""

import numpy as np

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def halve_until_small(x: FLOAT["N"]) -> FLOAT["N"]:
    total = op.ReduceSum(x, keepdims=0)
    while total > 1.0:
        x = x * 0.5
        total = op.ReduceSum(x, keepdims=0)
    return x


@script()
def cumulative(x: FLOAT["N", "M"]) -> FLOAT["N", "M"]:
    acc = op.Mul(x, 0.0)
    for i in range(3):
        acc = acc + x
    return acc


@script()
def pick(x: FLOAT["N"], flip: INT64) -> FLOAT["N"]:
    if flip > 0:
        y = op.Neg(x)
    else:
        y = op.Relu(x)
    return y


EXAMPLES = {
    "halve_until_small": (np.array([3.0, 4.0, 5.0], dtype=np.float32),),
    "cumulative": (np.arange(6, dtype=np.float32).reshape(2, 3),),
    "pick": (np.array([1.0, -2.0], dtype=np.float32), np.array(1, dtype=np.int64)),
}
