"""Symbolic shape rules for the common ``ai.onnx`` operators.

Each rule is a pure function of the node's inputs (``Arg``: shape, constant value, known integer
elements) and attributes. It returns the outputs' shapes, the dims that must be equal (the caller
unifies them across the function), and problems found. A rule returns None when it cannot say
anything useful, so that ONNX's own shape inference is asked instead.

Dims are ``int`` (fixed), ``str`` (symbolic) or ``None`` (unknown); a shape is a tuple of dims or
None (unknown rank). When a rule is unsure it answers ``None``: a wrong answer here would become a
false error later.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from onnxscribe.core import schemas
from onnxscribe.core.types import Dim, Shape, format_shape

_UNKNOWN: tuple[Any, ...] = ()


class Arg(NamedTuple):
    """What is known about one input of a node (a named tuple: one is made per node input)."""

    shape: Shape
    const: np.ndarray | None = None
    elems: tuple[Dim, ...] | None = None
    """The elements of a 0-D or 1-D integer tensor, as far as they are known (``Shape(x)``)."""


@dataclass(frozen=True)
class ShapeProblem:
    code: str
    message: str
    input_index: int | None = None
    attribute: str | None = None


@dataclass(frozen=True)
class Equal:
    """Two dims that valid code must make equal; ``input_index`` is the input to blame."""

    left: Dim
    right: Dim
    input_index: int
    what: str
    left_from: tuple[int, int] | None = None
    """(input index, dim position) that ``left`` was read from, so the caller can name its symbol."""
    right_from: tuple[int, int] | None = None


@dataclass
class ShapeResult:
    outputs: list[Shape]
    elems: list[tuple[Dim, ...] | None] = field(default_factory=list)
    equal: list[Equal] = field(default_factory=list)
    problems: list[ShapeProblem] = field(default_factory=list)


Rule = Callable[[Sequence["Arg | None"], Mapping[str, Any], int, int], "ShapeResult | None"]

_RULES: dict[str, Rule] = {}


def rule(*names: str) -> Callable[[Rule], Rule]:
    def register(function: Rule) -> Rule:
        for name in names:
            _RULES[name] = function
        return function

    return register


def has_rule(op_type: str) -> bool:
    return op_type in _RULES


def infer_shapes(
    op_type: str,
    args: Sequence[Arg | None],
    attributes: Mapping[str, Any],
    version: int,
    num_outputs: int,
) -> ShapeResult | None:
    """Apply the rule for ``op_type`` (``ai.onnx``), or None when there is none or it cannot say."""
    found = _RULES.get(op_type)
    if found is None:
        return None
    try:
        return found(args, attributes, version, num_outputs)
    except (ValueError, TypeError, IndexError, OverflowError):
        return None


# --------------------------------------------------------------------------- helpers


def _shape(args: Sequence[Arg | None], index: int) -> Shape:
    if index >= len(args):
        return None
    arg = args[index]
    return None if arg is None else arg.shape


def elements(arg: Arg | None) -> tuple[Dim, ...] | None:
    """The known elements of a 0-D or 1-D integer input (symbolic ones included)."""
    if arg is None:
        return None
    if arg.elems is not None:
        return arg.elems
    if arg.const is not None and arg.const.dtype.kind in "iu" and arg.const.ndim <= 1:
        return tuple(int(v) for v in arg.const.reshape(-1))
    return None


def _ints(arg: Arg | None) -> list[int] | None:
    """The integer values of a constant input (any rank, flattened)."""
    if arg is None:
        return None
    if arg.const is not None and arg.const.dtype.kind in "iu":
        return [int(v) for v in arg.const.reshape(-1)]
    if arg.elems is not None and all(isinstance(e, int) for e in arg.elems):
        return [int(e) for e in arg.elems]  # type: ignore[arg-type]
    return None


def _attr_ints(attributes: Mapping[str, Any], name: str) -> list[int] | None:
    value = attributes.get(name)
    if value is None:
        return None
    if isinstance(value, (list, tuple)) and all(isinstance(v, int) for v in value):
        return [int(v) for v in value]
    if isinstance(value, np.ndarray) and value.dtype.kind in "iu":
        return [int(v) for v in value.reshape(-1)]
    return None


def _attr_int(attributes: Mapping[str, Any], name: str, default: int | None) -> int | None:
    value = attributes.get(name, default)
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        return int(value)
    return None if name in attributes else default


def normalize_axis(axis: int, rank: int) -> int | None:
    """``axis`` in ``[-rank, rank - 1]`` as a non-negative index, else None."""
    if -rank <= axis < rank:
        return axis % rank if rank else 0
    return None


def _axis_problem(name: str, axis: int, rank: int, low: int, high: int) -> ShapeProblem:
    return ShapeProblem(
        "OXS309",
        f"{name}={axis} is out of range for a value of rank {rank} (allowed: {low} to {high})",
        attribute=name,
    )


def product(dims: Sequence[Dim]) -> int | None:
    if all(isinstance(d, int) for d in dims):
        return math.prod(dims)  # type: ignore[arg-type]
    return None


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


def _first_conflict(column: Sequence[Dim]) -> int:
    first: int | None = None
    for index, dim in enumerate(column):
        if isinstance(dim, int) and dim != 1:
            if first is None:
                first = dim
            elif dim != first:
                return index
    return len(column) - 1


def _same(args: Sequence[Arg | None], num_outputs: int, index: int = 0) -> ShapeResult:
    shape = _shape(args, index)
    return ShapeResult([shape] * max(1, num_outputs))


# --------------------------------------------------------------------------- elementwise

UNARY = [
    "Abs",
    "Acos",
    "Acosh",
    "Asin",
    "Asinh",
    "Atan",
    "Atanh",
    "BitwiseNot",
    "Cast",
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
    "Identity",
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
]


@rule(*UNARY)
def _unary(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    return _same(args, 1)


_INTEGER_TYPES = frozenset({6, 7})
"""INT32 and INT64: casting shape elements to them keeps their values."""


@rule("Identity", "Cast")
def _identity(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    result = _same(args, 1)
    source = elements(args[0]) if args else None
    if source is not None and ("to" not in attributes or attributes.get("to") in _INTEGER_TYPES):
        result.elems = [source]
    return result


@rule("Clip", "Trilu", "LpNormalization", "Dropout", "CumSum")
def _first_input(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    return _same(args, n)


@rule("Softmax", "LogSoftmax", "Hardmax")
def _softmax(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    result = _same(args, 1)
    shape = _shape(args, 0)
    axis = _attr_int(attributes, "axis", -1 if version >= 13 else 1)
    if shape is not None and axis is not None and normalize_axis(axis, len(shape)) is None:
        rank = len(shape)
        if rank or axis not in (-1, 0):
            result.problems.append(_axis_problem("axis", axis, rank, -rank, rank - 1))
    return result


@rule(*sorted(schemas.BROADCASTING_OPS))
def _broadcasting(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    shapes = [a.shape if a is not None else None for a in args]
    shape, error = broadcast(shapes)
    result = ShapeResult([shape])
    if error is not None:
        index, why = error
        described = " and ".join(_describe(s) for s in shapes)
        result.problems.append(
            ShapeProblem("OXS501", f"shapes {described} do not broadcast ({why})", index)
        )
    return result


def _widens(joined: tuple[Dim, ...], target: tuple[Dim, ...]) -> bool:
    """True when broadcasting made a fixed dim of ``target`` bigger (C may only broadcast to it)."""
    return any(
        isinstance(t, int) and isinstance(j, int) and j != t
        for j, t in zip(joined, target, strict=True)
    )


def _describe(shape: Shape) -> str:
    return format_shape(shape) if shape else "[] (scalar)"


# --------------------------------------------------------------------------- linear algebra


@rule("MatMul", "MatMulInteger")
def _matmul(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    a, b = _shape(args, 0), _shape(args, 1)
    result = ShapeResult([None])
    for index, shape in ((0, a), (1, b)):
        if shape is not None and len(shape) == 0:
            result.problems.append(
                ShapeProblem("OXS503", "MatMul needs inputs of rank 1 or more, not scalars", index)
            )
    if a is None or b is None or result.problems:
        return result
    left = (1, *a) if len(a) == 1 else a
    right = (*b, 1) if len(b) == 1 else b
    result.equal.append(
        Equal(
            left[-1],
            right[-2],
            1,
            "the inner dimensions of MatMul",
            (0, len(a) - 1),
            (1, len(b) - 2 if len(b) > 1 else 0),
        )
    )
    batch, error = broadcast([left[:-2], right[:-2]])
    if error is not None:
        result.problems.append(
            ShapeProblem(
                "OXS501", f"the batch dimensions of MatMul do not broadcast ({error[1]})", 1
            )
        )
        return result
    if batch is None:
        return result
    out: list[Dim] = list(batch)
    if len(a) > 1:
        out.append(left[-2])
    if len(b) > 1:
        out.append(right[-1])
    result.outputs = [tuple(out)]
    return result


@rule("Gemm")
def _gemm(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    a, b = _shape(args, 0), _shape(args, 1)
    result = ShapeResult([None])
    for index, shape in ((0, a), (1, b)):
        if shape is not None and len(shape) != 2:
            result.problems.append(
                ShapeProblem(
                    "OXS503", f"Gemm needs rank-2 inputs; this one has rank {len(shape)}", index
                )
            )
    if a is None or b is None or result.problems:
        return result
    trans_a = bool(attributes.get("transA", 0))
    trans_b = bool(attributes.get("transB", 0))
    if trans_a:
        a = (a[1], a[0])
    if trans_b:
        b = (b[1], b[0])
    result.equal.append(
        Equal(
            a[1],
            b[0],
            1,
            "the inner dimensions of Gemm",
            (0, 0 if trans_a else 1),
            (1, 1 if trans_b else 0),
        )
    )
    result.outputs = [(a[0], b[1])]
    bias = _shape(args, 2)
    if bias is not None:
        if len(bias) > 2:
            result.problems.append(
                ShapeProblem("OXS503", f"Gemm's C must have rank 2 or less, not {len(bias)}", 2)
            )
            return result
        joined, error = broadcast([bias, (a[0], b[1])])
        if error is not None or (joined is not None and _widens(joined, (a[0], b[1]))):
            result.problems.append(
                ShapeProblem(
                    "OXS501",
                    f"Gemm's C {_describe(bias)} does not broadcast to the product's "
                    f"{format_shape((a[0], b[1]))}",
                    2,
                )
            )
    return result


# --------------------------------------------------------------------------- layout


@rule("Reshape")
def _reshape(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult | None:
    data = _shape(args, 0)
    target = args[1] if len(args) > 1 else None
    if target is None:
        return None
    wanted = target.elems
    if wanted is None:
        values = _ints(target)
        wanted = tuple(values) if values is not None else None
    if wanted is None:
        if target.shape is not None and len(target.shape) == 1 and isinstance(target.shape[0], int):
            return ShapeResult([(None,) * target.shape[0]])
        return None
    allow_zero = bool(attributes.get("allowzero", 0))
    out: list[Dim] = []
    result = ShapeResult([None])
    if sum(1 for d in wanted if d == -1) > 1:
        result.problems.append(ShapeProblem("OXS507", "Reshape's shape has more than one -1", 1))
        return result
    for index, dim in enumerate(wanted):
        if dim == 0 and not allow_zero:
            if data is None or index >= len(data):
                out.append(None)
            else:
                out.append(data[index])
        elif isinstance(dim, int) and dim < -1:
            result.problems.append(ShapeProblem("OXS507", f"Reshape's shape has {dim}", 1))
            return result
        else:
            out.append(dim)
    if -1 in out:
        position = out.index(-1)
        others = [d for i, d in enumerate(out) if i != position]
        total = product(data) if data is not None else None
        rest = product(others)
        if total is not None and rest:
            if total % rest:
                result.problems.append(
                    ShapeProblem(
                        "OXS507",
                        f"cannot reshape {format_shape(data)} ({total} elements) to {list(wanted)}",
                        1,
                    )
                )
                return result
            out[position] = total // rest
        elif data is not None and len(data) == len(out) and _matches_but(data, out, position):
            out[position] = data[position]
        else:
            out[position] = None
    total = product(data) if data is not None else None
    count = product(out)
    if total is not None and count is not None and total != count:
        result.problems.append(
            ShapeProblem(
                "OXS507",
                f"cannot reshape {format_shape(data)} ({total} elements) to {format_shape(tuple(out))} "
                f"({count} elements)",
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


@rule("Transpose")
def _transpose(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    perm = _attr_ints(attributes, "perm")
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
            ShapeProblem(
                "OXS309",
                f"perm={perm} is not a permutation of the {rank} axes of a {format_shape(data)} value",
                attribute="perm",
            )
        )
        return result
    result.outputs = [tuple(data[p] for p in perm)]
    return result


@rule("Concat")
def _concat(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    result = ShapeResult([None])
    axis = _attr_int(attributes, "axis", None)
    shapes = [a.shape if a is not None else None for a in args]
    known = [(i, s) for i, s in enumerate(shapes) if s is not None]
    if axis is None or not known:
        return result
    rank = len(known[0][1])
    for index, shape in known[1:]:
        if len(shape) != rank:
            result.problems.append(
                ShapeProblem(
                    "OXS503",
                    f"Concat inputs must have one rank: {format_shape(known[0][1])} and "
                    f"{format_shape(shape)}",
                    index,
                )
            )
            return result
    position = normalize_axis(axis, rank)
    if position is None:
        result.problems.append(_axis_problem("axis", axis, rank, -rank, rank - 1))
        return result
    _first_index, first = known[0]
    for index, shape in known[1:]:
        for d in range(rank):
            if d != position:
                result.equal.append(
                    Equal(
                        first[d],
                        shape[d],
                        index,
                        f"dimension {d} of Concat's inputs",
                        (known[0][0], d),
                        (index, d),
                    )
                )
    if len(known) == len(shapes):
        sizes = [s[position] for s in shapes if s is not None]
        total: Dim = sum(sizes) if all(isinstance(s, int) for s in sizes) else None  # type: ignore[arg-type]
        out = list(first)
        out[position] = total
        result.outputs = [tuple(out)]
        if rank == 1 and all(elements(a) is not None for a in args):
            result.elems = [tuple(e for a in args for e in elements(a) or ())]
    return result


def _slice_params(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, rank: int
) -> tuple[list[int], list[int], list[int], list[int]] | None:
    if version < 10:
        starts = _attr_ints(attributes, "starts")
        ends = _attr_ints(attributes, "ends")
        axes = _attr_ints(attributes, "axes")
        steps: list[int] | None = None
    else:
        starts = _ints(args[1]) if len(args) > 1 else None
        ends = _ints(args[2]) if len(args) > 2 else None
        axes = _ints(args[3]) if len(args) > 3 and args[3] is not None else None
        steps = _ints(args[4]) if len(args) > 4 and args[4] is not None else None
        if len(args) > 3 and args[3] is not None and axes is None:
            return None
        if len(args) > 4 and args[4] is not None and steps is None:
            return None
    if starts is None or ends is None or len(starts) != len(ends):
        return None
    if axes is None:
        axes = list(range(len(starts)))
    if steps is None:
        steps = [1] * len(starts)
    if len(axes) != len(starts) or len(steps) != len(starts):
        return None
    return starts, ends, axes, steps


_BIG = 2**62


@rule("Slice")
def _slice(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult | None:
    data = _shape(args, 0)
    if data is None:
        return ShapeResult([None])
    rank = len(data)
    params = _slice_params(args, attributes, version, rank)
    if params is None:
        return ShapeResult([(None,) * rank])
    starts, ends, axes, steps = params
    out: list[Dim] = list(data)
    result = ShapeResult([None])
    elems_in = elements(args[0]) if args else None
    for start, end, axis, step in zip(starts, ends, axes, steps, strict=False):
        position = normalize_axis(axis, rank)
        if position is None:
            result.problems.append(_axis_problem("axes", axis, rank, -rank, rank - 1))
            return result
        if step == 0:
            result.problems.append(ShapeProblem("OXS507", "Slice's step must not be 0", 4))
            return result
        dim = data[position]
        if isinstance(dim, int):
            out[position] = len(range(*slice(start, end, step).indices(dim)))
            if elems_in is not None and rank == 1 and len(elems_in) == dim:
                result.elems = [tuple(elems_in[slice(start, end, step)])]
        elif start == 0 and step == 1 and end >= _BIG:
            out[position] = dim
        else:
            out[position] = None
    result.outputs = [tuple(out)]
    return result


@rule("Gather")
def _gather(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data, indices = _shape(args, 0), _shape(args, 1)
    result = ShapeResult([None])
    axis = _attr_int(attributes, "axis", 0)
    if data is None or axis is None:
        return result
    rank = len(data)
    position = normalize_axis(axis, rank)
    if position is None:
        result.problems.append(_axis_problem("axis", axis, rank, -rank, rank - 1))
        return result
    values = _ints(args[1]) if len(args) > 1 else None
    dim = data[position]
    if values is not None and isinstance(dim, int):
        bad = [v for v in values if not -dim <= v < dim]
        if bad:
            result.problems.append(
                ShapeProblem(
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
        picked = tuple(source[v] for v in values)
        result.elems = [picked]
    return result


# --------------------------------------------------------------------------- reductions

REDUCTIONS = [
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
]


def _axes_from_input(op_type: str, version: int) -> bool:
    return version >= (13 if op_type == "ReduceSum" else 18)


@rule(*REDUCTIONS)
def _reduce(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    return _reduction(args, attributes, version, "")


def _reduction(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, op_type: str
) -> ShapeResult:
    data = _shape(args, 0)
    keep = bool(_attr_int(attributes, "keepdims", 1))
    result = ShapeResult([None])
    axes: list[int] | None
    axes_given = False
    if "axes" in attributes:
        axes = _attr_ints(attributes, "axes")
        axes_given = True
    elif len(args) > 1 and args[1] is not None:
        axes = _ints(args[1])
        axes_given = True
    else:
        axes = None
    if data is None:
        return result
    rank = len(data)
    if axes_given and axes is None:
        result.outputs = [(None,) * rank if keep else None]
        return result
    if not axes:
        if attributes.get("noop_with_empty_axes", 0):
            result.outputs = [data]
            return result
        axes = list(range(rank))
    positions: set[int] = set()
    for axis in axes:
        position = normalize_axis(axis, rank)
        if position is None:
            result.problems.append(_axis_problem("axes", axis, rank, -rank, rank - 1))
            return result
        positions.add(position)
    out = [(1 if i in positions else d) for i, d in enumerate(data) if keep or i not in positions]
    result.outputs = [tuple(out)]
    return result


@rule("ArgMax", "ArgMin")
def _argmax(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    axis = _attr_int(attributes, "axis", 0) or 0
    keep = bool(_attr_int(attributes, "keepdims", 1))
    result = ShapeResult([None])
    if data is None:
        return result
    rank = len(data)
    position = normalize_axis(axis, rank)
    if position is None:
        result.problems.append(_axis_problem("axis", axis, rank, -rank, rank - 1))
        return result
    out = [(1 if i == position else d) for i, d in enumerate(data) if keep or i != position]
    result.outputs = [tuple(out)]
    return result


# --------------------------------------------------------------------------- shape ops


@rule("Shape")
def _shape_op(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    if data is None:
        return ShapeResult([(None,)])
    rank = len(data)
    start = _attr_int(attributes, "start", 0) or 0
    end = _attr_int(attributes, "end", None)
    selected = data[slice(start, end if end is not None else rank)]
    return ShapeResult([(len(selected),)], elems=[tuple(selected)])


@rule("Size")
def _size(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    total = product(data) if data is not None else None
    return ShapeResult([()], elems=[(total,)])


@rule("Expand")
def _expand(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    target = args[1] if len(args) > 1 else None
    wanted = target.elems if target is not None else None
    if wanted is None and target is not None:
        values = _ints(target)
        wanted = tuple(values) if values is not None else None
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
            ShapeProblem(
                "OXS501", f"cannot expand {_describe(data)} to {list(wanted)} ({error[1]})", 1
            )
        )
        return result
    result.outputs = [shape]
    return result


def _axes_of(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int
) -> tuple[bool, list[int] | None]:
    """(given, axes) for Squeeze/Unsqueeze: attribute before opset 13, input from 13 on."""
    if version < 13:
        axes = _attr_ints(attributes, "axes")
        return axes is not None, axes
    if len(args) > 1 and args[1] is not None:
        return True, _ints(args[1])
    return False, None


@rule("Squeeze")
def _squeeze(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    given, axes = _axes_of(args, attributes, version)
    result = ShapeResult([None])
    if data is None:
        return result
    rank = len(data)
    if given and axes is None:
        return result
    if not given:
        if all(isinstance(d, int) for d in data):
            result.outputs = [tuple(d for d in data if d != 1)]
        return result
    assert axes is not None
    positions: set[int] = set()
    for axis in axes:
        position = normalize_axis(axis, rank)
        if position is None:
            result.problems.append(_axis_problem("axes", axis, rank, -rank, rank - 1))
            return result
        dim = data[position]
        if isinstance(dim, int) and dim != 1:
            result.problems.append(
                ShapeProblem(
                    "OXS507",
                    f"cannot squeeze dimension {position} of {format_shape(data)}: its size is {dim}, not 1",
                    1 if version >= 13 else None,
                    None if version >= 13 else "axes",
                )
            )
            return result
        positions.add(position)
    result.outputs = [tuple(d for i, d in enumerate(data) if i not in positions)]
    source = elements(args[0])
    if source is not None and rank == 1 and len(source) == 1:
        result.elems = [source]
    return result


@rule("Unsqueeze")
def _unsqueeze(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    _given, axes = _axes_of(args, attributes, version)
    result = ShapeResult([None])
    if data is None or axes is None:
        return result
    rank = len(data) + len(axes)
    positions: set[int] = set()
    for axis in axes:
        position = normalize_axis(axis, rank)
        if position is None:
            result.problems.append(_axis_problem("axes", axis, rank, -rank, rank - 1))
            return result
        positions.add(position)
    rest = iter(data)
    result.outputs = [tuple(1 if i in positions else next(rest) for i in range(rank))]
    source = elements(args[0])
    if source is not None and len(data) == 0 and rank == 1:
        result.elems = [source]
    return result


@rule("Flatten")
def _flatten(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    axis = _attr_int(attributes, "axis", 1)
    result = ShapeResult([(None, None)])
    if data is None or axis is None:
        return result
    rank = len(data)
    if not -rank <= axis <= rank:
        result.problems.append(_axis_problem("axis", axis, rank, -rank, rank))
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


@rule("Split")
def _split(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    axis = _attr_int(attributes, "axis", 0) or 0
    result = ShapeResult([None] * n)
    if data is None:
        return result
    rank = len(data)
    position = normalize_axis(axis, rank)
    if position is None:
        result.problems.append(_axis_problem("axis", axis, rank, -rank, rank - 1))
        return result
    sizes: list[int] | None
    if version >= 13:
        sizes = _ints(args[1]) if len(args) > 1 and args[1] is not None else None
        if len(args) > 1 and args[1] is not None and sizes is None:
            result.outputs = [_with(data, position, None)] * n
            return result
    else:
        sizes = _attr_ints(attributes, "split")
    dim = data[position]
    if sizes is not None:
        if isinstance(dim, int) and sum(sizes) != dim:
            result.problems.append(
                ShapeProblem(
                    "OXS507",
                    f"split sizes {sizes} add up to {sum(sizes)}, but dimension {position} has size {dim}",
                    1 if version >= 13 else None,
                    None if version >= 13 else "split",
                )
            )
            return result
        if len(sizes) == n:
            result.outputs = [_with(data, position, s) for s in sizes]
        return result
    count = _attr_int(attributes, "num_outputs", None) or n
    if isinstance(dim, int) and count:
        if version >= 18:
            chunk = -(-dim // count)
            parts = [min(chunk, max(0, dim - chunk * i)) for i in range(count)]
        elif dim % count == 0:
            parts = [dim // count] * count
        else:
            return result
        if len(parts) == n:
            result.outputs = [_with(data, position, p) for p in parts]
        return result
    result.outputs = [_with(data, position, None)] * n
    return result


def _with(shape: tuple[Dim, ...], position: int, dim: Dim) -> Shape:
    out = list(shape)
    out[position] = dim
    return tuple(out)


@rule("ConstantOfShape")
def _constant_of_shape(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    target = args[0] if args else None
    if target is None:
        return ShapeResult([None])
    wanted = target.elems
    if wanted is None:
        values = _ints(target)
        wanted = tuple(values) if values is not None else None
    if wanted is None:
        if target.shape and isinstance(target.shape[0], int):
            return ShapeResult([(None,) * target.shape[0]])
        return ShapeResult([None])
    return ShapeResult([tuple(wanted)])


@rule("Range")
def _range(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    values = [a.const if a is not None else None for a in args[:3]]
    if len(values) == 3 and all(v is not None and v.size == 1 for v in values):
        start, limit, delta = (float(v.reshape(-1)[0]) for v in values)  # type: ignore[union-attr]
        if delta != 0:
            return ShapeResult([(max(0, math.ceil((limit - start) / delta)),)])
    return ShapeResult([(None,)])


@rule("Tile")
def _tile(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult:
    data = _shape(args, 0)
    repeats = _ints(args[1]) if len(args) > 1 else None
    if data is None:
        return ShapeResult([None])
    if repeats is None or len(repeats) != len(data):
        return ShapeResult([(None,) * len(data)])
    out = tuple(
        d * r if isinstance(d, int) else (d if r == 1 else None)
        for d, r in zip(data, repeats, strict=False)
    )
    return ShapeResult([out])


@rule("Constant")
def _constant(
    args: Sequence[Arg | None], attributes: Mapping[str, Any], version: int, n: int
) -> ShapeResult | None:
    value = constant_value(attributes)
    if value is None:
        return None
    elems = (
        tuple(int(v) for v in value.reshape(-1))
        if value.dtype.kind in "iu" and value.ndim <= 1
        else None
    )
    return ShapeResult([tuple(value.shape)], elems=[elems])


def constant_value(attributes: Mapping[str, Any]) -> np.ndarray | None:
    """The value of a ``Constant`` node from whichever attribute holds it."""
    if "value" in attributes:
        value = attributes["value"]
        if isinstance(value, np.ndarray):
            return value
        try:
            import onnx.numpy_helper

            return np.asarray(onnx.numpy_helper.to_array(value))
        except Exception:
            return None
    simple = {
        "value_int": np.int64,
        "value_ints": np.int64,
        "value_float": np.float32,
        "value_floats": np.float32,
    }
    for name, dtype in simple.items():
        if name in attributes and not _is_reference(attributes[name]):
            return np.asarray(attributes[name], dtype=dtype)
    for name in ("value_string", "value_strings"):
        if name in attributes and not _is_reference(attributes[name]):
            return np.asarray(attributes[name], dtype=object)
    return None


def _is_reference(value: Any) -> bool:
    return not isinstance(value, (int, float, str, bytes, list, tuple, np.ndarray, np.generic))
