"""Script functions for test_compat_warnings.py: bare element types and a rank difference."""

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def plus_one(x: FLOAT[1]) -> FLOAT[1]:
    return x + 1.0


@script()
def total_plus_one(x: FLOAT["N"]) -> FLOAT:
    return plus_one(op.ReduceSum(x, keepdims=0))


@script()
def row_count(self: FLOAT) -> INT64:
    return op.Gather(op.Shape(self), 0)


@script()
def scaled(self: FLOAT, factor: FLOAT) -> FLOAT:
    return self * factor
