"""Symbolic dimensions are free text, as ONNX's dim_param: names and expressions alike."""

import numpy as np

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def append_one(x: FLOAT["M"]) -> FLOAT["M + 1"]:
    return op.Concat(x, op.Constant(value_floats=[1.0]), axis=0)


@script()
def join(a: FLOAT["s16"], b: FLOAT["s62"]) -> FLOAT["s16 + s62"]:
    return op.Concat(a, b, axis=0)


@script()
def doubled(x: FLOAT["batch", 3]) -> FLOAT["batch*2", 3]:
    return op.Concat(x, x, axis=0)


@script()
def scaled(x: FLOAT["batch*2", 3]) -> FLOAT["batch*2", 3]:
    return x * 2.0


EXAMPLES = {
    "append_one": (np.array([1.0, 2.0], dtype=np.float32),),
    "join": (np.array([1.0], dtype=np.float32), np.array([2.0, 3.0], dtype=np.float32)),
    "doubled": (np.ones((2, 3), dtype=np.float32),),
    "scaled": (np.ones((4, 3), dtype=np.float32),),
}
