import math
from typing import Sequence
from onnxscribe import script, graph, opset18 as op, FLOAT, INT64


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
