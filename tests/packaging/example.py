"""Two script functions with one error each, and one without (the smoke suite's `check` input)."""

# String dims (FLOAT["N"]) are not names.
# ruff: noqa: F821

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def scale(X: FLOAT["N"], k: INT64):
    return op.Mul(X, k)


@script()
def unknown(X: FLOAT["N"]):
    return op.Addd(X)


@script()
def gelu(X: FLOAT["N"]):
    return X * 0.5 * (op.Erf(X * 0.7071067811865476) + 1.0)
