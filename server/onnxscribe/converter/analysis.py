"""The static entry point: ``analyze(source, path)`` -> ``Analysis``.

Used by the editor and the CLI. It never imports or executes the analyzed code and never raises
for bad user code: every problem is a diagnostic.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from onnxscribe.converter.ir import CallReference, Function, OpReference, Symbol
from onnxscribe.diagnostics import Diagnostic, Severity, Span, sort_diagnostics


@dataclass
class FunctionAnalysis:
    """One script function of the file: its IR (None when lowering failed early) and diagnostics."""

    name: str
    span: Span
    function: Function | None
    diagnostics: list[Diagnostic] = field(default_factory=list)


@dataclass
class Analysis:
    """Everything the tools know about one source file."""

    path: str | None
    source: str
    functions: list[FunctionAnalysis] = field(default_factory=list)
    module_diagnostics: list[Diagnostic] = field(default_factory=list)
    """Diagnostics outside any script function (syntax errors, bad imports, ...)."""

    @property
    def diagnostics(self) -> list[Diagnostic]:
        found = list(self.module_diagnostics)
        for function in self.functions:
            found.extend(function.diagnostics)
        return sort_diagnostics(found)

    def function_at(self, line: int, column: int) -> FunctionAnalysis | None:
        for function in self.functions:
            if function.span.contains(line, column):
                return function
        return None

    def symbols(self) -> list[Symbol]:
        return [s for f in self.functions if f.function for s in f.function.symbols]

    def op_references(self) -> list[OpReference]:
        return [r for f in self.functions if f.function for r in f.function.op_references]

    def call_references(self) -> list[CallReference]:
        return [r for f in self.functions if f.function for r in f.function.call_references]

    def symbol_at(self, line: int, column: int) -> Symbol | None:
        return _innermost(self.symbols(), line, column)

    def op_reference_at(self, line: int, column: int) -> OpReference | None:
        return _innermost(self.op_references(), line, column)

    def call_reference_at(self, line: int, column: int) -> CallReference | None:
        return _innermost(self.call_references(), line, column)


def _innermost(items: list, line: int, column: int):  # type: ignore[no-untyped-def]
    hits = [item for item in items if item.span.contains(line, column)]
    if not hits:
        return None
    return min(hits, key=lambda i: (i.span.end_line - i.span.line, i.span.end_column - i.span.column))


def analyze(source: str, path: str | None = None) -> Analysis:
    """Analyze a file's text. Placeholder until the converter lands: reports syntax errors only."""
    analysis = Analysis(path=path, source=source)
    try:
        ast.parse(source, filename=path or "<string>")
    except SyntaxError as error:
        line = error.lineno or 1
        column = error.offset or 1
        analysis.module_diagnostics.append(
            Diagnostic(
                "OXS100",
                Severity.ERROR,
                f"syntax error: {error.msg}",
                Span(path, line, column, line, column + 1),
            )
        )
    return analysis
