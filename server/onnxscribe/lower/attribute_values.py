"""Attribute arguments of op calls: constants, attribute references and graph bodies."""

from __future__ import annotations

import ast
import types
from typing import Any

import numpy as np

from onnxscribe.core.diagnostics import Span
from onnxscribe.core.opcall import LiteralError, literal_array
from onnxscribe.core.opsets import Op, Opset
from onnxscribe.core.protos import is_proto
from onnxscribe.core.schemas import AttrKind, OpSchema
from onnxscribe.core.types import ValueType, is_tensor_type
from onnxscribe.frontend.env import MISSING, GraphSource, Opaque, ScriptCallee
from onnxscribe.frontend.safe_eval import safe_eval
from onnxscribe.graph_ir.nodes import Attribute, AttrRef, UnknownConstant, Value
from onnxscribe.lower.expressions import lower_expr
from onnxscribe.lower.graph_syntax import graph_input_hints
from onnxscribe.lower.lowering import Lowering
from onnxscribe.lower.operands import (
    AttrOperand,
    LocalGraphDef,
    Multi,
    Obj,
    Poison,
    PyConst,
)


class GraphArgument:
    """A graph attribute's body, lowered once the attribute's kind is known."""

    def __init__(self, operand: Obj, node: ast.expr) -> None:
        self.operand = operand
        self.node = node


def attribute_argument(ctx: Lowering, node: ast.expr) -> Any:
    """The Python value of an attribute argument (known at conversion time)."""
    if _computed_by_python(ctx, node):
        return computed_attribute(ctx, node)
    operand = lower_expr(ctx, node)
    if isinstance(operand, Poison):
        return operand
    if isinstance(operand, PyConst):
        return operand.value
    if isinstance(operand, AttrOperand):
        return AttrRef(operand.param.name, operand.param.kind)
    if isinstance(operand, Obj):
        target = operand.value
        if isinstance(target, (LocalGraphDef, ScriptCallee)) or _graph_source(target):
            return GraphArgument(operand, node)
        if isinstance(target, Opaque):
            return target
        return target
    if isinstance(operand, Multi):
        return ctx.report("OXS209", "an attribute needs one value known at conversion time", node)
    return TensorArgument(node)


def _computed_by_python(ctx: Lowering, node: ast.expr) -> bool:
    """An attribute value that Python computes when the function is converted: it calls a
    Python function (``make_tensor(...)``, ``np.array(...).reshape(...)``, ``ir.tensor(...)``)
    and reads only names of the module, none of the function's own and no op or script function."""
    if _plain(node) or (
        isinstance(node, (ast.List, ast.Tuple)) and all(_plain(item) for item in node.elts)
    ):
        return False  # no call in it (the usual literal, name or list of them)
    calls = False
    for part in ast.walk(node):
        if isinstance(part, ast.Name):
            if ctx.scope.binds(part.id):
                return False
            found = ctx.env.lookup(part.id)
            if found is MISSING or _is_dialect_callable(found):
                return False  # (lowering reports an undefined name where it is)
        elif isinstance(part, ast.Call):
            calls = True
        elif isinstance(part, (ast.Lambda, ast.NamedExpr)) or (
            isinstance(part, ast.Attribute) and _missing_from_module(ctx, part)
        ):
            return False
    return calls


def _plain(node: ast.expr) -> bool:
    """A literal, a name or a negated literal."""
    return isinstance(node, (ast.Constant, ast.Name)) or (
        isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant)
    )


def _missing_from_module(ctx: Lowering, node: ast.Attribute) -> bool:
    """``module.name`` where the module is known and has no such name (``np.frobnicate``)."""
    base = node.value
    if not isinstance(base, ast.Name):
        return False
    module = ctx.env.lookup(base.id)
    return isinstance(module, types.ModuleType) and not hasattr(module, node.attr)


def _is_dialect_callable(value: Any) -> bool:
    """An opset, op or script function: calling it makes nodes, not a Python value."""
    return isinstance(value, (Opset, Op, ScriptCallee, GraphSource)) or hasattr(
        value, "graph_source"
    )


def computed_attribute(ctx: Lowering, node: ast.expr) -> Any:
    """The value Python computes for an attribute argument.

    A live function's expression runs as Python runs it (as onnxscript evaluates attribute
    values). Source text is never run: what is provably pure (onnx.helper and numpy constructors
    over literals) is evaluated within the bounds of constant evaluation, and anything else is an
    ``Opaque``: a constant of the attribute's kind whose value is unknown.
    """
    namespace = ctx.env.python_namespace()
    if namespace is None:
        return safe_eval(node, ctx.env.lookup, ctx.env.budget)
    code = compile(ast.Expression(node), ctx.env.path or "<script>", "eval")
    try:
        return eval(code, namespace[0], namespace[1])
    except Exception as error:  # the user's expression fails, as it would in Python
        return ctx.report(
            "OXS102",
            f"computing this attribute value fails in Python: {type(error).__name__}: {error}",
            node,
        )


class TensorArgument:
    """A tensor computed by the function, given where an attribute is expected."""

    def __init__(self, node: ast.expr) -> None:
        self.node = node


def _graph_source(target: Any) -> GraphSource | None:
    method = getattr(target, "graph_source", None)
    if callable(method):
        try:
            found = method()
        except Exception:
            return None
        return found if isinstance(found, GraphSource) else None
    return None


def op_attributes(
    ctx: Lowering,
    schema: OpSchema,
    values: dict[str, Any],
    keyword_nodes: dict[str, ast.keyword],
    inputs: list[Value | None] | None = None,
) -> dict[str, Attribute] | None:
    if not values:
        return {}
    attributes: dict[str, Attribute] = {}
    ok = True
    for name, value in values.items():
        spec = schema.attributes[name]
        keyword = keyword_nodes.get(name)
        span = ctx.span(keyword) if keyword is not None else Span(None, 1, 1, 1, 2)
        hints = (
            graph_input_hints(schema.name, name, inputs or [])
            if spec.kind is AttrKind.GRAPH
            else None
        )
        converted = attribute_value(
            ctx, spec.kind, value, keyword.value if keyword else None, name, hints
        )
        if converted is None:
            ok = False
            continue
        attributes[name] = Attribute(name, spec.kind, converted, span)
    return attributes if ok else None


def attribute_value(
    ctx: Lowering,
    kind: AttrKind,
    value: Any,
    node: ast.expr | None,
    name: str,
    hints: list[ValueType | None] | None = None,
) -> Any:
    """Convert a checked attribute value to the IR's form (lists, arrays, graphs, refs)."""
    where = node if node is not None else Span(None, 1, 1, 1, 2)
    if isinstance(value, Opaque):
        if kind in (AttrKind.GRAPH, AttrKind.GRAPHS):
            ctx.report(
                "OXS204", f"the value of attribute {name!r} is unknown without running code", where
            )
            return None
        # a constant computed when the function is converted: its kind is the attribute's
        return UnknownConstant(value.description, kind)
    if isinstance(value, AttrRef):
        if value.kind is not kind and not (value.kind is AttrKind.INT and kind is AttrKind.FLOAT):
            ctx.report(
                "OXS307",
                f"attribute {name!r} is {kind.value}, but the attribute parameter "
                f"{value.name!r} is {value.kind.value}",
                where,
            )
            return None
        return AttrRef(value.name, kind) if value.kind is kind else value
    if isinstance(value, TensorArgument) and kind is not AttrKind.GRAPH:
        ctx.report(
            "OXS209",
            f"attribute {name!r} needs a value known at conversion time (a literal, a module "
            "constant or an attribute parameter), not a tensor computed by the function",
            where,
            hint="annotate the parameter int, float, str or bool to make it an attribute",
        )
        return None
    if kind is AttrKind.GRAPH:
        if not isinstance(value, GraphArgument):
            ctx.report(
                "OXS208",
                f"attribute {name!r} needs a graph: a nested def or a @graph() function",
                where,
            )
            return None
        return ctx.forms.graph_argument(ctx, value.operand, value.node, hints)
    if isinstance(value, GraphArgument):
        ctx.report("OXS208", f"attribute {name!r} is {kind.value}, not a graph", where)
        return None
    if kind is AttrKind.TENSOR:
        if is_proto(value, "TensorProto"):
            import onnx.numpy_helper  # loaded already: the value is one of its messages

            return onnx.numpy_helper.to_array(value)
        try:
            return literal_array(value)
        except LiteralError:
            ctx.report("OXS307", f"attribute {name!r} needs a tensor value", where)
            return None
    if kind in (AttrKind.INT,):
        return int(value)
    if kind is AttrKind.FLOAT:
        return float(value)
    if kind is AttrKind.INTS:
        if isinstance(value, list) and all(
            type(v) is int for v in value
        ):  # plain ints (a bool is an int too)
            return list(value)
        return [int(v) for v in np.asarray(value).reshape(-1)]
    if kind is AttrKind.FLOATS:
        if isinstance(value, list) and all(
            type(v) is float for v in value
        ):  # plain floats (np.float64 is a float too)
            return list(value)
        return [float(v) for v in np.asarray(value).reshape(-1)]
    if kind is AttrKind.STRINGS:
        return [str(v) for v in value]
    if kind is AttrKind.TYPE_PROTO and is_tensor_type(value):
        return value.to_value_type()
    return value
