"""Helpers the shape rules share: reading inputs and attributes, axes, broadcasting."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.shape_rules.registry import Arg, Args, Attributes, ShapeResult
from onnxscribe.core.types import Dim, Shape, format_shape


def shape_at(args: Args, index: int) -> Shape:
    if index >= len(args):
        return None
    arg = args[index]
    return None if arg is None else arg.shape


def arg_at(args: Args, index: int) -> Arg | None:
    return args[index] if index < len(args) else None


def elements(arg: Arg | None) -> tuple[Dim, ...] | None:
    """The known elements of a 0-D or 1-D integer input (symbolic ones included)."""
    if arg is None:
        return None
    if arg.elems is not None:
        return arg.elems
    const = arg.const
    if const is not None and const.dtype.kind in "iu":
        if const.ndim == 1:
            return tuple(const.tolist())
        if const.ndim == 0:
            return (const.item(),)
    return None


def ints(arg: Arg | None) -> list[int] | None:
    """The integer values of a constant input (any rank, flattened)."""
    if arg is None:
        return None
    const = arg.const
    if const is not None and const.dtype.kind in "iu":
        # an integer array's: ints (a 1-D one, most often, needs no flattening view)
        values: list[int] = (const if const.ndim == 1 else const.reshape(-1)).tolist()
        return values
    if arg.elems is not None:
        return known_ints(arg.elems)
    return None


def wanted_dims(arg: Arg | None) -> tuple[Dim, ...] | None:
    """The dims a shape input asks for (Reshape, Expand, ConstantOfShape), as far as known."""
    if arg is None:
        return None
    if arg.elems is not None:
        return arg.elems
    values = ints(arg)
    return tuple(values) if values is not None else None


def attr_ints(attributes: Attributes, name: str) -> list[int] | None:
    value = attributes.get(name)
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        found: list[int] = []
        for v in value:  # (one loop, no call per element: perm, axes, pads are short lists)
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
                return None
            found.append(int(v))
        return found
    if isinstance(value, np.ndarray) and value.dtype.kind in "iu":
        values: list[int] = value.reshape(-1).tolist()  # an integer array's: ints
        return values
    return None


def attr_int(attributes: Attributes, name: str, default: int | None) -> int | None:
    """An integer attribute; ``default`` when absent, None when it is not an integer."""
    if name not in attributes:
        return default
    value = attributes[name]
    return int(value) if _is_int(value) else None


def attr_flag(attributes: Attributes, name: str, default: bool = False) -> bool:
    """A 0/1 attribute (``keepdims``, ``transA``); anything but an integer counts as ``default``."""
    value = attr_int(attributes, name, None)
    return default if value is None else bool(value)


def _is_int(value: Any) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def normalize_axis(axis: int, rank: int) -> int | None:
    """``axis`` in ``[-rank, rank - 1]`` as a non-negative index, else None."""
    if -rank <= axis < rank:
        return axis % rank if rank else 0
    return None


def axis_problem(name: str, axis: int, rank: int, low: int, high: int) -> NodeProblem:
    return NodeProblem(
        "OXS309",
        f"{name}={axis} is out of range for a value of rank {rank} (allowed: {low} to {high})",
        attribute=name,
    )


def positions_of(
    axes: Sequence[int], rank: int, name: str, result: ShapeResult, *, distinct: bool = False
) -> set[int] | None:
    """The axes as non-negative positions; None (with a problem added to ``result``) when one is
    out of range, or, with ``distinct``, named twice."""
    positions: set[int] = set()
    for axis in axes:
        if not -rank <= axis < rank:  # (normalize_axis's test, without a call per axis)
            result.problems.append(axis_problem(name, axis, rank, -rank, rank - 1))
            return None
        position = axis % rank
        if distinct and position in positions:
            result.problems.append(
                NodeProblem("OXS309", f"{name} names axis {position} twice", attribute=name)
            )
            return None
        positions.add(position)
    return positions


def product(dims: Sequence[Dim]) -> int | None:
    known = known_ints(dims)
    return math.prod(known) if known is not None else None


def known_ints(dims: Sequence[Dim]) -> list[int] | None:
    """The dims as ints when every one is known, else None."""
    known = [d for d in dims if isinstance(d, int)]
    return known if len(known) == len(dims) else None


def broadcast_dims(dims: Sequence[Dim]) -> tuple[Dim, str | None]:
    """The broadcast of one aligned position; an error message when fixed sizes disagree."""
    fixed = {d for d in dims if isinstance(d, int) and d != 1}
    if len(fixed) > 1:
        return None, " vs ".join(str(d) for d in sorted(fixed))
    if fixed:
        return fixed.pop(), None
    symbols = {d for d in dims if isinstance(d, str)}
    if any(d is None for d in dims):
        return None, None
    if len(symbols) == 1:
        return symbols.pop(), None
    if not symbols:
        return 1, None
    return None, None


def broadcast(shapes: Sequence[Shape]) -> tuple[Shape, tuple[int, str] | None]:
    """Numpy-style broadcast of several shapes; on failure the input index to blame and why."""
    if len(shapes) == 2:  # the operands of a binary op: most broadcasts
        first, second = shapes
        if first is None or second is None:
            return None, None
        if first == second or not second:  # beside a scalar (rank 0), a shape stays as it is
            return tuple(first), None
        if not first:
            return tuple(second), None
        paired = _broadcast_pair(first, second, max(len(first), len(second)))
        if paired is not None:
            return paired, None
    if any(s is None for s in shapes):
        return None, None
    first = shapes[0] if shapes else None
    if isinstance(first, tuple) and all(s == first for s in shapes):
        return first, None  # each column holds one dim: broadcasting keeps it
    known = [s for s in shapes if s is not None]
    rank = max((len(s) for s in known), default=0)
    result: list[Dim] = []
    for position in range(rank):
        column: list[Dim] = []
        for shape in known:
            offset = position - (rank - len(shape))
            column.append(shape[offset] if offset >= 0 else 1)
        dim, error = broadcast_dims(column)
        if error is not None:
            blame = _first_conflict(column)
            return None, (blame, f"dimension {position - rank} differs: {error}")
        result.append(dim)
    return tuple(result), None


def _broadcast_pair(first: tuple[Dim, ...], second: tuple[Dim, ...], rank: int) -> Shape:
    """The broadcast of two shapes whose every column is equal dims or a 1 beside another dim
    (what ``broadcast_dims`` gives for such columns); None for any other column."""
    result: list[Dim] = []
    first_pad, second_pad = rank - len(first), rank - len(second)
    for position in range(rank):
        a = first[position - first_pad] if position >= first_pad else 1
        b = second[position - second_pad] if position >= second_pad else 1
        if a == b or b == 1:
            result.append(a)
        elif a == 1:
            result.append(b)
        else:
            return None
    return tuple(result)


def _first_conflict(column: Sequence[Dim]) -> int:
    first: int | None = None
    for index, dim in enumerate(column):
        if isinstance(dim, int) and dim != 1:
            if first is None:
                first = dim
            elif dim != first:
                return index
    return len(column) - 1


def describe(shape: Shape) -> str:
    """A shape as messages show it: ``[2, "N"]``, ``[] (a scalar)``, ``[...] (any rank)``."""
    if shape is None:
        return "[...] (any rank)"
    return format_shape(shape) if shape else "[] (a scalar)"


def same_as_first(args: Args, num_outputs: int) -> ShapeResult:
    return ShapeResult([shape_at(args, 0)] * max(1, num_outputs))


def with_dim(shape: tuple[Dim, ...], position: int, dim: Dim) -> Shape:
    out = list(shape)
    out[position] = dim
    return tuple(out)
