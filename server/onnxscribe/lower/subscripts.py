"""Lowering subscripts with numpy's meaning: the steps of the dialect's subscript plan.

``x[0]`` gathers (the rank drops), ``x[1:3, ::-1]`` is one Slice over the sliced axes,
``x[..., 0]`` counts axes from the end, ``x[None]`` unsqueezes (``core/dialect.subscript_steps``,
which eager ``Tensor.__getitem__`` evaluates too). Static parts fold into constants.
"""

from __future__ import annotations

import ast
from typing import Any

import numpy as np

from onnxscribe.core import dialect
from onnxscribe.core.diagnostics import Span
from onnxscribe.core.types import SequenceValueType, TensorValueType
from onnxscribe.graph_ir.nodes import Value
from onnxscribe.lower.expressions import as_value, lower_expr
from onnxscribe.lower.lowering import Lowering, rank_of_type
from onnxscribe.lower.operands import AttrOperand, Operand, Poison, PyConst


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
    if sum(1 for item in items if _is_ellipsis(item)) > 1:
        return ctx.report("OXS114", "a subscript can have only one ...", node)
    parts = [_subscript_item(ctx, item) for item in items]
    if any(part is _FAILED for part in parts):
        return Poison(span)
    rank = rank_of_type(ctx.estimated(value))
    planned = dialect.subscript_steps(parts, ctx.default_opset.version, rank)
    if isinstance(planned, dialect.SubscriptProblem):
        where = items[planned.item] if planned.item is not None else span
        return ctx.report(planned.code, planned.message, where, hint=planned.hint)
    result = value
    for step in planned:
        inputs: list[Value | None] = [result]
        for part in step.inputs:
            if isinstance(part, dialect.Ints):
                inputs.append(ctx.constant(np.array(part.values, dtype=np.int64), span))
            elif isinstance(part, dialect.Bounds):
                inputs.append(_vector(ctx, [_bound(p, span) for p in part.parts], span))
            else:
                assert step.item is not None
                inputs.append(_index_value(ctx, part.index, items[step.item]))
            if inputs[-1] is None:
                return Poison(span)
        attributes = {k: list(v) if isinstance(v, tuple) else v for k, v in step.attributes}
        made = ctx.onnx_op(step.op_type, inputs, span, step.construct, **attributes)
        if step.op_type == "Slice":
            _keep_rank(ctx, made, result)
        elif step.op_type == "Squeeze":
            rank = rank_of_type(ctx.estimated(result))
            if rank is not None and rank > 0:
                dtype = made.type.dtype if isinstance(made.type, TensorValueType) else None
                made.type = TensorValueType(dtype, (None,) * (rank - 1))
        result = made
    return result


_FAILED = object()


def _is_ellipsis(item: ast.expr) -> bool:
    return isinstance(item, ast.Constant) and item.value is Ellipsis


def _is_none(item: ast.expr) -> bool:
    return isinstance(item, ast.Constant) and item.value is None


def _known_int(operand: Operand) -> int | None:
    value = operand.value if isinstance(operand, PyConst) else None
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        return int(value)
    return None


def _subscript_item(ctx: Lowering, item: ast.expr) -> Any:
    """The item as a part of the dialect's subscript plan (``_FAILED`` once reported)."""
    if _is_ellipsis(item):
        return Ellipsis
    if _is_none(item):
        return None
    if isinstance(item, ast.Slice):
        bounds = [lower_expr(ctx, p) if p is not None else None for p in (item.lower, item.upper)]
        step = lower_expr(ctx, item.step) if item.step is not None else None
        if any(isinstance(p, Poison) for p in [*bounds, step]):
            return _FAILED
        step_value = 1 if step is None else _known_int(step)
        if step_value is None:
            ctx.report(
                "OXS114",
                "a slice step must be known at conversion time (its sign decides the default bounds)",
                item,
            )
            return _FAILED
        start, stop = (
            None if p is None else (_known_int(p) if _known_int(p) is not None else p)
            for p in bounds
        )
        return dialect.SliceItem(start, stop, step_value)
    operand = lower_expr(ctx, item)
    if isinstance(operand, Poison):
        return _FAILED
    if isinstance(operand, PyConst) and isinstance(operand.value, (list, tuple)):
        ctx.report("OXS114", "indexing with a list is not supported; use op.Gather", item)
        return _FAILED
    if isinstance(operand, PyConst) and not isinstance(operand.value, (int, np.integer)):
        ctx.report("OXS114", f"an index must be an integer, not {operand.value!r}", item)
        return _FAILED
    rank = rank_of_type(ctx.estimated(operand)) if isinstance(operand, Value) else 0
    return dialect.IndexItem(operand, _known_int(operand), rank)


def _bound(part: Any, span: Span) -> Operand:
    return PyConst(part, span) if isinstance(part, int) else part


def _index_value(ctx: Lowering, operand: Operand, node: ast.expr) -> Value | None:
    if isinstance(operand, PyConst):
        if isinstance(operand.value, bool) or not isinstance(operand.value, (int, np.integer)):
            ctx.report("OXS114", "an index must be an integer", node)
            return None
        return ctx.constant(np.array(operand.value, dtype=np.int64), operand.span)
    if isinstance(operand, AttrOperand):
        return ctx.materialize(operand)
    return as_value(ctx, operand, node, "an index")


def _keep_rank(ctx: Lowering, result: Value, value: Value) -> Value:
    rank = rank_of_type(ctx.estimated(value))
    if rank is not None:
        dtype = result.type.dtype if isinstance(result.type, TensorValueType) else None
        result.type = TensorValueType(dtype, (None,) * rank)
    return result


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
        rank = rank_of_type(ctx.estimated(scalar))
        if rank == 1:
            pieces.append(scalar)
        else:
            pieces.append(
                ctx.onnx_op(
                    "Reshape",
                    [scalar, ctx.constant(np.array([-1], dtype=np.int64), span)],
                    span,
                    dialect.SLICING,
                )
            )
    if len(pieces) == 1:
        return pieces[0]
    return ctx.onnx_op("Concat", pieces, span, dialect.SLICING, axis=0)
