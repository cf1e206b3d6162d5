"""The examples of the dialect reference, exactly as written there."""

# String dims (FLOAT["N"]) are not names; the rest is the dialect's style.
# SIM300: `X <= zero` is the reference text, not to be rewritten.
# ruff: noqa: F821, RUF059, SIM300, UP035

import math
from typing import Sequence

import numpy as np
from onnxscribe import FLOAT, INT64, Opset, graph, script
from onnxscribe import opset18 as op

M_SQRT1_2 = math.sqrt(0.5)


@script()
def gelu(X: FLOAT[...]):
    phiX = 0.5 * (op.Erf(M_SQRT1_2 * X) + 1.0)
    return X * phiX


@script()
def aten_chunk(tensor: FLOAT[...], chunks: int, dim: int = 0) -> Sequence[FLOAT[...]]:
    neg_1 = op.Constant(value_ints=[-1])
    dim_size = op.Shape(tensor)[dim]
    num_per_chunk = dim_size / chunks + op.Cast(dim_size % chunks > 0, to=INT64.dtype)
    num_chunk = dim_size / num_per_chunk
    list_split = op.Expand(num_per_chunk, op.Reshape(num_chunk, neg_1))
    remainder = dim_size % num_per_chunk
    if remainder > 0:
        list_split = op.Concat(list_split, op.Reshape(remainder, neg_1), axis=0)
    return op.SplitToSequence(tensor, list_split, axis=dim)


@script()
def ten_chunks_model(tensor: FLOAT["M"]):
    return aten_chunk(tensor, chunks=10)


@script()
def CumulativeSum(X):
    @graph()
    def Sum(sum_in, next):
        sum_out = sum_in + next
        scan_out = op.Identity(sum_out)
        return sum_out, scan_out

    all_sum, cumulative_sum = op.Scan(0, X, body=Sum, num_scan_inputs=1)
    return cumulative_sum


custom_opset = Opset(domain="onnx-script", version=1)


@script(custom_opset)
def Selu(X):
    alpha = 1.67326
    gamma = 1.0507
    alphaX = op.CastLike(alpha, X)
    gammaX = op.CastLike(gamma, X)
    neg = gammaX * (alphaX * op.Exp(X) - alphaX)
    pos = gammaX * X
    zero = op.CastLike(0, X)
    return op.Where(X <= zero, neg, pos)


# Eager calls as the reference shows them: numpy in, numpy out.
gelu_out = gelu(np.array([-1.0, 0.0, 1.0], dtype=np.float32))
chunks = ten_chunks_model(np.arange(48, dtype=np.float32))
assert len(chunks) == 10 and chunks[0].tolist() == [0, 1, 2, 3, 4]
assert chunks[-1].tolist() == [45, 46, 47]
running_total = CumulativeSum(np.arange(4, dtype=np.int64))
assert running_total.tolist() == [0, 1, 3, 6]
selu_out = Selu(np.array([-1.0, 2.0], dtype=np.float32))
assert gelu_out.shape == (3,) and selu_out.dtype == np.float32
