"""Ops that select or join parts of values: Gather, Slice, Concat, Split."""

from __future__ import annotations

from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.shape_rules.common import (
    arg_at,
    attr_int,
    attr_ints,
    axis_problem,
    describe,
    elements,
    ints,
    normalize_axis,
    shape_at,
    with_dim,
)
from onnxscribe.core.shape_rules.registry import (
    Args,
    Attributes,
    Equal,
    ShapeResult,
    shape_rule,
)
from onnxscribe.core.types import Dim


@shape_rule("Gather")
def gather(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    data, indices = shape_at(args, 0), shape_at(args, 1)
    result = ShapeResult([None])
    axis = attr_int(attributes, "axis", 0)
    if data is None or axis is None:
        return result
    rank = len(data)
    position = normalize_axis(axis, rank)
    if position is None:
        result.problems.append(axis_problem("axis", axis, rank, -rank, rank - 1))
        return result
    values = ints(arg_at(args, 1))
    dim = data[position]
    if values is not None and isinstance(dim, int):
        bad = [v for v in values if not -dim <= v < dim]
        if bad:
            result.problems.append(
                NodeProblem(
                    "OXS508",
                    f"index {bad[0]} is out of range for dimension {position} of size {dim}",
                    1,
                )
            )
            return result
    if indices is None:
        return result
    result.outputs = [(*data[:position], *indices, *data[position + 1 :])]
    source = elements(args[0])
    if source is not None and values is not None and rank == 1 and len(source) == dim:
        result.elems = [tuple(source[v] for v in values)]
    return result


@shape_rule("Concat")
def concat(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    result = ShapeResult([None])
    axis = attr_int(attributes, "axis", None)
    known = [(i, a.shape) for i, a in enumerate(args) if a is not None and a.shape is not None]
    if axis is None or not known:
        return result
    first_index, first = known[0]
    rank = len(first)
    for index, shape in known[1:]:
        if len(shape) != rank:
            result.problems.append(
                NodeProblem(
                    "OXS503",
                    f"Concat inputs must have one rank: {describe(first)} and {describe(shape)}",
                    index,
                )
            )
            return result
    position = normalize_axis(axis, rank)
    if position is None:
        result.problems.append(axis_problem("axis", axis, rank, -rank, rank - 1))
        return result
    for index, shape in known[1:]:
        for d in range(rank):
            if d != position and first[d] != shape[d]:  # (equal dims: nothing to unify)
                result.equal.append(
                    Equal(
                        first[d],
                        shape[d],
                        index,
                        f"dimension {d} of Concat's inputs",
                        (first_index, d),
                        (index, d),
                    )
                )
    if len(known) == len(args):
        total: int | None = 0  # (None once a size is not known)
        for _, shape in known:
            size = shape[position]
            total = total + size if total is not None and isinstance(size, int) else None
        result.outputs = [with_dim(first, position, total)]
        joined = [elements(a) for a in args] if rank == 1 else []
        if joined and all(e is not None for e in joined):
            result.elems = [tuple(e for part in joined for e in part or ())]
    return result


_BIG = 2**62
"""At least any dim: a slice end this big means "to the end"."""


def _slice(
    args: Args,
    starts: list[int] | None,
    ends: list[int] | None,
    axes: list[int] | None,
    steps: list[int] | None,
) -> ShapeResult:
    data = shape_at(args, 0)
    if data is None:
        return ShapeResult([None])
    rank = len(data)
    if starts is None or ends is None or len(starts) != len(ends):
        return ShapeResult([(None,) * rank])
    axes = list(range(len(starts))) if axes is None else axes
    steps = [1] * len(starts) if steps is None else steps
    if len(axes) != len(starts) or len(steps) != len(starts):
        return ShapeResult([(None,) * rank])
    out: list[Dim] = list(data)
    result = ShapeResult([None])
    elems_in = elements(args[0]) if rank == 1 else None
    for index, start in enumerate(starts):  # (one index: quicker than a strict zip)
        end, axis, step = ends[index], axes[index], steps[index]
        position = normalize_axis(axis, rank)
        if position is None:
            result.problems.append(axis_problem("axes", axis, rank, -rank, rank - 1))
            return result
        if step == 0:
            result.problems.append(NodeProblem("OXS507", "Slice's step must not be 0", 4))
            return result
        dim = data[position]
        if isinstance(dim, int) and dim >= 0:
            out[position] = len(range(*slice(start, end, step).indices(dim)))
            if elems_in is not None and rank == 1 and len(elems_in) == dim:
                result.elems = [tuple(elems_in[slice(start, end, step)])]
        elif start == 0 and step == 1 and end >= _BIG:
            out[position] = dim
        else:
            out[position] = None
    result.outputs = [tuple(out)]
    return result


@shape_rule("Slice")
def slice_attributes(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _slice(
        args,
        attr_ints(attributes, "starts"),
        attr_ints(attributes, "ends"),
        attr_ints(attributes, "axes"),
        None,
    )


@shape_rule("Slice", since=10)
def slice_inputs(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    count = len(args)
    axes = args[3] if count > 3 else None
    steps = args[4] if count > 4 else None
    axis_values = ints(axes) if axes is not None else None
    step_values = ints(steps) if steps is not None else None
    if (axes is not None and axis_values is None) or (steps is not None and step_values is None):
        return _slice(args, None, None, None, None)
    starts = args[1] if count > 1 else None
    ends = args[2] if count > 2 else None
    return _slice(args, ints(starts), ints(ends), axis_values, step_values)


def _split_sizes(
    data: tuple[Dim, ...], position: int, sizes: list[int], num_outputs: int, blame: int | str
) -> ShapeResult:
    result = ShapeResult([None] * num_outputs)
    dim = data[position]
    if isinstance(dim, int) and sum(sizes) != dim:
        message = (
            f"split sizes {sizes} add up to {sum(sizes)}, but dimension {position} has size {dim}"
        )
        if isinstance(blame, int):
            result.problems.append(NodeProblem("OXS507", message, blame))
        else:
            result.problems.append(NodeProblem("OXS507", message, attribute=blame))
        return result
    if len(sizes) == num_outputs:
        result.outputs = [with_dim(data, position, s) for s in sizes]
    return result


def _split_evenly(
    data: tuple[Dim, ...], position: int, count: int, num_outputs: int, uneven: bool
) -> ShapeResult:
    """``count`` parts; ``uneven`` (opset 18): the last part may be smaller."""
    result = ShapeResult([None] * num_outputs)
    dim = data[position]
    if not isinstance(dim, int) or count <= 0:
        result.outputs = [with_dim(data, position, None)] * num_outputs
        return result
    if uneven:
        chunk = -(-dim // count)
        parts = [min(chunk, max(0, dim - chunk * i)) for i in range(count)]
    elif dim % count == 0:
        parts = [dim // count] * count
    else:
        return result
    if len(parts) == num_outputs:
        result.outputs = [with_dim(data, position, p) for p in parts]
    return result


def _split_axis(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult | int:
    """The split axis as a position, or the result to give when it cannot be used."""
    data = shape_at(args, 0)
    axis = attr_int(attributes, "axis", 0) or 0
    result = ShapeResult([None] * num_outputs)
    if data is None:
        return result
    rank = len(data)
    position = normalize_axis(axis, rank)
    if position is None:
        result.problems.append(axis_problem("axis", axis, rank, -rank, rank - 1))
        return result
    return position


@shape_rule("Split")
def split_sizes_attribute(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    position = _split_axis(args, attributes, num_outputs)
    if isinstance(position, ShapeResult):
        return position
    data = shape_at(args, 0)
    assert data is not None
    sizes = attr_ints(attributes, "split")
    if sizes is not None:
        return _split_sizes(data, position, sizes, num_outputs, "split")
    return _split_evenly(data, position, num_outputs, num_outputs, uneven=False)


def _split_input(args: Args, attributes: Attributes, num_outputs: int, uneven: bool) -> ShapeResult:
    position = _split_axis(args, attributes, num_outputs)
    if isinstance(position, ShapeResult):
        return position
    data = shape_at(args, 0)
    assert data is not None
    split = arg_at(args, 1)
    if split is not None:
        sizes = ints(split)
        if sizes is None:
            return ShapeResult([with_dim(data, position, None)] * num_outputs)
        return _split_sizes(data, position, sizes, num_outputs, 1)
    count = attr_int(attributes, "num_outputs", None) if uneven else None
    return _split_evenly(data, position, count or num_outputs, num_outputs, uneven)


@shape_rule("Split", since=13)
def split_sizes_input(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _split_input(args, attributes, num_outputs, uneven=False)


@shape_rule("Split", since=18)
def split_num_outputs(args: Args, attributes: Attributes, num_outputs: int) -> ShapeResult:
    return _split_input(args, attributes, num_outputs, uneven=True)
