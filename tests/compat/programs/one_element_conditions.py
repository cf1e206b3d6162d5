"""`if` and `while` on tensors that hold one element, whatever their rank: ONNX accepts them."""

import numpy as np

from onnxscribe import BOOL, FLOAT, script
from onnxscribe import opset18 as op


@script()
def choose(x: FLOAT["N"], flag: BOOL[1]) -> FLOAT["N"]:
    if flag:
        y = op.Relu(x)
    else:
        y = op.Neg(x)
    return y


@script()
def sign_of_total(x: FLOAT[2, 3]) -> FLOAT[2, 3]:
    if op.ReduceSum(x, keepdims=1) > 0.0:
        y = x
    else:
        y = -x
    return y


@script()
def double_until_large(x: FLOAT[1, 1]) -> FLOAT[1, 1]:
    while x < 10.0:
        x = x * 2.0
    return x


@script()
def grow(x: FLOAT["N"]) -> FLOAT["N"]:
    while op.ReduceSum(x) < 100.0:
        x = x * 2.0
    return x


EXAMPLES = {
    "choose": (np.array([1.0, -2.0], dtype=np.float32), np.array([False])),
    "sign_of_total": (np.full((2, 3), -1.0, dtype=np.float32),),
    "double_until_large": (np.array([[1.5]], dtype=np.float32),),
    "grow": (np.array([1.0, 2.0, 3.0], dtype=np.float32),),
}
