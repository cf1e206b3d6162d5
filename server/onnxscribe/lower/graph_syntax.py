"""Recognising a graph definition (``@graph()``) and the input types its parent op gives it."""

from __future__ import annotations

import ast

from onnxscribe.core.types import TensorValueType, ValueType, strip_shape
from onnxscribe.frontend.env import MISSING, Opaque
from onnxscribe.graph_ir.nodes import Value
from onnxscribe.lower.lowering import Lowering

INT64 = 7
BOOL = 9


def is_graph_decorator(ctx: Lowering, decorator: ast.expr) -> bool:
    """True for ``@graph()`` / ``@graph`` (also qualified: ``@onnxscribe.graph()``)."""
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", None)
    if name != "graph":
        return False
    if isinstance(target, ast.Name):
        found = ctx.env.lookup("graph")
        return (
            found is MISSING
            or isinstance(found, Opaque)
            or getattr(found, "__name__", "") == "graph"
        )
    return True


def graph_input_hints(
    op_type: str, attribute: str, inputs: list[Value | None]
) -> list[ValueType | None]:
    """Types the parent op gives its graph's inputs, where they follow from the op alone."""
    if op_type == "Loop" and attribute == "body":
        carried = [strip_shape(v.type) if v is not None else None for v in inputs[2:]]
        return [TensorValueType(INT64, ()), TensorValueType(BOOL, ()), *carried]
    return []
