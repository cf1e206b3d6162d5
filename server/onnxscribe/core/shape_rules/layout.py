"""Ops that rearrange dims: Reshape, Transpose, Flatten, Squeeze, Unsqueeze, Expand, Tile."""

from __future__ import annotations

from collections.abc import Sequence

from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.shape_rules.common import (
    arg_at,
    attr_flag,
    attr_int,
    attr_ints,
    axis_problem,
    broadcast,
    describe,
    elements,
    ints,
    positions_of,
    product,
    shape_at,
    wanted_dims,
)
from onnxscribe.core.shape_rules.registry import Args, Attributes, ShapeResult, shape_rule
from onnxscribe.core.types import Dim


@shape_rule("Reshape")
def reshape(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult | None:
    data = shape_at(args, 0)
    target = arg_at(args, 1)
    if target is None:
        return None
    wanted = wanted_dims(target)
    if wanted is None:
        if target.shape is not None and len(target.shape) == 1 and isinstance(target.shape[0], int):
            return ShapeResult([(None,) * target.shape[0]])
        return None
    allow_zero = attr_flag(attributes, "allowzero")
    out: list[Dim] = []
    result = ShapeResult([None])
    if sum(1 for d in wanted if d == -1) > 1:
        result.problems.append(NodeProblem("OXS507", "Reshape's shape has more than one -1", 1))
        return result
    for index, dim in enumerate(wanted):
        if dim == 0 and not allow_zero:
            out.append(None if data is None or index >= len(data) else data[index])
        elif isinstance(dim, int) and dim < -1:
            result.problems.append(NodeProblem("OXS507", f"Reshape's shape has {dim}", 1))
            return result
        else:
            out.append(dim)
    total = product(data) if data is not None else None
    if -1 in out:
        position = out.index(-1)
        rest = product([d for i, d in enumerate(out) if i != position])
        if total is not None and rest:
            if total % rest:
                result.problems.append(
                    NodeProblem(
                        "OXS507",
                        f"cannot reshape {describe(data)} ({total} elements) to {list(wanted)}",
                        1,
                    )
                )
                return result
            out[position] = total // rest
        elif data is not None and len(data) == len(out) and _matches_but(data, out, position):
            out[position] = data[position]
        else:
            out[position] = None
    count = product(out)
    if total is not None and count is not None and total != count:
        result.problems.append(
            NodeProblem(
                "OXS507",
                f"cannot reshape {describe(data)} ({total} elements) to "
                f"{describe(tuple(out))} ({count} elements)",
                1,
            )
        )
        return result
    result.outputs = [tuple(out)]
    return result


def _matches_but(data: Sequence[Dim], out: Sequence[Dim], position: int) -> bool:
    return all(
        d == o and d is not None
        for i, (d, o) in enumerate(zip(data, out, strict=False))
        if i != position
    )


@shape_rule("Transpose")
def transpose(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    perm = attr_ints(attributes, "perm")
    result = ShapeResult([None])
    if data is None:
        if perm is not None:
            result.outputs = [(None,) * len(perm)]
        return result
    rank = len(data)
    if perm is None:
        result.outputs = [tuple(reversed(data))]
        return result
    if sorted(perm) != list(range(rank)):
        result.problems.append(
            NodeProblem(
                "OXS309",
                f"perm={perm} is not a permutation of the {rank} axes of a {describe(data)} value",
                attribute="perm",
            )
        )
        return result
    result.outputs = [tuple(data[p] for p in perm)]
    return result


@shape_rule("Flatten")
def flatten(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    axis = attr_int(attributes, "axis", 1)
    result = ShapeResult([(None, None)])
    if data is None or axis is None:
        return result
    rank = len(data)
    if not -rank <= axis <= rank:
        result.problems.append(axis_problem("axis", axis, rank, -rank, rank))
        return result
    if axis < 0:
        axis += rank
    result.outputs = [(_fold(data[:axis]), _fold(data[axis:]))]
    return result


def _fold(dims: Sequence[Dim]) -> Dim:
    if not dims:
        return 1
    if len(dims) == 1:
        return dims[0]
    return product(dims)


def _squeeze(args: Args, given: bool, axes: list[int] | None, blame: int | str) -> ShapeResult:
    """``given``: axes were passed (``axes`` None when their values are not known);
    ``blame``: the input index or attribute name that holds them."""
    data = shape_at(args, 0)
    result = ShapeResult([None])
    if data is None or (given and axes is None):
        return result
    rank = len(data)
    if axes is None:
        if all(isinstance(d, int) for d in data):
            result.outputs = [tuple(d for d in data if d != 1)]
        return result
    positions = positions_of(axes, rank, "axes", result)
    if positions is None:
        return result
    for axis in axes:
        position = axis % rank
        dim = data[position]
        if isinstance(dim, int) and dim != 1:
            message = (
                f"cannot squeeze dimension {position} of {describe(data)}: its size is {dim}, not 1"
            )
            if isinstance(blame, int):
                result.problems.append(NodeProblem("OXS507", message, blame))
            else:
                result.problems.append(NodeProblem("OXS507", message, attribute=blame))
            return result
    result.outputs = [tuple(d for i, d in enumerate(data) if i not in positions)]
    source = elements(args[0])
    if source is not None and rank == 1 and len(source) == 1:
        result.elems = [source]
    return result


@shape_rule("Squeeze")
def squeeze_axes_attribute(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _squeeze(args, "axes" in attributes, attr_ints(attributes, "axes"), "axes")


@shape_rule("Squeeze", since=13)
def squeeze_axes_input(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    axes = arg_at(args, 1)
    return _squeeze(args, axes is not None, ints(axes), 1)


def _unsqueeze(args: Args, axes: list[int] | None) -> ShapeResult:
    data = shape_at(args, 0)
    result = ShapeResult([None])
    if data is None or axes is None:
        return result
    rank = len(data) + len(axes)
    positions = positions_of(axes, rank, "axes", result, distinct=True)
    if positions is None:
        return result
    out: list[Dim] = [1] * rank
    rest = 0
    for i in range(rank):
        if i not in positions:
            out[i] = data[rest]
            rest += 1
    result.outputs = [tuple(out)]
    source = elements(args[0]) if rank == 1 and len(data) == 0 else None
    if source is not None:
        result.elems = [source]
    return result


@shape_rule("Unsqueeze")
def unsqueeze_axes_attribute(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _unsqueeze(args, attr_ints(attributes, "axes"))


@shape_rule("Unsqueeze", since=13)
def unsqueeze_axes_input(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _unsqueeze(args, ints(arg_at(args, 1)))


@shape_rule("Expand")
def expand(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    target = arg_at(args, 1)
    wanted = wanted_dims(target)
    result = ShapeResult([None])
    if wanted is None:
        if (
            data is not None
            and target is not None
            and target.shape
            and isinstance(target.shape[0], int)
        ):
            result.outputs = [(None,) * max(len(data), target.shape[0])]
        return result
    shape, error = broadcast([data, tuple(wanted)])
    if error is not None:
        result.problems.append(
            NodeProblem(
                "OXS501", f"cannot expand {describe(data)} to {list(wanted)} ({error[1]})", 1
            )
        )
        return result
    result.outputs = [shape]
    return result


@shape_rule("Tile")
def tile(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    repeats = ints(arg_at(args, 1))
    if data is None:
        return ShapeResult([None])
    if repeats is None or len(repeats) != len(data):
        return ShapeResult([(None,) * len(data)])
    out = tuple(
        d * r if isinstance(d, int) else (d if r == 1 else None)
        for d, r in zip(data, repeats, strict=True)
    )
    return ShapeResult([out])


def _pad(
    args: Args, pads: list[int] | None, axes: list[int] | None, blame: int | str
) -> ShapeResult:
    data = shape_at(args, 0)
    if data is None:
        return ShapeResult([None])
    rank = len(data)
    unknown = ShapeResult([(None,) * rank])
    if pads is None:
        return unknown
    result = ShapeResult([None])
    positions = list(range(rank)) if axes is None else positions_of(axes, rank, "axes", result)
    if positions is None:
        return result
    count = len(positions)
    out = list(data)
    problem = None
    if len(pads) != 2 * count:
        problem = f"Pad's pads has {len(pads)} values; padding {count} axes needs {2 * count}"
    for offset, position in enumerate([] if problem else positions):
        dim, before, after = data[position], pads[offset], pads[offset + count]
        if isinstance(dim, int):
            out[position] = dim + before + after
            if dim + before + after < 0:
                problem = f"Pad makes dimension {position} negative ({dim} + {before} + {after})"
        elif before or after:
            out[position] = None
    if problem is not None:
        if isinstance(blame, int):
            result.problems.append(NodeProblem("OXS507", problem, blame))
        else:
            result.problems.append(NodeProblem("OXS507", problem, attribute=blame))
        return result
    result.outputs = [tuple(out)]
    return result


@shape_rule("Pad")
def pad_paddings_attribute(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _pad(args, attr_ints(attributes, "paddings"), None, "paddings")


@shape_rule("Pad", since=2)
def pad_pads_attribute(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _pad(args, attr_ints(attributes, "pads"), None, "pads")


@shape_rule("Pad", since=11)
def pad_pads_input(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    axes = arg_at(args, 3)
    axis_values = ints(axes)
    if axes is not None and axis_values is None:
        data = shape_at(args, 0)
        return ShapeResult([None if data is None else (None,) * len(data)])
    return _pad(args, ints(arg_at(args, 1)), axis_values, 1)


@shape_rule("ReverseSequence")
def reverse_sequence(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data = shape_at(args, 0)
    result = ShapeResult([data])
    if data is not None and len(data) < 2:
        result.outputs = [None]
        result.problems.append(
            NodeProblem("OXS503", f"ReverseSequence needs rank 2 or more, not {len(data)}", 0)
        )
        return result
    batch_axis = attr_int(attributes, "batch_axis", 1)
    time_axis = attr_int(attributes, "time_axis", 0)
    for name, axis in (("batch_axis", batch_axis), ("time_axis", time_axis)):
        if axis not in (0, 1):
            result.problems.append(
                NodeProblem("OXS309", f"{name}={axis} must be 0 or 1", attribute=name)
            )
            return result
    if batch_axis == time_axis:
        result.problems.append(
            NodeProblem("OXS309", "batch_axis and time_axis must differ", attribute="time_axis")
        )
    return result
