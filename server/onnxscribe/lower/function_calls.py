"""Calls of other script functions: arguments to inputs and attributes, one call node."""

from __future__ import annotations

import ast
from typing import Any

from onnxscribe.core.diagnostics import Span
from onnxscribe.core.opcall import attribute_problem
from onnxscribe.core.schemas import AttributeSpec, AttrKind, close_matches
from onnxscribe.core.types import OptionalValueType, TensorValueType, ValueType, has_element_type
from onnxscribe.frontend.env import ScriptCallee
from onnxscribe.graph_ir.nodes import Attribute, AttrRef, CallReference, Value
from onnxscribe.lower.expressions import as_value, lower_expr, report_callee_errors
from onnxscribe.lower.lowering import Lowering
from onnxscribe.lower.operands import AttrOperand, Multi, Operand, Poison, PyConst


def call_script_function(
    ctx: Lowering, callee: ScriptCallee, node: ast.Call, output_count: int | None
) -> Operand:
    span = ctx.span(node)
    function = callee.function_ir
    args = [lower_expr(ctx, arg) for arg in node.args]
    keyword_operands = {k.arg: lower_expr(ctx, k.value) for k in node.keywords if k.arg}
    errors = callee.errors()
    if function is None:
        return report_callee_errors(ctx, callee.name, errors, node.func)
    if errors:  # said once; the call is still typed from the callee's IR, for the editor
        report_callee_errors(ctx, callee.name, errors, node.func)
    if ctx.editor:
        ctx.call_references.append(CallReference(ctx.span(node.func), function))
    if any(isinstance(a, Poison) for a in [*args, *keyword_operands.values()]):
        return Poison(span)
    order = function.param_order
    attribute_params = {p.name: p for p in function.attribute_params}
    assigned: dict[str, Operand] = {}
    problems = 0
    if len(args) > len(order):
        ctx.report(
            "OXS207",
            f"{function.name} takes {len(order)} argument(s), but {len(args)} were given",
            node.args[len(order)],
        )
        problems += 1
    operand: Operand | None
    for name, operand in zip(order, args, strict=False):
        assigned[name] = operand
    for keyword in node.keywords:
        assert keyword.arg is not None
        if keyword.arg not in order:
            matches = close_matches(keyword.arg, order)
            ctx.report(
                "OXS207",
                f"{function.name} has no parameter {keyword.arg!r}"
                + (f"; did you mean {', '.join(matches)}?" if matches else ""),
                keyword,
            )
            problems += 1
        elif keyword.arg in assigned:
            ctx.report(
                "OXS207", f"argument {keyword.arg!r} of {function.name} is given twice", keyword
            )
            problems += 1
        else:
            assigned[keyword.arg] = keyword_operands[keyword.arg]
    inputs: list[Value | None] = []
    for formal in function.graph.inputs:
        name = formal.source_name or formal.name
        operand = assigned.get(name)
        if operand is None or (isinstance(operand, PyConst) and operand.value is None):
            if name in function.optional_inputs:
                inputs.append(_empty_optional(ctx, formal.declared, span))
                continue
            if operand is None:
                ctx.report("OXS207", f"{function.name} is missing its input {name!r}", node)
            else:
                ctx.report(
                    "OXS207", f"input {name!r} of {function.name} is not optional", operand.span
                )
            problems += 1
            inputs.append(None)
            continue
        if isinstance(operand, (PyConst, AttrOperand)):
            dtype = formal.declared.dtype if isinstance(formal.declared, TensorValueType) else None
            value = ctx.materialize(operand, dtype=dtype)
        else:
            value = as_value(ctx, operand, getattr(operand, "span", node), "an input")
        if value is None:
            problems += 1
        inputs.append(value)
    while inputs and inputs[-1] is None:
        inputs.pop()
    attributes: dict[str, Attribute] = {}
    for name, param in attribute_params.items():
        attribute_operand = assigned.get(name)
        if attribute_operand is None:
            if param.has_default:
                if param.default is not None:
                    attributes[name] = Attribute(
                        name, param.kind, _plain(param.kind, param.default), span
                    )
                continue
            ctx.report("OXS207", f"{function.name} is missing its attribute {name!r}", node)
            problems += 1
            continue
        if isinstance(attribute_operand, AttrOperand):
            attributes[name] = Attribute(
                name,
                param.kind,
                AttrRef(attribute_operand.param.name, attribute_operand.param.kind),
                span,
            )
        elif isinstance(attribute_operand, PyConst):
            if attribute_operand.value is None:
                continue
            spec = AttributeSpec(name, param.kind, False, None, False, "")
            problem = attribute_problem(spec, attribute_operand.value, op_name=function.name)
            if problem is not None:
                ctx.report(problem.code, problem.message, attribute_operand.span)
                problems += 1
                continue
            attributes[name] = Attribute(
                name, param.kind, _plain(param.kind, attribute_operand.value), span
            )
        else:
            ctx.report(
                "OXS209",
                f"attribute {name!r} of {function.name} needs a value known at conversion time",
                getattr(attribute_operand, "span", None) or node,
            )
            problems += 1
    if problems:
        return Poison(span)
    count = len(function.graph.outputs)
    if count == 0:
        return Poison(span)
    if output_count is not None and output_count != count:
        ctx.report(
            "OXS310",
            f"{function.name} returns {count} value(s), but {output_count} names are assigned",
            ctx.unpack_target or node,
        )
        return Poison(span)
    outputs = ctx.add_node(
        function.name,
        inputs,
        attributes,
        span,
        count,
        domain=function.domain,
        version=function.version,
        output_types=[o.declared or o.type for o in function.graph.outputs],
        callee=function,
    )
    if not any(c is function for c in ctx.calls):
        ctx.calls.append(function)
    return outputs[0] if count == 1 and output_count is None else Multi(list(outputs), span)


def _empty_optional(ctx: Lowering, declared: ValueType | None, span: Span) -> Value | None:
    """An empty ONNX optional for an omitted ``Optional[...]`` input (a missing input has no
    type, which the callee's ``OptionalHasElement``/``OptionalGetElement`` cannot infer from)."""
    if not isinstance(declared, OptionalValueType) or not has_element_type(declared.elem):
        return None
    attribute = Attribute("type", AttrKind.TYPE_PROTO, declared.elem, span)
    return ctx.add_node("Optional", [], {"type": attribute}, span, output_types=[declared])[0]


def _plain(kind: AttrKind, value: Any) -> Any:
    if kind is AttrKind.INT:
        return int(value)
    if kind is AttrKind.FLOAT:
        return float(value)
    if kind in (AttrKind.INTS, AttrKind.FLOATS, AttrKind.STRINGS):
        return list(value)
    return value
