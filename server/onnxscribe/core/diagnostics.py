"""Diagnostics: what every part of onnxscribe reports about user code.

One type is shared by the converter, the checker, the CLI, the language server and the debug
adapter. Positions are file-absolute: lines count from 1, columns count characters (not UTF-8
bytes) from 1, and a span's end is exclusive.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


class Severity(enum.IntEnum):
    """Severities, numbered as in the Language Server Protocol."""

    ERROR = 1
    WARNING = 2
    INFORMATION = 3
    HINT = 4

    @property
    def label(self) -> str:
        return self.name.lower()


@dataclass(frozen=True, order=True, slots=True)
class Span:
    """A range of source text. Lines and columns count from 1; the end is exclusive.

    Converting a function makes one for nearly every node of its syntax tree: slots keep each
    small."""

    path: str | None
    line: int
    column: int
    end_line: int
    end_column: int

    def __init__(
        self, path: str | None, line: int, column: int, end_line: int, end_column: int
    ) -> None:
        # the slots written directly: the generated frozen __init__ calls object.__setattr__
        # once a field, which doubles the cost of the most made object of a conversion
        _SET_PATH(self, path)
        _SET_LINE(self, line)
        _SET_COLUMN(self, column)
        _SET_END_LINE(self, end_line)
        _SET_END_COLUMN(self, end_column)

    @staticmethod
    def point(path: str | None, line: int, column: int) -> Span:
        return Span(path, line, column, line, column + 1)

    def contains(self, line: int, column: int) -> bool:
        """True when the 1-based position lies inside the span."""
        if (line, column) < (self.line, self.column):
            return False
        return (line, column) < (self.end_line, self.end_column) or (
            self.line == self.end_line == line and self.column == self.end_column == column
        )

    def location(self) -> str:
        return f"{self.path or '<string>'}:{self.line}:{self.column}"


_SET_PATH, _SET_LINE, _SET_COLUMN, _SET_END_LINE, _SET_END_COLUMN = (
    Span.__dict__[name].__set__ for name in ("path", "line", "column", "end_line", "end_column")
)


@dataclass(frozen=True)
class TextEdit:
    """Replace the text of ``span`` by ``new_text`` (an empty span inserts)."""

    span: Span
    new_text: str


@dataclass(frozen=True)
class Fix:
    """A titled, mechanical correction: the LSP offers it as a quick fix, the CLI applies it."""

    title: str
    edits: tuple[TextEdit, ...]


@dataclass(frozen=True)
class Related:
    """Another place involved in a diagnostic (where a name was bound, a dim first fixed, ...)."""

    span: Span
    message: str


@dataclass(frozen=True)
class Diagnostic:
    """One finding about the source: its code, severity, message and where it is, with an optional
    hint, fixes and related places."""

    code: str
    severity: Severity
    message: str
    span: Span
    hint: str | None = None
    fixes: tuple[Fix, ...] = ()
    related: tuple[Related, ...] = field(default=())

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def format(self, source_lines: Sequence[str] | None = None) -> str:
        """Compiler-style text: ``path:line:col: CODE message``, then the line and a caret."""
        text = f"{self.span.location()}: {self.severity.label}: {self.code} {self.message}"
        if source_lines is not None and 1 <= self.span.line <= len(source_lines):
            line = source_lines[self.span.line - 1].rstrip("\n")
            width = (
                self.span.end_column - self.span.column
                if self.span.end_line == self.span.line
                else len(line) - self.span.column + 1
            )
            text += f"\n    {line}\n    {' ' * (self.span.column - 1)}{'^' * max(1, width)}"
        if self.hint:
            text += f"\n    hint: {self.hint}"
        return text


def has_errors(diagnostics: Iterable[Diagnostic]) -> bool:
    return any(d.is_error for d in diagnostics)


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return sorted(
        diagnostics, key=lambda d: (d.span.path or "", d.span.line, d.span.column, d.code)
    )


class ScriptError(Exception):
    """Raised by ``@script()`` for bad user code; carries every diagnostic of the function."""

    def __init__(self, diagnostics: Sequence[Diagnostic], source: str | None = None) -> None:
        self.diagnostics = list(diagnostics)
        lines = source.splitlines() if source is not None else None
        errors = sum(1 for d in self.diagnostics if d.is_error)
        body = "\n".join(d.format(lines) for d in self.diagnostics)
        super().__init__(f"{errors} error(s) in script function:\n{body}")
