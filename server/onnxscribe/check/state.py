"""What the checker knows while it walks one function, and the helpers every check uses."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

import numpy as np

from onnxscribe.check.dims import DimConflict, DimTable
from onnxscribe.check.typeops import (
    shape_of,
)
from onnxscribe.core import codes, dtypes
from onnxscribe.core.diagnostics import Diagnostic, Fix, Related, Span
from onnxscribe.core.shape_rules import Arg
from onnxscribe.core.types import (
    Dim,
    TensorValueType,
    ValueType,
    type_of_array,
)
from onnxscribe.graph_ir.nodes import Function, Node, SymbolKind, Value

BOOL = dtypes.BOOL
INT64 = dtypes.INT64
FLOAT = dtypes.FLOAT
CONTROL_FLOW = ("If", "Loop", "Scan")
CONSTANT_KINDS: dict[str, ValueType] = {
    # The type of a Constant whose value is an attribute parameter: known, its value is not.
    "value_int": TensorValueType(INT64, ()),
    "value_ints": TensorValueType(INT64, (None,)),
    "value_float": TensorValueType(FLOAT, ()),
    "value_floats": TensorValueType(FLOAT, (None,)),
    "value_string": TensorValueType(dtypes.STRING, ()),
    "value_strings": TensorValueType(dtypes.STRING, (None,)),
}
BODY_PASSES = 3
new_tuple = tuple.__new__
"""Makes a node's ``Arg``s: a named tuple's own ``__new__`` is a Python function, one call more."""


def make_diagnostic(
    code: str,
    message: str,
    span: Span,
    *,
    related: Iterable[Related] = (),
    fixes: Iterable[Fix] = (),
    hint: str | None = None,
) -> Diagnostic:
    return codes.diagnostic(code, message, span, hint=hint, fixes=fixes, related=related)


def conflict_related(conflict: DimConflict) -> list[Related]:
    """Where the conflicting symbol got its size, when one is involved."""
    if conflict.symbol is None or conflict.fixed_at is None:
        return []
    return [Related(conflict.fixed_at, f'"{conflict.symbol}" was fixed to {conflict.left} here')]


def inside(inner: Span, outer: Span) -> bool:
    return (inner.line, inner.column) >= (outer.line, outer.column) and (
        inner.end_line,
        inner.end_column,
    ) <= (outer.end_line, outer.end_column)


@functools.lru_cache(maxsize=4)
def source_lines(source: str) -> list[str]:
    return source.splitlines()


class CheckerState:
    """The state of one function's check: inferred types, constants, dims, diagnostics."""

    def __init__(
        self,
        function: Function,
        source: str | None = None,
        input_types: Sequence[ValueType | None] | None = None,
        callers: tuple[Function, ...] = (),
    ) -> None:
        self.function = function
        self.callers = callers
        """The functions whose check instantiated this one (a call cycle stops there)."""
        self.source = source
        self.input_types = input_types
        self.dims = DimTable()
        self.types: dict[Value, ValueType | None] = {}
        self.consts: dict[Value, np.ndarray] = {}
        self.elems: dict[Value, tuple[Dim, ...]] = {}
        self.diagnostics: list[Diagnostic] = []
        self.type_problems: list[tuple[Diagnostic, Node]] = []
        self.returns = {value: i for i, value in enumerate(function.graph.outputs)}
        self.declared_returns = self.declared_outputs()
        self._uses: dict[Value, list[Span]] | None = None
        self._asked = False

    def uses_of(self, value: Value) -> list[Span]:
        """Where ``value`` is read (the table of every value's reads is made when a second
        value is asked for)."""
        if self._uses is None:
            if not self._asked:
                self._asked = True
                return [
                    s.span
                    for s in self.function.symbols
                    if s.value is value and s.kind is SymbolKind.USE
                ]
            self._uses = {}
            for symbol in self.function.symbols:
                if symbol.kind is SymbolKind.USE:
                    self._uses.setdefault(symbol.value, []).append(symbol.span)
        return self._uses.get(value, [])

    def link_dims(self, declared: ValueType, given: ValueType) -> None:
        declared_shape, given_shape = shape_of(declared), shape_of(given)
        if declared_shape is None or given_shape is None or len(declared_shape) != len(given_shape):
            return
        for want, got in zip(declared_shape, given_shape, strict=True):
            self.dims.unify(want, got, None)

    def write_types(self) -> None:
        types = self.types
        for value, value_type in types.items():
            if value_type is not None:
                value.type = value_type
        for value, const in self.consts.items():  # (few: the Constants without their own array)
            if value.const is None and value in types:
                value.const = const

    def report(self, diagnostic: Diagnostic) -> None:
        self.diagnostics.append(diagnostic)

    def text(self, span: Span | None) -> str | None:
        if span is None or self.source is None or span.line != span.end_line:
            return None
        lines = source_lines(self.source)
        if not 1 <= span.line <= len(lines):
            return None
        return lines[span.line - 1][span.column - 1 : span.end_column - 1]

    # ----------------------------------------------------------------------- values

    def type_of(self, value: Value | None) -> ValueType | None:
        if value is None:
            return None
        if value in self.types:
            return self.types[value]
        found: ValueType | None = None
        if value.const is not None:
            found = type_of_array(np.asarray(value.const))
        if found is None:
            found = value.declared or value.type
        self.types[value] = found
        return found

    def const_of(self, value: Value | None) -> np.ndarray | None:
        if value is None:
            return None
        if value.const is not None:
            return np.asarray(value.const)
        return self.consts.get(value)

    def args_of(
        self,
        values: Sequence[Value | None],
        value_types: Sequence[ValueType | None],
        consts: Sequence[np.ndarray | None],
    ) -> list[Arg | None]:
        """What the shape rules know of a node's inputs (their types and constants given)."""
        resolve = self.dims.resolve_shape
        elems_of = self.elems
        args: list[Arg | None] = []
        for index, value in enumerate(values):  # (one index: quicker than a strict zip)
            if value is None:
                args.append(None)
                continue
            value_type, const = value_types[index], consts[index]
            # (a constant's elements are read off it by the rules that need them)
            shape = value_type.shape if isinstance(value_type, TensorValueType) else None
            args.append(new_tuple(Arg, (resolve(shape), const, elems_of.get(value))))
        return args

    def input_span(self, node: Node, index: int | None) -> Span:
        if index is None or index >= len(node.inputs):
            return node.span
        value = node.inputs[index]
        if value is None:
            return node.span
        if value.span is not None and inside(value.span, node.span) and value.span != node.span:
            return value.span
        for use in self.uses_of(value):
            if inside(use, node.span):
                return use
        return node.span

    def attribute_span(self, node: Node, name: str | None) -> Span:
        if name is not None:
            attribute = node.attributes.get(name)
            if attribute is not None and attribute.span is not None:
                return attribute.span
        return node.span

    def declared_outputs(self) -> list[ValueType | None]:
        for name in ("output_types", "return_types", "declared_outputs"):
            found = getattr(self.function, name, None)
            if isinstance(found, (list, tuple)):
                return list(found)
        return [None] * len(self.function.graph.outputs)

    def opset_prefix(self, node: Node) -> str:
        """The name the file uses for the default opset (``op`` in ``op.Scan(...)``)."""
        text = self.text(node.span)
        marker = f".{node.op_type}"
        if text and marker in text:
            prefix = text[: text.index(marker)]
            if prefix.isidentifier():
                return prefix
        for reference in self.function.op_references:
            if reference.domain == node.domain:
                written = self.text(reference.span)
                if written and "." in written and written.split(".")[0].isidentifier():
                    return written.split(".")[0]
        return "op"
