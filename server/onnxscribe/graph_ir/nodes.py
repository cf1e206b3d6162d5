"""The intermediate representation: functions, graphs, nodes and values, each with its source span.

The converter lowers Python to this IR, the checker fills in and verifies types and shapes, the
emitter writes protos from it, and the editor features (hover, inlay hints, the debugger's line
mapping, quick fixes) read it. It is deliberately small and plain.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from onnxscribe.core.diagnostics import Span
from onnxscribe.core.schemas import AttrKind, OpSchema
from onnxscribe.core.types import ValueType


@dataclass(eq=False, slots=True)
class Value:
    """A value of a graph: an input, a node output, or a captured outer value."""

    name: str
    """Unique within the function; used as the ONNX value name."""
    span: Span | None
    type: ValueType | None = None
    """The value's type as far as it is known (declared, else inferred)."""
    declared: ValueType | None = None
    """The type written in an annotation, when there is one."""
    const: np.ndarray | None = None
    """The value, when it is known at conversion time (literals, folded constants)."""
    producer: Node | None = None
    source_name: str | None = None
    """The Python variable this value was assigned to, when there is one."""
    type_var: tuple[str, tuple[int, ...]] | None = None
    """For a parameter annotated with a ``TypeVar``: its name and the element types it allows
    (empty when it allows any). Parameters with the same variable take one element type."""
    bare_annotation: Span | None = None
    """Where a parameter or return annotation is a bare element type (``FLOAT``): inside
    functions it allows any rank (``declared`` has no shape), at a model's inputs and outputs it
    means a scalar, as in onnxscript."""

    def __repr__(self) -> str:
        return f"Value({self.name!r}, {self.type})"


@dataclass(frozen=True)
class AttrRef:
    """An attribute whose value is the enclosing function's attribute parameter ``name``."""

    name: str
    kind: AttrKind


@dataclass(frozen=True)
class UnknownConstant(AttrRef):
    """An attribute value that Python computes when the function is converted, unknown to
    analysis of source text (which runs no code); ``name`` describes the expression."""


@dataclass(eq=False, slots=True)
class Attribute:
    name: str
    kind: AttrKind
    value: Any
    """A Python value, list, numpy array, ``Graph``, or ``AttrRef``."""
    span: Span | None = None


@dataclass(eq=False, slots=True)
class Node:
    op_type: str
    domain: str
    inputs: list[Value | None]
    """None stands for an omitted optional input."""
    outputs: list[Value]
    attributes: dict[str, Attribute]
    span: Span
    version: int | None = None
    """The opset version of ``domain`` this node was resolved against."""
    schema: OpSchema | None = None
    callee: Function | None = None
    """For a call of another script function: its IR."""
    graph: Graph | None = None
    """The graph whose ``nodes`` hold this node (set by lowering as it adds the node)."""

    def __repr__(self) -> str:
        ins = ", ".join(v.name if v is not None else "" for v in self.inputs)
        outs = ", ".join(v.name for v in self.outputs)
        return f"Node({outs} = {self.domain}::{self.op_type}({ins}))"


@dataclass(eq=False)
class Graph:
    name: str
    inputs: list[Value]
    outputs: list[Value]
    nodes: list[Node]
    span: Span
    captured: list[Value] = field(default_factory=list)
    """Values of enclosing graphs that this graph reads (outer-scope references)."""
    doc: str | None = None

    def walk(self) -> list[Node]:
        """Every node of the graph and, depth first, of the graphs in its attributes, in
        source order."""
        found: list[Node] = []
        _walk_into(self, found)
        return found


def _walk_into(graph: Graph, found: list[Node]) -> None:
    for node in graph.nodes:
        found.append(node)
        if node.attributes:
            for attribute in node.attributes.values():
                value = attribute.value
                if isinstance(value, Graph):
                    _walk_into(value, found)
                elif isinstance(value, list):
                    for item in value:
                        if isinstance(item, Graph):
                            _walk_into(item, found)


@dataclass(frozen=True)
class AttributeParam:
    """A parameter of a script function that is an ONNX attribute (annotated int, float, ...)."""

    name: str
    kind: AttrKind
    default: Any
    has_default: bool
    span: Span
    is_bool: bool = False
    """Annotated ``bool``: an INT attribute whose value, used as a tensor, is BOOL."""


class SymbolKind(enum.Enum):
    DEFINITION = "definition"
    USE = "use"


class Symbol(NamedTuple):
    """An occurrence of a value in the source: where a name is assigned or read.

    (A named tuple: functions record one per name occurrence, so it must be cheap to make.)
    """

    span: Span
    value: Value
    kind: SymbolKind


class OpReference(NamedTuple):
    """An occurrence of an operator in the source (``op.Expand``), for hover and completion."""

    span: Span
    domain: str
    version: int
    name: str
    schema: OpSchema | None


class CallReference(NamedTuple):
    """An occurrence of a call of another script function."""

    span: Span
    callee: Function


@dataclass(eq=False)
class Function:
    """One script function."""

    name: str
    domain: str
    version: int
    graph: Graph
    attribute_params: list[AttributeParam]
    opset_imports: dict[str, int]
    """Domain -> version for every opset the function's nodes use."""
    span: Span
    """The whole ``def`` (decorators included)."""
    name_span: Span
    """The function's name in its ``def``."""
    doc: str | None = None
    calls: list[Function] = field(default_factory=list)
    """Script functions called directly."""
    symbols: list[Symbol] = field(default_factory=list)
    op_references: list[OpReference] = field(default_factory=list)
    call_references: list[CallReference] = field(default_factory=list)
    output_names: list[str] = field(default_factory=list)
    """The ONNX names of the outputs, in order."""
    param_order: list[str] = field(default_factory=list)
    """Every parameter (inputs and attributes) in the order of the ``def``."""
    optional_inputs: set[str] = field(default_factory=set)
    """Inputs that may be omitted by a caller (their default is ``None``)."""
    declared_outputs: list[ValueType | None] | None = None
    """The return annotation's types, when there is one."""

    def transitive_calls(self) -> list[Function]:
        """Every script function reachable through calls, callees before callers, once each."""
        order: list[Function] = []
        seen: set[int] = set()

        def visit(function: Function) -> None:
            for callee in function.calls:
                if id(callee) not in seen:
                    seen.add(id(callee))
                    visit(callee)
                    order.append(callee)

        visit(self)
        return order
