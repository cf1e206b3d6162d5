"""Converting a live graph body (nested def or ``@graph()`` function) on its own, for eager ops."""

from __future__ import annotations

import types
from typing import Any

import onnx

from onnxscribe.core.diagnostics import ScriptError, has_errors
from onnxscribe.core.types import TensorValueType
from onnxscribe.eager.context import current_opset
from onnxscribe.frontend.env import LiveEnv
from onnxscribe.frontend.source import SourceNotFound, function_source
from onnxscribe.graph_ir.emit import graph_proto
from onnxscribe.graph_ir.nodes import Graph
from onnxscribe.lower.functions import FORMS
from onnxscribe.lower.graphs import lower_graph_def
from onnxscribe.lower.lowering import Lowering
from onnxscribe.lower.operands import Scope


def convert_graph(
    function: Any, op_type: str | None = None, input_types: list[Any] | None = None
) -> Graph:
    python_function = getattr(function, "function", function)
    if not isinstance(python_function, types.FunctionType):
        raise TypeError(f"a graph attribute needs a function, not {type(function).__name__}")
    try:
        found = function_source(python_function)
    except SourceNotFound as error:
        raise TypeError(str(error)) from None
    env = LiveEnv(python_function)
    opset = current_opset()
    ctx = Lowering(source=found.source, env=env, default_opset=opset, forms=FORMS)
    ctx.scope = Scope(Graph("outer", [], [], [], ctx.source.span(found.node)))
    hints = list(input_types or [])
    if op_type == "Loop" and not hints:
        hints = [TensorValueType(7, ()), TensorValueType(9, ())]
    graph = lower_graph_def(ctx, found.node, None, hints)
    if graph is None or has_errors(ctx.diagnostics):
        raise ScriptError(ctx.diagnostics)
    return graph


def eager_graph_proto(
    function: Any, op_type: str | None = None, input_types: list[Any] | None = None
) -> onnx.GraphProto:
    """A ``GraphProto`` of a ``@graph()`` function or a plain nested function, for eager ops.

    Its closure values are concrete at this point and become constants. ``op_type`` (the op
    whose attribute it is) and ``input_types`` (ValueTypes of the graph's inputs, where known)
    let the graph declare its input types: a Loop body's iteration number and condition, for
    example, which onnxruntime needs.
    """
    return graph_proto(convert_graph(function, op_type, input_types))
