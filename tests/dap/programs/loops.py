"""Loops, ifs and nested calls, for the debugger's tests."""

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

print("loading loops.py")


@script()
def scale(x: FLOAT["N"], factor: float = 2.0) -> FLOAT["N"]:
    positive = op.Relu(x)
    return positive * factor


@script()
def accumulate(X: FLOAT["N"], steps: int = 3) -> FLOAT["N"]:
    acc = X
    for i in range(steps):
        acc = acc + 1.0
        acc = scale(acc)
    total = op.ReduceSum(acc)
    if total > 100.0:
        out = acc - 100.0
    else:
        out = acc + 0.5
    return out
