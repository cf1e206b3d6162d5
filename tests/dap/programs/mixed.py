"""One correct script function beside two that do not convert, and one that calls a broken one."""

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def scale_relu(x: FLOAT["N", 3], factor: float = 2.0) -> FLOAT["N", 3]:
    scaled = x * factor
    return op.Relu(scaled)


@script()
def broken(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.NoSuchOp(x)


@script()
def calls_broken(x: FLOAT["N"]) -> FLOAT["N"]:
    return broken(x)
