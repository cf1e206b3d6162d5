"""Calls that only typed operator signatures reject (each marked line must be an error)."""

# String dims (FLOAT["N"]) are not names.
# ruff: noqa: F821

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def misuse(X: FLOAT["N", 4], ids: INT64["N"]) -> FLOAT["N", 4]:
    op.Softmax(X, axis="last")  # error
    op.Relu(X, alpha=0.1)  # error
    op.Conv(X)  # error
    op.Sqrt(ids)  # error
    return op.Relu(X)
