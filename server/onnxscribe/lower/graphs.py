"""Graph attributes: nested ``def``s and ``@graph()`` functions lowered as subgraphs."""

from __future__ import annotations

import ast

from onnxscribe.core.types import ValueType
from onnxscribe.frontend.annotations import AnnotationError, AttrAnnotation, read_annotation
from onnxscribe.frontend.env import GraphSource, ScriptCallee
from onnxscribe.graph_ir.nodes import Graph, SymbolKind, Value
from onnxscribe.lower.control_flow import graph_output
from onnxscribe.lower.lowering import Lowering
from onnxscribe.lower.operands import LocalGraphDef, Obj, Poison, Scope
from onnxscribe.lower.statements import lower_definition_body


def lower_graph_argument(
    ctx: Lowering, operand: Obj, node: ast.expr, hints: list[ValueType | None] | None = None
) -> Graph | None:
    target = operand.value
    if isinstance(target, LocalGraphDef):
        return lower_graph_def(ctx, target.node, ctx.scope, hints)
    source: GraphSource | None = None
    method = getattr(target, "graph_source", None)
    if callable(method):
        source = method()
    if source is None:
        what = "script function" if isinstance(target, ScriptCallee) else "object"
        ctx.report("OXS208", f"this {what} cannot be used as a graph", node)
        return None
    saved_source, saved_env = ctx.source, ctx.env
    ctx.source, ctx.env = source.source, source.env
    try:
        return lower_graph_def(ctx, source.node, None, hints)
    finally:
        ctx.source, ctx.env = saved_source, saved_env


def lower_graph_def(
    ctx: Lowering,
    definition: ast.FunctionDef,
    parent: Scope | None,
    hints: list[ValueType | None] | None = None,
) -> Graph | None:
    if definition.name in ctx.graph_stack:
        ctx.report(
            "OXS208", f"graph {definition.name} uses itself as a graph attribute", definition
        )
        return None
    span = ctx.span(definition)
    graph = Graph(definition.name, [], [], [], span)
    scope = Scope(graph, parent=parent)
    arguments = definition.args
    if arguments.vararg or arguments.kwarg:
        ctx.report("OXS108", "a graph body cannot have *args or **kwargs", definition)
    parameters = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    for index, parameter in enumerate(parameters):
        declared: ValueType | None = hints[index] if hints and index < len(hints) else None
        if parameter.annotation is not None:
            try:
                meaning = read_annotation(parameter.annotation, ctx.env)
            except AnnotationError as error:
                ctx.report("OXS205", str(error), error.node)
                meaning = None
            if isinstance(meaning, AttrAnnotation):
                ctx.report(
                    "OXS208",
                    "the parameters of a graph body are its inputs: tensor types only",
                    parameter.annotation,
                )
            elif isinstance(meaning, ValueType):
                declared = meaning
        span = ctx.span(parameter)
        value = Value(ctx.names.variable(parameter.arg), span, type=declared, declared=declared)
        value.source_name = parameter.arg
        graph.inputs.append(value)
        scope.assign(parameter.arg, value, span)
        ctx.record(value, parameter.arg, span, SymbolKind.DEFINITION)
    saved = ctx.scope
    ctx.scope = scope
    ctx.graph_stack.append(definition.name)
    try:
        doc, returned = lower_definition_body(
            ctx, definition, f"graph {definition.name} must end with a return"
        )
        if doc is not None:
            graph.doc = doc
        if returned is None:
            return None
        if any(isinstance(r, Poison) for r in returned):
            return None
        taken: list[Value] = []
        for operand in returned:
            if graph_output(ctx, scope, operand, None, taken) is None:
                return None
        graph.outputs = taken
    finally:
        ctx.scope = saved
        ctx.graph_stack.pop()
    return graph
