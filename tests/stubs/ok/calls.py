"""Script functions calling each other, custom domains, compatibility paths."""

# String dims (FLOAT["N"]) are not names; the rest is the dialect's style.
# ruff: noqa: F821

from collections.abc import Sequence
from typing import TypeVar

from onnxscribe import FLOAT, INT64, Opset, opset15, opset18, script
from onnxscribe import ml_opset3 as ml
from onnxscribe.onnx_types import DOUBLE
from onnxscribe.values import Opset as CompatOpset

op = opset18
local = Opset("com.example", 1)
compat = CompatOpset("com.example.compat", 2)


@script()
def square(X: FLOAT[...]) -> FLOAT[...]:
    return X * X


@script()
def scaled(X: FLOAT[...], factor: float = 2.0) -> FLOAT[...]:
    return X * factor


@script(local)
def calls_others(X: FLOAT[...]) -> FLOAT[...]:
    return square(scaled(X, factor=3.0)) + scaled(X)


@script(local, default_opset=op)
def with_default_opset(X: FLOAT[...]) -> FLOAT[...]:
    return op.Relu(op.Abs(X))


@script(compat)
def in_a_compat_opset(X: FLOAT[...]) -> FLOAT[...]:
    return X + 1.0


@script()
def calls_through_the_opset(X: FLOAT[...]) -> FLOAT[...]:
    return local.calls_others(X) + compat.in_a_compat_opset(X)


@script()
def older_opset(X: FLOAT["N"]) -> FLOAT[...]:
    return opset15.ReduceSum(X, keepdims=0)


@script()
def ml_domain(X: DOUBLE["N", "F"]) -> FLOAT[...]:
    return ml.Normalizer(X, norm="L2")


@script()
def int_attributes(X: FLOAT["N", "M"], axis: int = 1) -> INT64[...]:
    return op.ArgMax(X, axis=axis, keepdims=0)


Real = TypeVar("Real", FLOAT, DOUBLE)


@script()
def doubled(X: Real) -> Real:
    return X + X


@script()
def calls_a_generic_function(X: FLOAT[...], D: DOUBLE[...]) -> DOUBLE[...]:
    return doubled(D) + op.Cast(doubled(X), to=DOUBLE.dtype)


@script()
def joined(parts: Sequence[FLOAT[...]]) -> FLOAT[...]:
    return op.ConcatFromSequence(parts, axis=0)


@script()
def passes_a_sequence_of_tensors(X: FLOAT["N"]) -> FLOAT[...]:
    return joined(op.SequenceConstruct(X, X)) * 2.0


@script()
def bounds(X: FLOAT["N"]) -> tuple[FLOAT, FLOAT]:
    return op.ReduceMin(X, keepdims=0), op.ReduceMax(X, keepdims=0)


@script()
def unpacks_a_script_function(X: FLOAT["N"]) -> FLOAT[...]:
    low, high = bounds(X)
    return high - low


model = square.to_model_proto()
proto = calls_others.to_function_proto()
name: str = square.name
domain: str = local.domain
