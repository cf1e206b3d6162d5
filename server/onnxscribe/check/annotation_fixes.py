"""Where annotations are written, so that a fix can replace one with the inferred type.

The IR keeps the declared types but not the spans of the annotations that declared them; these
pure functions find them again in the source text: a return annotation from the function's span,
an assignment's annotation from the span of its value.
"""

from __future__ import annotations

import ast
import textwrap

from onnxscribe.core.diagnostics import Span
from onnxscribe.frontend.source import POSITIONED, char_column


def _span_of(
    node: ast.AST, lines: list[str], first_line: int, indent: int, path: str | None
) -> Span | None:
    if not isinstance(node, POSITIONED):
        return None
    end_line = getattr(node, "end_lineno", None)
    end_offset = getattr(node, "end_col_offset", None)
    if end_line is None or end_offset is None:
        return None
    line = first_line + node.lineno - 1
    end = first_line + end_line - 1
    if not (1 <= line <= len(lines) and 1 <= end <= len(lines)):
        return None
    start_text = lines[line - 1]
    end_text = lines[end - 1]
    column = char_column(start_text, node.col_offset + indent) + 1
    end_column = char_column(end_text, end_offset + indent) + 1
    return Span(path, line, column, end, end_column)


def return_annotation_span(source: str, function_span: Span, index: int, count: int) -> Span | None:
    """The span of the annotation of return value ``index`` (of ``count``) of the function."""
    lines = source.splitlines()
    segment = "\n".join(lines[function_span.line - 1 : function_span.end_line])
    dedented = textwrap.dedent(segment)
    indent = len(segment.split("\n", 1)[0]) - len(dedented.split("\n", 1)[0])
    try:
        tree = ast.parse(dedented)
    except SyntaxError:
        return None
    definition = next((n for n in tree.body if isinstance(n, ast.FunctionDef)), None)
    if definition is None or definition.returns is None:
        return None
    returns = definition.returns
    if count == 1:
        target: ast.AST = returns
    elif isinstance(returns, ast.Subscript) and isinstance(returns.slice, ast.Tuple):
        items = returns.slice.elts
        if index >= len(items):
            return None
        target = items[index]
    elif isinstance(returns, ast.Tuple) and index < len(returns.elts):
        target = returns.elts[index]
    else:
        return None
    return _span_of(target, lines, function_span.line, indent, function_span.path)


def assignment_annotation_span(source: str, value_span: Span) -> Span | None:
    """The annotation of the one-line ``name: ANNOTATION = value`` whose value is at ``value_span``."""
    lines = source.splitlines()
    if not 1 <= value_span.line <= len(lines) or value_span.line != value_span.end_line:
        return None
    text = lines[value_span.line - 1]
    stripped = text.lstrip()
    indent = len(text.encode("utf-8")) - len(stripped.encode("utf-8"))
    try:
        tree = ast.parse(stripped)
    except SyntaxError:
        return None
    statement = tree.body[0] if tree.body else None
    if not isinstance(statement, ast.AnnAssign) or statement.value is None:
        return None
    value_column = char_column(text, statement.value.col_offset + indent) + 1
    if value_column != value_span.column:
        return None
    return _span_of(statement.annotation, lines, value_span.line, indent, value_span.path)
