"""A scalar passed where another script function declares FLOAT[1]: the callee becomes a
FunctionProto, whose inputs have no shapes, so this is a warning (OXS509), not an error."""

import numpy as np

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def plus_one(x: FLOAT[1]) -> FLOAT[1]:
    return x + 1.0


@script()
def total_plus_one(x: FLOAT["N"]) -> FLOAT:
    total = op.ReduceSum(x, keepdims=0)
    return plus_one(total)


EXAMPLES = {"total_plus_one": (np.array([1.0, 2.0, 3.5], dtype=np.float32),)}
