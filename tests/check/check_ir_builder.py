"""A tiny builder for hand-made IR, so the checker can be tested without the converter."""

from __future__ import annotations

from typing import Any

import numpy as np
from onnxscribe.core import schemas
from onnxscribe.core.diagnostics import Span
from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import ValueType
from onnxscribe.graph_ir.nodes import Attribute, Function, Graph, Node, Value


def span(line: int, column: int = 1, width: int = 10) -> Span:
    return Span("t.py", line, column, line, column + width)


class Builder:
    """Builds one graph; every node gets its own line, so diagnostics can be located by line."""

    def __init__(self, name: str = "f", version: int = 18, first_line: int = 2) -> None:
        self.name = name
        self.version = version
        self.line = first_line
        self.inputs: list[Value] = []
        self.nodes: list[Node] = []
        self.counter = 0

    def fresh(self, hint: str) -> str:
        self.counter += 1
        return f"{hint}_{self.counter}"

    def input(self, name: str, declared: ValueType | None) -> Value:
        value = Value(name, span(1, 7), declared=declared, source_name=name)
        self.inputs.append(value)
        return value

    def const(self, value: Any, dtype: Any = None) -> Value:
        array = np.asarray(value, dtype=dtype)
        return Value(self.fresh("const"), None, const=array)

    def op(
        self,
        op_type: str,
        *inputs: Value | None,
        outputs: int = 1,
        declared: list[ValueType | None] | None = None,
        domain: str = "",
        version: int | None = None,
        names: list[str] | None = None,
        **attributes: Any,
    ) -> Any:
        version = version or self.version
        line = self.line
        self.line += 1
        schema = schemas.lookup(op_type, version, domain)
        attrs: dict[str, Attribute] = {}
        for key, value in attributes.items():
            kind = _kind(schema, key, value)
            attrs[key] = Attribute(key, kind, value, Span("t.py", line, 30, line, 40))
        outs = []
        for index in range(outputs):
            name = names[index] if names and index < len(names) else self.fresh(op_type.lower())
            outs.append(
                Value(
                    name,
                    span(line),
                    declared=declared[index] if declared else None,
                    source_name=names[index] if names and index < len(names) else None,
                )
            )
        node = Node(op_type, domain, list(inputs), outs, attrs, span(line, 5, 20), version, schema)
        for out in outs:
            out.producer = node
        self.nodes.append(node)
        return outs[0] if outputs == 1 else outs

    def graph(self, outputs: list[Value], name: str = "g") -> Graph:
        return Graph(name, self.inputs, outputs, self.nodes, span(1, 1, 80))

    def function(
        self, *outputs: Value, output_types: list[ValueType | None] | None = None
    ) -> Function:
        graph = self.graph(list(outputs), self.name)
        function = Function(
            self.name,
            "this",
            1,
            graph,
            [],
            {"": self.version},
            span(1, 1, 80),
            span(1, 5, 1),
            output_names=[o.name for o in outputs],
        )
        if output_types is not None:
            function.output_types = output_types  # type: ignore[attr-defined]
        return function


def _kind(schema: schemas.OpSchema | None, name: str, value: Any) -> AttrKind:
    if schema is not None and name in schema.attributes:
        return schema.attributes[name].kind
    if isinstance(value, Graph):
        return AttrKind.GRAPH
    if isinstance(value, float):
        return AttrKind.FLOAT
    if isinstance(value, int):
        return AttrKind.INT
    if isinstance(value, str):
        return AttrKind.STRING
    return AttrKind.INTS
