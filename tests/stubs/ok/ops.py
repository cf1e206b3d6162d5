"""Operator calls: literals as inputs, attributes, Cast into typed returns, multiple outputs."""

# String dims (FLOAT["N"]) are not names; the rest is the dialect's style.
# ruff: noqa: F821

from collections.abc import Sequence
from typing import TypeVar

from onnxscribe import BOOL, DOUBLE, FLOAT, FLOAT16, INT32, INT64, STRING, script
from onnxscribe import opset18 as op

T = TypeVar("T", FLOAT, DOUBLE)


@script()
def reshape_with_a_list(X: FLOAT[...]) -> FLOAT["K"]:
    return op.Reshape(X, [-1])


@script()
def axes_reshaped_from_a_list(X: FLOAT["N", "M"], shape: INT64[1]) -> FLOAT["N"]:
    # A list of ints is an INT64 tensor: ReduceMean takes it as its axes.
    axes = op.Reshape([-1], shape)
    return op.ReduceMean(X, axes, keepdims=0)


@script()
def scale_reshaped_from_a_float(X: FLOAT["N"], shape: INT64[1]) -> FLOAT["N"]:
    return op.Mul(X, op.Reshape(0.5, shape))


@script()
def reshape_with_a_tensor(X: FLOAT["N", "M"], shape: INT64[2]) -> FLOAT[...]:
    return op.Reshape(X, shape, allowzero=0)


@script()
def cast_into_typed_return(X: FLOAT[...]) -> INT64[...]:
    return op.Cast(X, to=INT64.dtype)


@script()
def cast_chain(X: INT32["N"]) -> FLOAT16["N"]:
    as_float = op.Cast(X, to=FLOAT.dtype)
    return op.Cast(as_float * 2.0, to=FLOAT16.dtype)


@script()
def top_k_two_outputs(X: FLOAT["N"], k: INT64[1]) -> tuple[FLOAT["K"], INT64["K"]]:
    values, indices = op.TopK(X, k, axis=-1, largest=1)
    return values, indices


@script()
def dropout_single_output(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Dropout(X)


@script()
def dropout_with_mask(X: FLOAT["N"]):
    output, mask = op.Dropout(X, 0.5, True)
    return output, mask


@script()
def split_unpacking(X: FLOAT["N"]) -> FLOAT[...]:
    left, right = op.Split(X, num_outputs=2)
    return op.Concat(right, left, axis=0)


@script()
def split_with_sizes(X: FLOAT["N"]) -> FLOAT[...]:
    a, b, c = op.Split(X, [2, 2, 2])
    return a + b + c


@script()
def type_variable(X: T, Y: T) -> T:
    return op.Add(X, Y) * X


@script()
def literals_as_inputs(X: FLOAT["N", "M"]) -> FLOAT[...]:
    clipped = op.Clip(X, 0.0, 6.0)
    maxed = op.Max(clipped, 0.0)
    gathered = op.Gather(maxed, 0, axis=1)
    sliced = op.Slice(maxed, [0], [2], [1])
    expanded = op.Expand(gathered, [2, 3])
    unsqueezed = op.Unsqueeze(sliced, [0])
    return expanded + op.Squeeze(unsqueezed, [0])


@script()
def constants() -> FLOAT[...]:
    one = op.Constant(value_float=1.0)
    many = op.Constant(value_floats=[1.0, 2.0])
    zeros = op.ConstantOfShape([3, 2])
    return one + many + zeros


@script()
def attributes(X: FLOAT["N", "C", "H", "W"], alpha: float = 0.1) -> FLOAT[...]:
    activated = op.LeakyRelu(X, alpha=alpha)
    pooled = op.MaxPool(activated, kernel_shape=[2, 2], strides=[2, 2], auto_pad="NOTSET")
    return op.Transpose(pooled, perm=[0, 2, 3, 1])


@script()
def where_and_comparison(X: FLOAT["N"], limit: float = 1.0) -> FLOAT["N"]:
    return op.Where(limit < X, X, 0.0)


@script()
def strings(S: STRING["N"]) -> STRING[...]:
    return op.StringNormalizer(S, case_change_action="LOWER", stopwords=["a", "the"])


@script()
def optional_inputs_omitted(X: FLOAT["N", "C", "L"], W: FLOAT["M", "C", "K"]) -> FLOAT[...]:
    return op.Conv(X, W, None, pads=[1, 1])


@script()
def sequences(X: FLOAT["N"]) -> FLOAT[...]:
    parts = op.SplitToSequence(X, 2, axis=0)
    first = op.SequenceAt(parts, 0)
    return first + op.ConcatFromSequence(parts, axis=0)


@script()
def sequence_annotations(parts: Sequence[FLOAT[...]], extra: FLOAT[...] | None = None):
    return op.SequenceLength(parts)


@script()
def if_with_graph_branches(cond: BOOL, X: FLOAT["N"]) -> FLOAT["N"]:
    def then_branch():
        return op.Identity(X)

    def else_branch():
        return op.Neg(X)

    return op.If(cond, then_branch=then_branch, else_branch=else_branch)


@script()
def random_and_shapes(X: FLOAT["N", "M"]) -> FLOAT[...]:
    noise = op.RandomNormalLike(X)
    ones = op.EyeLike(X)
    shape = op.Shape(X, start=0, end=1)
    return noise + ones + op.Cast(shape, to=FLOAT.dtype)
