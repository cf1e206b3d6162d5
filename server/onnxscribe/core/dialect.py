"""The one table of the dialect's Python operators and subscripts and the ONNX ops they mean.

The converter lowers ``a // b`` and eager mode evaluates ``Tensor.__floordiv__`` with the same
entry, so a script function computes the same thing either way by construction. An entry gives
the Python function (for folding constants), and for an element type the ops to apply: the first
to the operands, each later one to the result of the one before (``//`` on floats is
``Floor(Div(a, b))``, ``!=`` is ``Not(Equal(a, b))``).
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import EllipsisType
from typing import Any, Generic, TypeVar

from onnxscribe.core import dtypes
from onnxscribe.core.types import is_float, is_integer

BOOL = dtypes.BOOL


@dataclass(frozen=True)
class Step:
    """One op of an operator's meaning, with its attributes."""

    op_type: str
    attributes: tuple[tuple[str, Any], ...] = ()

    @property
    def keywords(self) -> dict[str, Any]:
        return dict(self.attributes)


@dataclass(frozen=True)
class Meaning:
    """The ops an operator means for one element type, and how a message names that case."""

    steps: tuple[Step, ...]
    qualifier: str = ""
    """Appended to "the operator `&`" where the meaning depends on the type (" on integers")."""


@dataclass(frozen=True)
class Operator:
    """A Python operator of the dialect."""

    symbol: str
    python: Callable[..., Any]
    """What Python computes, for operands known at conversion time."""
    word: str = "operator"
    """"operator" or "comparison", as messages name it."""
    fixed: tuple[Step, ...] = ()
    """The meaning when it does not depend on the element type."""
    by_type: dict[str, Meaning] = field(default_factory=dict)
    """Otherwise the meaning by kind of element type: "bool", "integer", "float"."""
    requirement: str = ""
    """What a type-dependent operator needs, for the message when the type does not fit."""

    def meaning(self, dtype: int | None) -> Meaning | None:
        """The ops for operands of element type ``dtype``; None when the meaning depends on an
        element type that is unknown or that the operator is not defined for."""
        if self.fixed:
            return Meaning(self.fixed)
        return self.by_type.get(_kind(dtype)) if dtype is not None else None

    @property
    def construct(self) -> str:
        return f"the {self.word} `{self.symbol}`"


def _kind(dtype: int) -> str:
    if dtype == BOOL:
        return "bool"
    if is_integer(dtype):
        return "integer"
    if is_float(dtype):
        return "float"
    return "other"


def _steps(*ops: str | tuple[str, dict[str, Any]]) -> tuple[Step, ...]:
    steps = []
    for op in ops:
        if isinstance(op, str):
            steps.append(Step(op))
        else:
            name, attributes = op
            steps.append(Step(name, tuple(sorted(attributes.items()))))
    return tuple(steps)


def _logical(symbol: str, python: Callable[..., Any], logical: str, bitwise: str) -> Operator:
    return Operator(
        symbol,
        python,
        by_type={
            "bool": Meaning(_steps(logical), " on BOOL values"),
            "integer": Meaning(_steps(bitwise), " on integers"),
        },
        requirement=f"{logical} for BOOL, {bitwise} for integers",
    )


BINARY: dict[str, Operator] = {
    operator_.symbol: operator_
    for operator_ in (
        Operator("+", operator.add, fixed=_steps("Add")),
        Operator("-", operator.sub, fixed=_steps("Sub")),
        Operator("*", operator.mul, fixed=_steps("Mul")),
        Operator("/", operator.truediv, fixed=_steps("Div")),
        Operator("**", operator.pow, fixed=_steps("Pow")),
        Operator("@", operator.matmul, fixed=_steps("MatMul")),
        Operator(
            "//",
            operator.floordiv,
            by_type={
                "integer": Meaning(_steps("Div")),
                "float": Meaning(_steps("Div", "Floor")),
            },
            requirement="Div for integers, Floor(Div) for floats",
        ),
        Operator(
            "%",
            operator.mod,
            by_type={
                "integer": Meaning(_steps("Mod")),
                "float": Meaning(_steps(("Mod", {"fmod": 1}))),
            },
            requirement="Mod, with fmod=1 for floats",
        ),
        Operator("<<", operator.lshift, fixed=_steps(("BitShift", {"direction": "LEFT"}))),
        Operator(">>", operator.rshift, fixed=_steps(("BitShift", {"direction": "RIGHT"}))),
        _logical("&", operator.and_, "And", "BitwiseAnd"),
        _logical("|", operator.or_, "Or", "BitwiseOr"),
        _logical("^", operator.xor, "Xor", "BitwiseXor"),
    )
}
"""``a <symbol> b``."""

COMPARISONS: dict[str, Operator] = {
    operator_.symbol: operator_
    for operator_ in (
        Operator("<", operator.lt, "comparison", _steps("Less")),
        Operator("<=", operator.le, "comparison", _steps("LessOrEqual")),
        Operator(">", operator.gt, "comparison", _steps("Greater")),
        Operator(">=", operator.ge, "comparison", _steps("GreaterOrEqual")),
        Operator("==", operator.eq, "comparison", _steps("Equal")),
        Operator("!=", operator.ne, "comparison", _steps("Equal", "Not")),
    )
}
"""``a <symbol> b`` where the result is BOOL."""

UNARY: dict[str, Operator] = {
    operator_.symbol: operator_
    for operator_ in (
        Operator("-", operator.neg, fixed=_steps("Neg")),
        Operator(
            "~",
            operator.invert,
            by_type={
                "bool": Meaning(_steps("Not"), " on BOOL values"),
                "integer": Meaning(_steps("BitwiseNot"), " on integers"),
            },
            requirement="Not for BOOL, BitwiseNot for integers",
        ),
    )
}
"""``<symbol> a`` (``+a`` is ``a`` itself; ``not a`` is scalar logic, not an operator here)."""

AST_BINARY: dict[type[ast.operator], str] = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.Pow: "**",
    ast.MatMult: "@",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.BitAnd: "&",
    ast.BitOr: "|",
    ast.BitXor: "^",
}

AST_COMPARISONS: dict[type[ast.cmpop], str] = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
}


# --------------------------------------------------------------------------- subscripts
#
# ``x[1:3, ::-1]``, ``x[0]``, ``x[..., None]`` mean what they mean in numpy, built from ONNX ops:
# one Slice over every sliced axis, then a Gather per integer index (rank drops), then one
# Unsqueeze for the new axes. The converter lowers a subscript and eager ``Tensor.__getitem__``
# evaluates it with the steps of the same plan; each supplies its own operands (IR values or
# arrays) for the parts that are not plain ints.

INT64_MAX = 2**63 - 1
INT64_MIN = -(2**63)
AXES_AS_INPUT = 13
"""The ai.onnx version from which Unsqueeze takes its axes as an input (an attribute before)."""
SLICE_INPUTS = 10
"""The ai.onnx version from which Slice takes its bounds as inputs and has steps."""
NEGATIVE_GATHER = 11
"""The ai.onnx version from which Gather accepts negative indices."""
NEGATIVE_AXES = 11
"""The ai.onnx version from which Slice and Unsqueeze accept negative axes."""

INDEXING = "indexing with `x[i]`"
NEW_AXIS = "a new axis `x[None]`"
SLICING = "slicing with `x[a:b]`"

T = TypeVar("T")


@dataclass(frozen=True)
class SliceItem(Generic[T]):
    """``start:stop:step``; a bound is an int, an operand (known at run time), or None."""

    start: int | T | None
    stop: int | T | None
    step: int = 1
    """Known when the subscript is built: its sign decides the default bounds."""


@dataclass(frozen=True)
class IndexItem(Generic[T]):
    """An integer index (a scalar takes the axis away; a tensor of indices gathers along it)."""

    index: T
    constant: int | None = None
    """The index when it is a known int (a negative one before Gather counted from the end is
    a one-element Slice)."""
    rank: int | None = 0
    """The index's rank: 0 for one position, 1 for a vector of them, None when unknown."""


SubscriptItem = SliceItem[T] | IndexItem[T] | None | EllipsisType
"""One part of a subscript: a slice, an index, ``None`` (a new axis) or ``...``."""


@dataclass(frozen=True)
class Ints:
    """A constant INT64 input: a vector (a tuple) or a scalar (an int)."""

    values: tuple[int, ...] | int


@dataclass(frozen=True)
class Bounds(Generic[T]):
    """A 1-D INT64 input of one entry per sliced axis: ints, or operands known at run time."""

    parts: tuple[int | T, ...]


@dataclass(frozen=True)
class SubscriptStep(Generic[T]):
    """One op of a subscript, applied to the result of the step before (the subscripted value
    first); ``inputs`` follow that value."""

    op_type: str
    inputs: tuple[Ints | Bounds[T] | IndexItem[T], ...]
    attributes: tuple[tuple[str, Any], ...]
    construct: str
    """What the step does, for messages: one of INDEXING, NEW_AXIS, SLICING."""
    axis: int | None = None
    """For a step that takes an index (Gather, or the Slice standing in for it): its axis."""
    item: int | None = None
    """For such a step: the position of its index in the subscript."""

    @property
    def keywords(self) -> dict[str, Any]:
        return dict(self.attributes)


@dataclass(frozen=True)
class SubscriptProblem:
    """Why a subscript has no steps: OXS114 (not a subscript of the dialect) or OXS302 (the
    ai.onnx version in force lacks what it needs)."""

    code: str
    message: str
    item: int | None = None
    """The part of the subscript to blame (None: the whole subscript)."""
    hint: str | None = None


def subscript_steps(
    items: Sequence[SubscriptItem[T]], version: int, rank: int | None
) -> list[SubscriptStep[T]] | SubscriptProblem:
    """The ops of ``x[items]`` at ai.onnx version ``version`` for ``x`` of rank ``rank`` (None:
    unknown), or why there are none."""
    ellipses = [i for i, item in enumerate(items) if item is Ellipsis]
    if len(ellipses) > 1:
        return SubscriptProblem("OXS114", "a subscript can have only one ...")
    split = ellipses[0] if ellipses else len(items)
    before = list(enumerate(items[:split]))
    after = list(enumerate(items[split + 1 :], split + 1)) if ellipses else []
    slices: list[tuple[int, int, SliceItem[T]]] = []
    indices: list[tuple[int, int, IndexItem[T]]] = []
    new_axes: list[int] = []
    # Axes before `...` count from the front, axes after it from the back: the rank need not
    # be known. `axis` counts the axes of x, `produced` those of the result.
    axis = produced = 0
    for position, item in before:
        _place(item, position, axis, produced, slices, indices, new_axes)
        axis += item is not None
        produced += _result_axes(item)
    axis = -sum(1 for _, item in after if item is not None)
    produced = -sum(_result_axes(item) for _, item in after)
    for position, item in after:
        _place(item, position, axis, produced, slices, indices, new_axes)
        axis += item is not None
        produced += _result_axes(item)
    steps: list[SubscriptStep[T]] = []
    sliced = _slice_step(slices, version, rank)
    if isinstance(sliced, SubscriptProblem):
        return sliced
    if sliced is not None:
        steps.append(sliced)
    positive = sorted((i for i in indices if i[0] >= 0), key=lambda i: -i[0])
    negative = sorted((i for i in indices if i[0] < 0), key=lambda i: i[0])
    for index_axis, position, index in [*positive, *negative]:
        constant = index.constant
        if index_axis >= 0 and constant is not None and constant < 0 and version < NEGATIVE_GATHER:
            steps.extend(_take_from_end(index_axis, position, constant, version))
        else:
            steps.append(
                SubscriptStep(
                    "Gather", (index,), (("axis", index_axis),), INDEXING, index_axis, position
                )
            )
    if new_axes:
        if version < AXES_AS_INPUT:
            gathered = [index.rank for _, _, index in indices]
            unsqueeze_rank = (
                None
                if rank is None or None in gathered
                else rank + sum(r - 1 for r in gathered if r is not None) + len(new_axes)
            )
            found = _positive_axes(new_axes, unsqueeze_rank, version, NEW_AXIS, "Unsqueeze")
            if isinstance(found, SubscriptProblem):
                return found
            steps.append(SubscriptStep("Unsqueeze", (), (("axes", tuple(found)),), NEW_AXIS))
        else:
            steps.append(SubscriptStep("Unsqueeze", (Ints(tuple(new_axes)),), (), NEW_AXIS))
    return steps


def _result_axes(item: SubscriptItem[T]) -> int:
    """How many axes of the result an item makes: a slice or new axis one, an index its rank
    (none for one position; an unknown rank counts as none)."""
    if isinstance(item, IndexItem):
        return item.rank or 0
    return int(item is None or isinstance(item, SliceItem))


def _place(
    item: SubscriptItem[T],
    position: int,
    axis: int,
    produced: int,
    slices: list[tuple[int, int, SliceItem[T]]],
    indices: list[tuple[int, int, IndexItem[T]]],
    new_axes: list[int],
) -> None:
    if item is None:
        new_axes.append(produced)
    elif isinstance(item, SliceItem):
        slices.append((axis, position, item))
    elif isinstance(item, IndexItem):
        indices.append((axis, position, item))


def _slice_step(
    slices: list[tuple[int, int, SliceItem[T]]], version: int, rank: int | None
) -> SubscriptStep[T] | SubscriptProblem | None:
    """One Slice over every axis a slice narrows or reverses (``:`` alone needs none)."""
    starts: list[int | T] = []
    ends: list[int | T] = []
    steps: list[int] = []
    axes: list[int] = []
    for axis, position, item in slices:
        if item.step == 0:
            return SubscriptProblem("OXS114", "a slice step cannot be zero", position)
        if item.start is None and item.stop is None and item.step == 1:
            continue
        backwards = item.step < 0
        starts.append(item.start if item.start is not None else INT64_MAX if backwards else 0)
        ends.append(item.stop if item.stop is not None else INT64_MIN if backwards else INT64_MAX)
        steps.append(item.step)
        axes.append(axis)
    if not axes:
        return None
    if version < SLICE_INPUTS:
        known = [b for b in [*starts, *ends] if isinstance(b, int) and not isinstance(b, bool)]
        if len(known) != 2 * len(axes):
            return SubscriptProblem(
                "OXS302",
                f"{SLICING} with bounds computed at run time needs Slice with bounds as inputs, "
                f"which ai.onnx version {version} does not have (its Slice takes constant "
                f"bounds); it exists in versions {SLICE_INPUTS} and later",
                hint="use constant bounds or import opset10 or newer",
            )
        if any(step != 1 for step in steps):
            return SubscriptProblem(
                "OXS302",
                f"{SLICING} with a step needs Slice with steps, which ai.onnx version {version} "
                f"does not have; it exists in versions {SLICE_INPUTS} and later",
                hint="import opset10 or newer",
            )
    positive = _positive_axes(axes, rank, version, SLICING, "Slice")
    if isinstance(positive, SubscriptProblem):
        return positive
    if version < SLICE_INPUTS:
        count = len(axes)
        attributes = (
            ("starts", tuple(known[:count])),
            ("ends", tuple(known[count:])),
            ("axes", tuple(positive)),
        )
        return SubscriptStep("Slice", (), attributes, SLICING)
    inputs: tuple[Ints | Bounds[T] | IndexItem[T], ...] = (
        Bounds(tuple(starts)),
        Bounds(tuple(ends)),
        Ints(tuple(positive)),
    )
    if any(step != 1 for step in steps):
        inputs = (*inputs, Ints(tuple(steps)))
    return SubscriptStep("Slice", inputs, (), SLICING)


def _take_from_end(axis: int, position: int, index: int, version: int) -> list[SubscriptStep[T]]:
    """``x[-k]`` before Gather accepts negative indices: a one-element Slice (which counts
    negative bounds from the end), then Squeeze of that axis."""
    stop = index + 1 if index < -1 else INT64_MAX
    if version < SLICE_INPUTS:
        attributes = (("starts", (index,)), ("ends", (stop,)), ("axes", (axis,)))
        taken = SubscriptStep[T]("Slice", (), attributes, INDEXING, axis, position)
    else:
        inputs = (Ints((index,)), Ints((stop,)), Ints((axis,)))
        taken = SubscriptStep[T]("Slice", inputs, (), INDEXING, axis, position)
    return [taken, SubscriptStep("Squeeze", (), (("axes", (axis,)),), INDEXING)]


def _positive_axes(
    axes: list[int], rank: int | None, version: int, construct: str, op_type: str
) -> list[int] | SubscriptProblem:
    """Axes counted from the front, for versions before 11 (whose Slice and Unsqueeze do not
    accept negative axes); a problem when that needs a rank that is not known."""
    if version >= NEGATIVE_AXES or all(axis >= 0 for axis in axes):
        return axes
    if rank is None:
        return SubscriptProblem(
            "OXS302",
            f"{construct} after `...` on a value of unknown rank needs {op_type} with negative "
            f"axes, which ai.onnx version {version} does not have; it exists in versions "
            f"{NEGATIVE_AXES} and later",
            hint='annotate the value\'s rank (for example X: FLOAT["N", "M"]) or import '
            "opset11 or newer",
        )
    return [axis + rank if axis < 0 else axis for axis in axes]
