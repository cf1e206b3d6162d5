"""What the analysis worker sends the server about one document: plain, picklable data.

The worker turns the IR into these records (``collect``); the server answers hover, inlay hints,
signature help and document symbols from them without ever importing the IR, the schemas or the
converter. Positions are 1-based lines and character columns (``Span``), valid for the text the
data was made from.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from onnxscribe.core.diagnostics import Diagnostic, Fix, Related, Span, TextEdit

OP = 0
CALL = 1
VALUE = 2
"""Hover priorities: an op under the cursor wins over a call, a call over a value."""

FUNCTION = "function"
GRAPH = "graph"
CLASS = "class"
CONSTANT = "constant"


@dataclass(frozen=True)
class HoverEntry:
    """The hover text of a span of the source."""

    span: Span
    markdown: str
    priority: int = VALUE


@dataclass(frozen=True)
class Hint:
    """An inlay hint."""

    line: int
    """1-based line and character column where the hint goes (just after the name)."""
    column: int
    label: str


@dataclass(frozen=True)
class ParameterInfo:
    """A parameter of a script function, as running it asks for a value."""

    name: str
    annotation: str = ""
    """As written (empty when there is none)."""
    has_default: bool = False
    is_attribute: bool = False


@dataclass(frozen=True)
class FunctionInfo:
    """A script function as signature help, hover and code lenses show it."""

    name: str
    span: Span
    signature: str
    """``def name(X: FLOAT[...], n: int = 3) -> FLOAT[...]``"""
    doc: str = ""
    parameters: tuple[ParameterInfo, ...] = ()


@dataclass(frozen=True)
class SymbolInfo:
    """A symbol of the document's outline."""

    name: str
    kind: str
    """``function``, ``graph``, ``class`` or ``constant``."""
    span: Span
    selection: Span
    """The name itself."""
    detail: str = ""
    children: tuple[SymbolInfo, ...] = ()


@dataclass(frozen=True)
class FunctionData:
    """Everything known about one script function (the unit the worker caches and reuses)."""

    info: FunctionInfo
    diagnostics: tuple[Diagnostic, ...] = ()
    hovers: tuple[HoverEntry, ...] = ()
    hints: tuple[Hint, ...] = ()
    symbol: SymbolInfo | None = None


@dataclass(frozen=True)
class Kept:
    """In a reply of the worker: function ``index`` of the previous reply, moved by ``by`` lines."""

    index: int
    by: int = 0


@dataclass
class DocumentData:
    """The analysis of one version of a document, as the server needs it."""

    path: str | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    """Every diagnostic, sorted (module-level ones and each function's)."""
    functions: list[FunctionData] = field(default_factory=list)
    module_symbols: list[SymbolInfo] = field(default_factory=list)
    """Top-level functions, classes and constants (script functions as plain functions)."""
    kept: dict[int, Kept] = field(default_factory=dict)
    """Sent by the worker instead of unchanged functions (position -> what to take from the
    previous reply); ``resolve`` fills them in."""
    seconds: float = 0.0
    """How long the analysis took in the worker."""
    reused: int = 0
    """How many functions were taken from the worker's cache rather than converted again."""
    project_file: str | None = None
    """The pyproject.toml whose ``[tool.onnxscribe]`` table applies (None: there is none)."""
    project_problems: tuple[str, ...] = ()
    """What in that table is not understood (as ``onnxscribe check`` reports it)."""

    def hover_at(self, line: int, column: int) -> HoverEntry | None:
        hits = [
            entry
            for function in self.functions
            if function.info.span.line <= line <= function.info.span.end_line
            for entry in function.hovers
            if entry.span.contains(line, column)
        ]
        if not hits:
            return None
        return min(hits, key=lambda e: (e.priority, _extent(e.span)))

    def hints_between(self, first_line: int, last_line: int | None = None) -> list[Hint]:
        found = [
            hint
            for function in self.functions
            for hint in function.hints
            if hint.line >= first_line and (last_line is None or hint.line <= last_line)
        ]
        return sorted(found, key=lambda h: (h.line, h.column))

    def function_named(self, name: str) -> FunctionInfo | None:
        return next((f.info for f in self.functions if f.info.name == name), None)

    @property
    def symbols(self) -> list[SymbolInfo]:
        """Top-level symbols in source order; script functions carry their signatures."""
        return merged_symbols(self.module_symbols, self.functions)

    def resolve(self, previous: DocumentData | None) -> DocumentData:
        """The whole data, taking the functions the worker kept from ``previous``."""
        if not self.kept:
            return self
        if previous is None or previous.kept:
            raise ValueError("the worker referred to an analysis this server does not have")
        functions = list(self.functions)
        for position, kept in sorted(self.kept.items()):
            old = previous.functions[kept.index]
            move = Move(self.path, old.info.span.line, old.info.span.end_line, kept.by)
            functions.insert(position, move.function(old))
        return dataclasses.replace(self, functions=functions, kept={})


def _extent(span: Span) -> tuple[int, int]:
    return span.end_line - span.line, span.end_column - span.column


# --------------------------------------------------------------------------- moving by lines


@dataclass(frozen=True, eq=False)  # (never compared)
class Move:
    """Lines ``first..last`` of document ``path`` moved down by ``by`` lines (up when negative)."""

    path: str | None
    first: int
    last: int
    by: int

    def span(self, span: Span) -> Span:
        """Spans elsewhere (another file, another part of the document) stay where they are."""
        if self.by == 0 or span.path not in (None, self.path):
            return span
        if not self.first <= span.line <= self.last:
            return span
        return dataclasses.replace(span, line=span.line + self.by, end_line=span.end_line + self.by)

    def diagnostic(self, diagnostic: Diagnostic) -> Diagnostic:
        return dataclasses.replace(
            diagnostic,
            span=self.span(diagnostic.span),
            fixes=tuple(
                Fix(fix.title, tuple(TextEdit(self.span(e.span), e.new_text) for e in fix.edits))
                for fix in diagnostic.fixes
            ),
            related=tuple(Related(self.span(r.span), r.message) for r in diagnostic.related),
        )

    def symbol(self, symbol: SymbolInfo) -> SymbolInfo:
        return dataclasses.replace(
            symbol,
            span=self.span(symbol.span),
            selection=self.span(symbol.selection),
            children=tuple(self.symbol(c) for c in symbol.children),
        )

    def function(self, data: FunctionData) -> FunctionData:
        if self.by == 0:
            return data
        return FunctionData(
            info=dataclasses.replace(data.info, span=self.span(data.info.span)),
            diagnostics=tuple(self.diagnostic(d) for d in data.diagnostics),
            hovers=tuple(
                HoverEntry(self.span(h.span), h.markdown, h.priority) for h in data.hovers
            ),
            hints=tuple(
                Hint(
                    h.line + self.by if self.first <= h.line <= self.last else h.line,
                    h.column,
                    h.label,
                )
                for h in data.hints
            ),
            symbol=None if data.symbol is None else self.symbol(data.symbol),
        )


def merged_symbols(
    module_symbols: Iterable[SymbolInfo], functions: Sequence[FunctionData]
) -> list[SymbolInfo]:
    """Top-level symbols in source order, script functions replaced by their richer entries."""
    rich = {(f.symbol.name, f.symbol.selection.line): f.symbol for f in functions if f.symbol}
    merged = [rich.pop((s.name, s.selection.line), s) for s in module_symbols]
    merged.extend(rich.values())
    return sorted(merged, key=lambda s: (s.span.line, s.span.column))


def current(data: DocumentData | None, analyzed_text: str, text: str) -> DocumentData | None:
    """``data`` (made from ``analyzed_text``) when it still describes ``text``, else None.

    Spans are only valid for the text they were made from; line endings do not matter.
    """
    if data is None:
        return None
    if analyzed_text == text or _lines(analyzed_text) == _lines(text):
        return data
    return None


def _lines(text: str) -> list[str]:
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
