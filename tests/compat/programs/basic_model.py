"""A small model in onnxscript's style: a typed model calling a helper function."""

import numpy as np

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def scale_and_shift(x: FLOAT["N"], scale: float = 2.0) -> FLOAT["N"]:
    return op.Mul(x, op.Constant(value_float=scale)) + op.Constant(value_float=1.0)


@script()
def model(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(scale_and_shift(x, scale=3.0))


EXAMPLES = {"model": (np.array([-1.0, 0.5, 2.0], dtype=np.float32),)}
