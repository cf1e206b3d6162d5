"""Script functions whose display the tests check."""
# ruff: noqa: F821  (dim names such as FLOAT["N"] look like forward references to ruff)

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def scaled_relu(X: FLOAT["N", 3], scale: float = 2.0) -> FLOAT["N", 3]:
    return op.Relu(X) * scale


@script()
def affine(X: FLOAT["N", 3], W: FLOAT[3, 2]) -> FLOAT["N", 2]:
    product = X @ W
    y = op.Relu(product)
    return y
