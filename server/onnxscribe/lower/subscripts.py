"""Lowering subscripts with numpy's meaning: Gather, one Slice, Unsqueeze.

``x[0]`` gathers (the rank drops), ``x[1:3, ::-1]`` is one Slice over the sliced axes,
``x[..., 0]`` counts axes from the end, ``x[None]`` unsqueezes. Static parts fold into constants.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

import numpy as np

from onnxscribe.core.diagnostics import Span
from onnxscribe.core.types import SequenceValueType, TensorValueType
from onnxscribe.graph_ir.nodes import Value
from onnxscribe.lower.expressions import as_value, lower_expr
from onnxscribe.lower.lowering import Lowering, rank_of_type
from onnxscribe.lower.operands import AttrOperand, Operand, Poison, PyConst

INT64_MAX = np.iinfo(np.int64).max
INT64_MIN = np.iinfo(np.int64).min
AXES_AS_INPUT = 13
"""The ai.onnx version from which Unsqueeze takes its axes as an input (an attribute before)."""
SLICE_INPUTS = 10
"""The ai.onnx version from which Slice takes its bounds as inputs and has steps."""
NEGATIVE_GATHER = 11
"""The ai.onnx version from which Gather accepts negative indices."""
NEGATIVE_AXES = 11
"""The ai.onnx version from which Slice and Unsqueeze accept negative axes."""
_INDEXING = "indexing with `x[i]`"
_NEW_AXIS = "a new axis `x[None]`"
_SLICING = "slicing with `x[a:b]`"


@dataclass
class _Slice:
    axis: int
    start: Operand | None
    stop: Operand | None
    step: Operand | None
    node: ast.Slice


@dataclass
class _Index:
    axis: int
    index: Operand
    node: ast.expr


def lower_subscript(ctx: Lowering, node: ast.Subscript) -> Operand:
    base = lower_expr(ctx, node.value)
    span = ctx.span(node)
    items = list(node.slice.elts) if isinstance(node.slice, ast.Tuple) else [node.slice]
    if isinstance(base, Poison):
        return base
    if isinstance(base, PyConst) and base.value is not None:
        index = lower_expr(ctx, node.slice) if not isinstance(node.slice, ast.Slice) else None
        if isinstance(index, PyConst):
            try:
                result = base.value[index.value]
            except Exception as error:
                return ctx.report(
                    "OXS114", f"this constant subscript fails in Python: {error}", node
                )
            return PyConst(result, span)
    value = as_value(ctx, base, node.value)
    if value is None:
        return Poison(span)
    if isinstance(value.type, SequenceValueType):
        if len(items) != 1 or isinstance(items[0], ast.Slice):
            return ctx.report("OXS114", "a sequence is indexed by one position: seq[i]", node)
        position = _index_value(ctx, lower_expr(ctx, items[0]), items[0])
        if position is None:
            return Poison(span)
        return ctx.onnx_op("SequenceAt", [value, position], span, "indexing a sequence")
    ellipsis = [i for i, item in enumerate(items) if _is_ellipsis(item)]
    if len(ellipsis) > 1:
        return ctx.report("OXS114", "a subscript can have only one ...", node)
    before = items[: ellipsis[0]] if ellipsis else items
    after = items[ellipsis[0] + 1 :] if ellipsis else []
    slices: list[_Slice] = []
    indices: list[_Index] = []
    new_axes: list[int] = []
    ok = True
    axis = 0
    produced = 0
    for item in before:
        ok &= _classify(ctx, item, axis, produced, slices, indices, new_axes)
        if not _is_none(item):
            axis += 1
        if _keeps_axis(item):
            produced += 1
    after_consumed = sum(1 for item in after if not _is_none(item))
    axis = -after_consumed
    produced_after = [i for i in after if _keeps_axis(i)]
    remaining = len(produced_after)
    for item in after:
        ok &= _classify(ctx, item, axis, -remaining, slices, indices, new_axes)
        if not _is_none(item):
            axis += 1
        if _keeps_axis(item):
            remaining -= 1
    if not ok:
        return Poison(span)
    result = value
    if slices:
        sliced = _lower_slices(ctx, result, slices, span)
        if sliced is None:
            return Poison(span)
        result = sliced
    positive = sorted((i for i in indices if i.axis >= 0), key=lambda i: -i.axis)
    negative = sorted((i for i in indices if i.axis < 0), key=lambda i: i.axis)
    for gathered in [*positive, *negative]:
        if (
            gathered.axis >= 0
            and _negative_constant(gathered.index)
            and ctx.default_opset.version < NEGATIVE_GATHER
        ):
            result = _take_from_end(ctx, result, gathered, span)
            continue
        position = _index_value(ctx, gathered.index, gathered.node)
        if position is None:
            return Poison(span)
        result = ctx.onnx_op("Gather", [result, position], span, _INDEXING, axis=gathered.axis)
    if new_axes:
        if ctx.default_opset.version < AXES_AS_INPUT:
            rank = rank_of_type(result.type)
            positive_axes = _positive_axes(
                ctx,
                new_axes,
                rank + len(new_axes) if rank is not None else None,
                _NEW_AXIS,
                "Unsqueeze",
                span,
            )
            if positive_axes is None:
                return Poison(span)
            result = ctx.onnx_op("Unsqueeze", [result], span, _NEW_AXIS, axes=positive_axes)
        else:
            axes = ctx.constant(np.array(new_axes, dtype=np.int64), span)
            result = ctx.onnx_op("Unsqueeze", [result, axes], span, _NEW_AXIS)
    return result


def _is_ellipsis(item: ast.expr) -> bool:
    return isinstance(item, ast.Constant) and item.value is Ellipsis


def _is_none(item: ast.expr) -> bool:
    return isinstance(item, ast.Constant) and item.value is None


def _keeps_axis(item: ast.expr) -> bool:
    """True for items that make an axis of the result (slices and None)."""
    return isinstance(item, ast.Slice) or _is_none(item)


def _classify(
    ctx: Lowering,
    item: ast.expr,
    axis: int,
    produced: int,
    slices: list[_Slice],
    indices: list[_Index],
    new_axes: list[int],
) -> bool:
    if _is_none(item):
        new_axes.append(produced)
        return True
    if isinstance(item, ast.Slice):
        parts = [
            lower_expr(ctx, p) if p is not None else None
            for p in (item.lower, item.upper, item.step)
        ]
        if any(isinstance(p, Poison) for p in parts):
            return False
        slices.append(_Slice(axis, parts[0], parts[1], parts[2], item))
        return True
    operand = lower_expr(ctx, item)
    if isinstance(operand, Poison):
        return False
    if isinstance(operand, PyConst) and isinstance(operand.value, (list, tuple)):
        ctx.report("OXS114", "indexing with a list is not supported; use op.Gather", item)
        return False
    if isinstance(operand, PyConst) and not isinstance(operand.value, (int, np.integer)):
        ctx.report("OXS114", f"an index must be an integer, not {operand.value!r}", item)
        return False
    indices.append(_Index(axis, operand, item))
    return True


def _index_value(ctx: Lowering, operand: Operand, node: ast.expr) -> Value | None:
    if isinstance(operand, PyConst):
        if isinstance(operand.value, bool) or not isinstance(operand.value, (int, np.integer)):
            ctx.report("OXS114", "an index must be an integer", node)
            return None
        return ctx.constant(np.array(operand.value, dtype=np.int64), operand.span)
    if isinstance(operand, AttrOperand):
        return ctx.materialize(operand)
    return as_value(ctx, operand, node, "an index")


def _lower_slices(ctx: Lowering, value: Value, slices: list[_Slice], span: Span) -> Value | None:
    starts: list[Operand] = []
    ends: list[Operand] = []
    steps: list[Operand] = []
    axes: list[int] = []
    for part in slices:
        step = part.step
        step_const = step.value if isinstance(step, PyConst) else (1 if step is None else None)
        if step_const == 0:
            ctx.report("OXS114", "a slice step cannot be zero", part.node)
            return None
        backwards = step_const is not None and step_const < 0
        if step is not None and step_const is None:
            ctx.report(
                "OXS114",
                "a slice step must be known at conversion time (its sign decides the default bounds)",
                part.node,
            )
            return None
        if part.start is None and part.stop is None and step_const == 1:
            continue
        starts.append(
            part.start if part.start is not None else PyConst(INT64_MAX if backwards else 0, span)
        )
        ends.append(
            part.stop
            if part.stop is not None
            else PyConst(INT64_MIN if backwards else INT64_MAX, span)
        )
        steps.append(PyConst(step_const, span))
        axes.append(part.axis)
    if not axes:
        return value
    if ctx.default_opset.version < SLICE_INPUTS:
        return _attribute_slice(ctx, value, starts, ends, steps, axes, span)
    positive = _positive_axes(ctx, axes, rank_of_type(value.type), _SLICING, "Slice", span)
    if positive is None:
        return None
    axes = positive
    start_value = _vector(ctx, starts, span)
    end_value = _vector(ctx, ends, span)
    if start_value is None or end_value is None:
        return None
    inputs = [value, start_value, end_value, ctx.constant(np.array(axes, dtype=np.int64), span)]
    if any(s.value != 1 for s in steps if isinstance(s, PyConst)):
        inputs.append(
            ctx.constant(
                np.array([s.value for s in steps if isinstance(s, PyConst)], dtype=np.int64), span
            )
        )
    return _keep_rank(ctx.onnx_op("Slice", inputs, span, _SLICING), value)


def _negative_constant(operand: Operand) -> bool:
    value = operand.value if isinstance(operand, PyConst) else None
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool) and bool(value < 0)


def _take_from_end(ctx: Lowering, value: Value, index: _Index, span: Span) -> Value:
    """``x[-k]`` before Gather accepts negative indices: a one-element Slice (which counts
    negative bounds from the end), then Squeeze of that axis."""
    assert isinstance(index.index, PyConst)
    start = int(index.index.value)
    stop = start + 1 if start < -1 else INT64_MAX
    version = ctx.default_opset.version
    if version < SLICE_INPUTS:
        taken = ctx.onnx_op(
            "Slice", [value], span, _INDEXING, starts=[start], ends=[stop], axes=[index.axis]
        )
    else:
        bounds = [ctx.constant(np.array([b], dtype=np.int64), span) for b in (start, stop)]
        axes = ctx.constant(np.array([index.axis], dtype=np.int64), span)
        taken = ctx.onnx_op("Slice", [value, *bounds, axes], span, _INDEXING)
    _keep_rank(taken, value)
    result = ctx.onnx_op("Squeeze", [taken], span, _INDEXING, axes=[index.axis])
    rank = rank_of_type(value.type)
    if rank is not None and rank > 0:
        dtype = result.type.dtype if isinstance(result.type, TensorValueType) else None
        result.type = TensorValueType(dtype, (None,) * (rank - 1))
    return result


def _positive_axes(
    ctx: Lowering, axes: list[int], rank: int | None, construct: str, op_type: str, span: Span
) -> list[int] | None:
    """Axes counted from the front, for versions before 11 (whose Slice and Unsqueeze do not
    accept negative axes); None, reported, when that needs a rank that is not known."""
    if ctx.default_opset.version >= NEGATIVE_AXES or all(axis >= 0 for axis in axes):
        return axes
    if rank is None:
        ctx.report(
            "OXS302",
            f"{construct} after `...` on a value of unknown rank needs {op_type} with negative "
            f"axes, which ai.onnx version {ctx.default_opset.version} does not have; it exists "
            f"in versions {NEGATIVE_AXES} and later",
            span,
            hint='annotate the value\'s rank (for example X: FLOAT["N", "M"]) or import '
            "opset11 or newer",
        )
        return None
    return [axis + rank if axis < 0 else axis for axis in axes]


def _keep_rank(result: Value, value: Value) -> Value:
    rank = rank_of_type(value.type)
    if rank is not None:
        dtype = result.type.dtype if isinstance(result.type, TensorValueType) else None
        result.type = TensorValueType(dtype, (None,) * rank)
    return result


def _attribute_slice(
    ctx: Lowering,
    value: Value,
    starts: list[Operand],
    ends: list[Operand],
    steps: list[Operand],
    axes: list[int],
    span: Span,
) -> Value | None:
    """Slice before ai.onnx version 10: bounds are attributes (known at conversion time) and
    the step is always 1."""
    version = ctx.default_opset.version
    bounds = [p.value if isinstance(p, PyConst) else None for p in [*starts, *ends]]
    if not all(isinstance(b, (int, np.integer)) and not isinstance(b, bool) for b in bounds):
        ctx.report(
            "OXS302",
            f"{_SLICING} with bounds computed at run time needs Slice with bounds as inputs, "
            f"which ai.onnx version {version} does not have (its Slice takes constant bounds); "
            f"it exists in versions {SLICE_INPUTS} and later",
            span,
            hint="use constant bounds or import opset10 or newer",
        )
        return None
    if any(isinstance(s, PyConst) and s.value != 1 for s in steps):
        ctx.report(
            "OXS302",
            f"{_SLICING} with a step needs Slice with steps, which ai.onnx version {version} "
            f"does not have; it exists in versions {SLICE_INPUTS} and later",
            span,
            hint="import opset10 or newer",
        )
        return None
    positive = _positive_axes(ctx, axes, rank_of_type(value.type), _SLICING, "Slice", span)
    if positive is None:
        return None
    count = len(axes)
    result = ctx.onnx_op(
        "Slice",
        [value],
        span,
        _SLICING,
        starts=[int(b) for b in bounds[:count]],  # type: ignore[arg-type]  # the bounds were checked to be ints above
        ends=[int(b) for b in bounds[count:]],  # type: ignore[arg-type]  # the bounds were checked to be ints above
        axes=positive,
    )
    return _keep_rank(result, value)


def _vector(ctx: Lowering, parts: list[Operand], span: Span) -> Value | None:
    """A 1-D INT64 value of the parts: one constant when they are all known."""
    if all(isinstance(p, PyConst) for p in parts):
        values = [p.value for p in parts if isinstance(p, PyConst)]
        if not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in values):
            ctx.report("OXS114", "slice bounds must be integers", span)
            return None
        return ctx.constant(np.array(values, dtype=np.int64), span)
    pieces: list[Value] = []
    for part in parts:
        if isinstance(part, PyConst):
            pieces.append(ctx.constant(np.array([part.value], dtype=np.int64), span))
            continue
        scalar = (
            ctx.materialize(part, dtype=7)
            if isinstance(part, AttrOperand)
            else as_value(ctx, part, span, "a slice bound")
        )
        if scalar is None:
            return None
        rank = rank_of_type(scalar.type)
        if rank == 1:
            pieces.append(scalar)
        else:
            pieces.append(
                ctx.onnx_op(
                    "Reshape",
                    [scalar, ctx.constant(np.array([-1], dtype=np.int64), span)],
                    span,
                    _SLICING,
                )
            )
    if len(pieces) == 1:
        return pieces[0]
    return ctx.onnx_op("Concat", pieces, span, _SLICING, axis=0)
