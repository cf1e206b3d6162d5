"""A script function with five different errors: all are reported in one ScriptError."""

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def five_errors(X: FLOAT["N"], Y: FLOAT["N"]):
    a = op.Rleu(X)
    b = undefined_name + X
    c = X if X > Y else Y
    for scale in [1.0, 2.0]:
        X = X * scale
    d = op.Add(X)
    return a + b + c + d
