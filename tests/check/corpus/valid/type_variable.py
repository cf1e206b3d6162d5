from typing import TypeVar

from onnxscribe import script, FLOAT, INT64, DOUBLE, opset18 as op

T = TypeVar("T", FLOAT, DOUBLE, INT64)


@script()
def double(X: T) -> T:
    return op.Add(X, X)


@script()
def use_both(A: FLOAT["N"], B: INT64["N"]):
    return double(A), double(B)
