"""Elementwise ops: the output has the input's shape, or the inputs' broadcast shape."""

from __future__ import annotations

from onnxscribe.core import schemas
from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.shape_rules.common import (
    attr_int,
    axis_problem,
    broadcast,
    describe,
    elements,
    normalize_axis,
    same_as_first,
    shape_at,
)
from onnxscribe.core.shape_rules.registry import Args, Attributes, ShapeResult, shape_rule

UNARY = (
    "Abs",
    "Acos",
    "Acosh",
    "Asin",
    "Asinh",
    "Atan",
    "Atanh",
    "BitwiseNot",
    "CastLike",
    "Ceil",
    "Celu",
    "Cos",
    "Cosh",
    "Elu",
    "Erf",
    "Exp",
    "Floor",
    "Gelu",
    "HardSigmoid",
    "HardSwish",
    "IsInf",
    "IsNaN",
    "LeakyRelu",
    "Log",
    "Mish",
    "Neg",
    "Not",
    "Reciprocal",
    "Relu",
    "Round",
    "Selu",
    "Shrink",
    "Sigmoid",
    "Sign",
    "Sin",
    "Sinh",
    "Softplus",
    "Softsign",
    "Sqrt",
    "Tan",
    "Tanh",
    "ThresholdedRelu",
    "Swish",
)


@shape_rule(*UNARY)
def unary(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return same_as_first(args, 1)


_INTEGER_TYPES = frozenset({6, 7})
"""INT32 and INT64: casting shape elements to them keeps their values."""


@shape_rule("Identity", "Cast")
def identity(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    """The input's shape; the known elements of ``Shape(x)`` survive a cast to INT32/INT64."""
    result = same_as_first(args, 1)
    source = elements(args[0]) if args else None
    if source is not None and (
        "to" not in attributes or attr_int(attributes, "to", None) in _INTEGER_TYPES
    ):
        result.elems = [source]
    return result


@shape_rule("Clip", "Trilu", "LpNormalization", "Dropout", "CumSum")
def first_input(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return same_as_first(args, num_outputs)


def _softmax(args: Args, attributes: Attributes, default_axis: int) -> ShapeResult:
    result = same_as_first(args, 1)
    shape = shape_at(args, 0)
    axis = attr_int(attributes, "axis", default_axis)
    if axis is None or shape is None or normalize_axis(axis, len(shape)) is not None:
        return result
    rank = len(shape)
    if rank or axis not in (-1, 0):
        result.problems.append(axis_problem("axis", axis, rank, -rank, rank - 1))
    return result


@shape_rule("Softmax", "LogSoftmax", "Hardmax")
def softmax_coerced_to_2d(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _softmax(args, attributes, 1)


@shape_rule("Softmax", "LogSoftmax", "Hardmax", since=13)
def softmax(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _softmax(args, attributes, -1)


LEGACY_BROADCASTING = (
    "Add",
    "Sub",
    "Mul",
    "Div",
    "Pow",
    "And",
    "Or",
    "Xor",
    "Equal",
    "Less",
    "Greater",
)
"""Binary ops that, before opset 7, broadcast only B to A, and only with ``broadcast=1``."""


@shape_rule(*LEGACY_BROADCASTING)
def legacy_broadcasting(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    """Before opset 7: the output has A's shape; B has A's shape, or with ``broadcast=1`` that
    of a contiguous run of A's dims, the last ones or those from ``axis`` on (a dim of 1 in B
    matches any dim)."""
    first, second = shape_at(args, 0), shape_at(args, 1)
    result = ShapeResult([first])
    if first is None or second is None:
        return result
    if attr_int(attributes, "broadcast", 0) != 1:
        start: int | None = 0 if len(first) == len(second) else None
        rule = "without broadcast=1, B has A's shape"
    else:
        axis = attr_int(attributes, "axis", None)
        start = len(first) - len(second) if axis is None else normalize_axis(axis, len(first))
        rule = "with broadcast=1, B's dims are a run of A's" + (
            f" from axis {axis}" if axis is not None else ", the last ones"
        )
    if start is None or start < 0 or start + len(second) > len(first):
        mismatch = True
    else:
        mismatch = any(
            isinstance(b, int) and isinstance(a, int) and b not in (1, a)
            for a, b in zip(first[start:], second, strict=False)
        )
    if mismatch:
        result.problems.append(
            NodeProblem(
                "OXS501", f"shapes {describe(first)} and {describe(second)} do not fit ({rule})", 1
            )
        )
    return result


@shape_rule("PRelu")
def per_channel_slope(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    """PRelu before opset 7: the slope is one value or one per channel, never broadcast
    numpy's way; the output has X's shape."""
    return same_as_first(args, 1)


@shape_rule(*sorted(schemas.BROADCASTING_OPS - {"PRelu", *LEGACY_BROADCASTING}))
@shape_rule("PRelu", *LEGACY_BROADCASTING, since=7)
def broadcasting(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    shapes = [a.shape if a is not None else None for a in args]
    shape, error = broadcast(shapes)
    result = ShapeResult([shape])
    if error is not None:
        index, why = error
        described = " and ".join(describe(s) for s in shapes)
        result.problems.append(
            NodeProblem("OXS501", f"shapes {described} do not broadcast ({why})", index)
        )
    return result
