"""An op that fails at run time: the matrices' inner dimensions do not match."""

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def square(X: FLOAT[...]) -> FLOAT[...]:
    doubled = X * 2.0
    product = op.MatMul(doubled, X)
    return product
