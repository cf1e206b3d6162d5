"""Attributes given positionally after an op's inputs, in the order onnx declares them (as
onnxscript binds them): ``op.LeakyRelu(x, 0.2)``, ``op.Gather(x, i, 0)``."""

# String dims (FLOAT["N"]) are not names; the rest is the dialect's style.
# ruff: noqa: F821

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def leaky_relu_with_positional_alpha(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.LeakyRelu(X, 0.2)


@script()
def gather_with_positional_axis(X: FLOAT["N", "M"], i: INT64["K"]) -> FLOAT["N", "K"]:
    return op.Gather(X, i, 1)


@script()
def constant_of_shape_with_positional_value(shape: INT64[2]) -> FLOAT[...]:
    return op.ConstantOfShape(shape, [0.5])


@script()
def elu_keyword_and_positional_mixed(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Add(op.Elu(X, 0.5), op.Elu(X, alpha=2.0))
