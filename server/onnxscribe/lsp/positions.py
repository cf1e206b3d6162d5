"""Positions: onnxscribe spans (lines and character columns from 1) <-> LSP ranges.

LSP positions count lines from 0 and columns in the code units of the negotiated encoding
(UTF-16 unless the client asked for another one). Everything here is pure and works on the
document's lines as the editor sees them; LSP positions are plain ``(line, units)`` pairs, which
the server turns into protocol objects.
"""

from __future__ import annotations

from onnxscribe.core.diagnostics import Span

UTF8 = "utf-8"
UTF16 = "utf-16"
UTF32 = "utf-32"


def document_lines(text: str) -> list[str]:
    """The lines of a document, split only where the LSP (and Python) break lines."""
    if "\r" in text:  # (str methods: several times faster than a regular expression)
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.split("\n")


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


Point = tuple[int, int]
"""An LSP position as plain data: 0-based line, column in code units of the encoding."""
Extent = tuple[Point, Point]
"""An LSP range as plain data."""


def to_point(lines: list[str], line: int, column: int, encoding: str) -> Point:
    """The LSP position of a 1-based line and 1-based character column, clamped to the text."""
    if not lines:
        return 0, 0
    index = max(0, min(line - 1, len(lines) - 1))
    if line - 1 >= len(lines):
        column = len(lines[index]) + 1
    text = lines[index]
    return index, character_to_units(text, column - 1, encoding)


def span_to_extent(span: Span, lines: list[str], encoding: str) -> Extent:
    start = to_point(lines, span.line, span.column, encoding)
    end = to_point(lines, span.end_line, span.end_column, encoding)
    return start, max(start, end)


def from_point(lines: list[str], line: int, units: int, encoding: str) -> tuple[int, int]:
    """The 1-based line and 1-based character column of an LSP position (clamped to the text)."""
    if line < 0:
        return 1, 1
    if not lines or line >= len(lines):
        last = len(lines) or 1
        return last, (len(lines[-1]) if lines else 0) + 1
    return line + 1, units_to_character(lines[line], units, encoding) + 1


def extent_to_span(path: str | None, lines: list[str], extent: Extent, encoding: str) -> Span:
    line, column = from_point(lines, *extent[0], encoding)
    end_line, end_column = from_point(lines, *extent[1], encoding)
    return Span(path, line, column, end_line, end_column)


def extents_overlap(a: Extent, b: Extent) -> bool:
    """True when the ranges share a position (touching ends count, as editors expect)."""
    return a[0] <= b[1] and b[0] <= a[1]
