"""What lowering an expression yields, and the scopes that bind names to it.

An expression lowers to an operand: an IR ``Value`` (a tensor, sequence or optional computed by
the graph), a ``PyConst`` (a Python value known at conversion time: eager mode sees it as a plain
Python value, so it is folded and typed where it is used), an ``AttrOperand`` (an attribute
parameter used as a value), an ``Obj`` (something that is not a value: an opset, a type, a script
function, a nested graph definition), a ``Multi`` (several values: a multi-output op, a tuple), or
``Poison`` (the result of an expression already reported as an error).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Union

from onnxscribe.core.diagnostics import Span
from onnxscribe.graph_ir.nodes import AttributeParam, Graph, Value


@dataclass(eq=False, slots=True)
class PyConst:
    value: Any
    span: Span
    shadow: Value | None = None
    """A value standing for the constant in symbols (hover), created on demand."""


@dataclass(eq=False, slots=True)
class AttrOperand:
    param: AttributeParam
    span: Span
    shadow: Value | None = None


@dataclass(eq=False, slots=True)
class Obj:
    value: Any
    span: Span


@dataclass(eq=False, slots=True)
class Multi:
    items: list[Operand]
    span: Span


@dataclass(eq=False, slots=True)
class Poison:
    span: Span


Operand = Union[Value, PyConst, AttrOperand, Obj, Multi, Poison]  # noqa: UP007 (a runtime alias)


@dataclass(eq=False)
class LocalGraphDef:
    """A nested ``def`` in a script function: the body of a graph attribute."""

    node: ast.FunctionDef
    scope: Scope


@dataclass(eq=False)
class Scope:
    """The variables of one graph (a function body, a branch, a loop body, a graph attribute)."""

    graph: Graph
    parent: Scope | None = None
    variables: dict[str, Operand] = field(default_factory=dict)
    definitions: dict[str, Span | ast.Name] = field(default_factory=dict)
    """Where each variable was last assigned: its span, or the name assigned to (its span is
    made by ``Lowering.span`` when read; few are ever read)."""

    def owns(self, value: Value) -> bool:
        """True when the value is an input of this scope's graph or made by one of its nodes."""
        if value.producer is not None:
            return value.producer.graph is self.graph
        return any(value is v for v in self.graph.inputs)

    def lookup(self, name: str) -> Operand | None:
        """The operand bound to ``name`` here or in an enclosing scope; an outer value is
        recorded as captured by every graph between (they all read it from outside)."""
        found = self.variables.get(name)
        if found is not None or self.parent is None:
            return found
        between: list[Scope] = [self]
        scope: Scope | None = self.parent
        while scope is not None:
            found = scope.variables.get(name)
            if found is not None:
                break
            between.append(scope)
            scope = scope.parent
        if isinstance(found, Value):
            for inner in between:
                captured = inner.graph.captured
                if not any(found is v for v in captured):
                    captured.append(found)
        return found

    def binds(self, name: str) -> bool:
        """True when ``name`` is a variable here or in an enclosing scope (nothing recorded)."""
        scope: Scope | None = self
        while scope is not None:
            if name in scope.variables:
                return True
            scope = scope.parent
        return False

    def assign(self, name: str, operand: Operand, where: Span | ast.Name) -> None:
        self.variables[name] = operand
        self.definitions[name] = where
