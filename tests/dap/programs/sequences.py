"""Values of every kind the variables view shows: sequences, NaN and Inf, long tensors."""

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def pieces(X: FLOAT["N"]) -> FLOAT["N"]:
    parts = op.SplitToSequence(X, op.Constant(value_ints=[2, 2, 2]), axis=0)
    first = op.SequenceAt(parts, 0)
    doubled = X * 2.0
    return doubled + op.ReduceSum(first)


@script()
def count_up(n: INT64) -> FLOAT["M"]:
    values = op.Cast(op.Range(0, n, 1), to=FLOAT.dtype)
    scaled = values * 0.5
    largest = op.ReduceMax(scaled)
    return scaled / largest
