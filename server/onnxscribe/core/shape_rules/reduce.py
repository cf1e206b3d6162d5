"""Reductions: ReduceSum and friends (axes an attribute, later an input), ArgMax and ArgMin."""

from __future__ import annotations

from onnxscribe.core.shape_rules.common import (
    arg_at,
    attr_flag,
    attr_int,
    attr_ints,
    axis_problem,
    ints,
    normalize_axis,
    positions_of,
    shape_at,
)
from onnxscribe.core.shape_rules.registry import Args, Attributes, ShapeResult, shape_rule

REDUCTIONS = (
    "ReduceSum",
    "ReduceMean",
    "ReduceMax",
    "ReduceMin",
    "ReduceProd",
    "ReduceL1",
    "ReduceL2",
    "ReduceLogSum",
    "ReduceLogSumExp",
    "ReduceSumSquare",
)


def _reduce(args: Args, attributes: Attributes, given: bool, axes: list[int] | None) -> ShapeResult:
    """``given``: axes were passed (``axes`` None when their values are not known)."""
    data = shape_at(args, 0)
    keep = attr_flag(attributes, "keepdims", True)
    result = ShapeResult([None])
    if data is None:
        return result
    rank = len(data)
    if given and axes is None:
        result.outputs = [(None,) * rank if keep else None]
        return result
    if not axes:
        if attr_flag(attributes, "noop_with_empty_axes"):
            result.outputs = [data]
            return result
        axes = list(range(rank))
    positions = positions_of(axes, rank, "axes", result)
    if positions is None:
        return result
    out = [(1 if i in positions else d) for i, d in enumerate(data) if keep or i not in positions]
    result.outputs = [tuple(out)]
    return result


@shape_rule(*REDUCTIONS)
def reduce_axes_attribute(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _reduce(args, attributes, "axes" in attributes, attr_ints(attributes, "axes"))


def reduce_axes_input(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    axes = arg_at(args, 1)
    return _reduce(args, attributes, axes is not None, ints(axes))


shape_rule("ReduceSum", since=13)(reduce_axes_input)
shape_rule(*(op for op in REDUCTIONS if op != "ReduceSum"), since=18)(reduce_axes_input)


@shape_rule("ArgMax", "ArgMin")
def argmax(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    axis = attr_int(attributes, "axis", 0) or 0
    keep = attr_flag(attributes, "keepdims", True)
    result = ShapeResult([None])
    if data is None:
        return result
    rank = len(data)
    position = normalize_axis(axis, rank)
    if position is None:
        result.problems.append(axis_problem("axis", axis, rank, -rank, rank - 1))
        return result
    out = [(1 if i == position else d) for i, d in enumerate(data) if keep or i != position]
    result.outputs = [tuple(out)]
    return result
