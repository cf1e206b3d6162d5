"""Inlay hints: the inferred type and shape after each name assigned in a script function."""

from __future__ import annotations

from dataclasses import dataclass

from onnxscribe.core.types import format_type
from onnxscribe.ir.nodes import SymbolKind
from onnxscribe.pipeline import Analysis


@dataclass(frozen=True)
class Hint:
    line: int
    """1-based line and character column where the hint goes (just after the name)."""
    column: int
    label: str


def inlay_hints(
    analysis: Analysis, first_line: int = 1, last_line: int | None = None
) -> list[Hint]:
    """One hint per assigned name (or unannotated parameter) with a known type, within lines
    ``first_line..last_line``.

    Names with a type annotation already show their type and get no hint; neither do attribute
    parameters (``n: int``), which are not tensors.
    """
    attribute_spans = {
        param.span
        for function in analysis.functions
        if function.function is not None
        for param in function.function.attribute_params
    }
    hints: dict[tuple[int, int], Hint] = {}
    for symbol in analysis.symbols():
        if symbol.kind is not SymbolKind.DEFINITION or symbol.span in attribute_spans:
            continue
        span = symbol.span
        if span.line < first_line or (last_line is not None and span.line > last_line):
            continue
        value = symbol.value
        if value.type is None or value.declared is not None:
            continue
        key = (span.end_line, span.end_column)
        hints[key] = Hint(span.end_line, span.end_column, f": {format_type(value.type)}")
    return [hints[key] for key in sorted(hints)]
