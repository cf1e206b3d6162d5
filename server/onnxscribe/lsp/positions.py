"""Positions: onnxscribe spans (lines and character columns from 1) <-> LSP ranges.

LSP positions count lines from 0 and columns in the code units of the negotiated encoding
(UTF-16 unless the client asked for another one). Everything here is pure and works on the
document's lines as the editor sees them.
"""

from __future__ import annotations

import re

from lsprotocol import types

from onnxscribe.core.diagnostics import Span

UTF8 = "utf-8"
UTF16 = "utf-16"
UTF32 = "utf-32"

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def document_lines(text: str) -> list[str]:
    """The lines of a document, split only where the LSP (and Python) break lines."""
    return _LINE_BREAK.split(text)


def _units(text: str, encoding: str) -> int:
    if encoding == UTF32:
        return len(text)
    if encoding == UTF8:
        return len(text.encode("utf-8", errors="surrogatepass"))
    return len(text.encode("utf-16-le", errors="surrogatepass")) // 2


def character_to_units(line: str, character: int, encoding: str) -> int:
    """The code-unit offset of the 0-based character offset ``character`` in ``line``."""
    character = max(0, min(character, len(line)))
    if encoding == UTF32 or line.isascii():
        return character
    return _units(line[:character], encoding)


def units_to_character(line: str, units: int, encoding: str) -> int:
    """The 0-based character offset of the code-unit offset ``units`` in ``line`` (clamped)."""
    if units <= 0:
        return 0
    if encoding == UTF32 or line.isascii():
        return min(units, len(line))
    counted = 0
    for index, char in enumerate(line):
        counted += _units(char, encoding)
        if counted > units:
            return index
        if counted == units:
            return index + 1
    return len(line)


def to_position(lines: list[str], line: int, column: int, encoding: str) -> types.Position:
    """The LSP position of a 1-based line and 1-based character column, clamped to the text."""
    if not lines:
        return types.Position(line=0, character=0)
    index = max(0, min(line - 1, len(lines) - 1))
    if line - 1 >= len(lines):
        column = len(lines[index]) + 1
    text = lines[index]
    return types.Position(line=index, character=character_to_units(text, column - 1, encoding))


def span_to_range(span: Span, lines: list[str], encoding: str) -> types.Range:
    start = to_position(lines, span.line, span.column, encoding)
    end = to_position(lines, span.end_line, span.end_column, encoding)
    if (end.line, end.character) < (start.line, start.character):
        end = start
    return types.Range(start=start, end=end)


def from_position(lines: list[str], position: types.Position, encoding: str) -> tuple[int, int]:
    """The 1-based line and 1-based character column of an LSP position."""
    if not lines or position.line >= len(lines):
        last = len(lines) or 1
        return last, (len(lines[-1]) if lines else 0) + 1
    text = lines[position.line]
    return position.line + 1, units_to_character(text, position.character, encoding) + 1


def range_to_span(
    path: str | None, lines: list[str], lsp_range: types.Range, encoding: str
) -> Span:
    line, column = from_position(lines, lsp_range.start, encoding)
    end_line, end_column = from_position(lines, lsp_range.end, encoding)
    return Span(path, line, column, end_line, end_column)


def ranges_overlap(a: types.Range, b: types.Range) -> bool:
    """True when the ranges share a position (touching ends count, as editors expect)."""
    a_start, a_end = (a.start.line, a.start.character), (a.end.line, a.end.character)
    b_start, b_end = (b.start.line, b.start.character), (b.end.line, b.end.character)
    return a_start <= b_end and b_start <= a_end
