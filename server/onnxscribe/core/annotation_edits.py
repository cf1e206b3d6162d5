"""Which fixes rewrite a type annotation.

A fix that changes an annotation to match what the body computes is right only when the body is:
the command line applies such fixes after every other one, and the editor never marks them
preferred. Whether a fix is one of them is read from the source: its edits lie inside the
annotation of a parameter, a return or an annotated assignment.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Sequence

from onnxscribe.core.diagnostics import Fix, Span

_LINE_BREAK = re.compile(r"\r\n|\r|\n")

Position = tuple[int, int]


def annotation_spans(text: str) -> list[tuple[Position, Position]]:
    """The (start, end) of every annotation in ``text``, as 1-based (line, character column)
    pairs; none when the text does not parse."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return []
    lines = _LINE_BREAK.split(text)
    return [
        (_position(lines, node.lineno, node.col_offset), _position(lines, end_line, end_col))
        for node in _annotations(tree)
        if (end_line := node.end_lineno) is not None
        and (end_col := node.end_col_offset) is not None
    ]


def _annotations(tree: ast.AST) -> Iterator[ast.expr]:
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if node.returns is not None:
                yield node.returns
        elif isinstance(node, ast.arg):
            if node.annotation is not None:
                yield node.annotation
        elif isinstance(node, ast.AnnAssign):
            yield node.annotation


def _position(lines: Sequence[str], line: int, byte_column: int) -> Position:
    """A 1-based character column from ast's UTF-8 byte offset."""
    text = lines[line - 1] if 1 <= line <= len(lines) else ""
    prefix = text.encode("utf-8", "surrogatepass")[:byte_column]
    return line, len(prefix.decode("utf-8", "ignore")) + 1


def _inside(span: Span, spans: Sequence[tuple[Position, Position]]) -> bool:
    start, end = (span.line, span.column), (span.end_line, span.end_column)
    return any(first <= start and end <= last for first, last in spans)


def changes_annotation(fix: Fix, spans: Sequence[tuple[Position, Position]]) -> bool:
    """Whether every edit of ``fix`` rewrites text inside one of the annotations ``spans``
    (from ``annotation_spans``); adding a missing annotation is not changing one."""
    return bool(fix.edits) and all(
        _inside(edit.span, spans)
        and (edit.span.line, edit.span.column) != (edit.span.end_line, edit.span.end_column)
        for edit in fix.edits
    )
