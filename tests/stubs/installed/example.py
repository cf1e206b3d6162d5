"""A small model written with many operators of opset 18, as a user writes it."""

# String dims (FLOAT["N"]) are not names.
# ruff: noqa: F821

from onnxscribe import BOOL, FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def attention(
    query: FLOAT["B", "S", 64], key: FLOAT["B", "S", 64], value: FLOAT["B", "S", 64]
) -> FLOAT["B", "S", 64]:
    scores = op.MatMul(query, op.Transpose(key, perm=[0, 2, 1]))
    scaled = op.Div(scores, op.Sqrt(op.Constant(value_float=64.0)))
    weights = op.Softmax(scaled, axis=-1)
    return op.MatMul(weights, value)


@script()
def conv_block(X: FLOAT["N", 3, 32, 32], W: FLOAT[8, 3, 3, 3], B: FLOAT[8]) -> FLOAT["N", 8]:
    convolved = op.Conv(X, W, B, pads=[1, 1, 1, 1], strides=[1, 1])
    normalized = op.LeakyRelu(convolved, alpha=0.1)
    pooled = op.MaxPool(normalized, kernel_shape=[2, 2], strides=[2, 2])
    return op.ReduceMean(pooled, op.Constant(value_ints=[2, 3]), keepdims=0)


@script()
def gather_rows(table: FLOAT["V", 16], ids: INT64["N"], keep: BOOL["N"]) -> FLOAT["N", 16]:
    rows = op.Gather(table, ids, axis=0)
    zeros = op.ConstantOfShape(op.Shape(rows))
    mask = op.Unsqueeze(keep, op.Constant(value_ints=[1]))
    return op.Where(mask, rows, zeros)


@script()
def stats(X: FLOAT["N", 4]) -> FLOAT[2]:
    mean = op.ReduceMean(X, keepdims=0)
    spread = op.Sub(op.ReduceMax(X, keepdims=0), op.ReduceMin(X, keepdims=0))
    both = op.Concat(op.Reshape(mean, [1]), op.Reshape(spread, [1]), axis=0)
    return op.Cast(both, to=FLOAT.dtype)
