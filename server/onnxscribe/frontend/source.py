"""Source text of script functions, and spans with columns counted in characters.

Python's ``ast`` reports columns as UTF-8 byte offsets; every span onnxscribe reports counts
characters. ``SourceFile`` does that conversion, and ``function_source`` finds a live function's
definition: in its file (only the lines of the ``def``), else in the whole file (parsed once and
cached), else through ``inspect``.
"""

from __future__ import annotations

import ast
import functools
import inspect
import os
import sys
import textwrap
from collections.abc import Iterator
from dataclasses import dataclass, field
from types import CodeType, FunctionType

from onnxscribe.core.diagnostics import Fix, Span, TextEdit
from onnxscribe.core.patterns import LazyPattern
from onnxscribe.frontend.node_tables import NodeTable
from onnxscribe.frontend.notebook_cells import cell_text
from onnxscribe.frontend.source_text import SourceDecodeError, read_source


def char_column(line_text: str, byte_offset: int) -> int:
    """The 0-based character column of a 0-based UTF-8 byte offset (as ``ast`` gives) in a line."""
    if line_text.isascii():
        return byte_offset
    return len(line_text.encode("utf-8")[:byte_offset].decode("utf-8", errors="replace"))


@dataclass
class SourceFile:
    """One parsed file (or snippet): its text, lines and the offset of its first line."""

    path: str | None
    text: str
    line_offset: int = 0
    """Added to every line number (a snippet that starts further down its file)."""
    column_offset: int = 0
    """Added to every column (a dedented snippet)."""
    lines: list[str] = field(default_factory=list)

    ascii: bool = False

    def __post_init__(self) -> None:
        if not self.lines:
            self.lines = self.text.splitlines()
        self.ascii = self.text.isascii()

    def char_column(self, line: int, byte_column: int) -> int:
        """The 0-based character column of a 0-based UTF-8 byte column on 1-based ``line``."""
        if self.ascii or not 1 <= line <= len(self.lines):
            return byte_column
        return char_column(self.lines[line - 1], byte_column)

    def span(self, node: ast.AST) -> Span:
        """The file-absolute span of an AST node (lines and columns from 1)."""
        if self.ascii:
            span = self._fast_span(node)
            if span is not None:
                return span
        cached = SPANS.get(node)
        if cached is not None and cached[0] is self:
            return cached[1]
        return self.new_span(node)

    def new_span(self, node: ast.AST) -> Span:
        """``span``, computed (and remembered on the node, unless it is as quick to compute
        again as to look up)."""
        span = self._fast_span(node) if self.ascii else None
        if span is not None:
            return span
        span = self._span(node)
        SPANS.put(node, (self, span))
        return span

    def _fast_span(self, node: ast.AST) -> Span | None:
        """``_span`` for ASCII text and a node with every position (most of them)."""
        if not isinstance(node, POSITIONED):
            return None
        try:
            line = node.lineno
            end_line = node.end_lineno
            end_col = node.end_col_offset
            col = node.col_offset
        except AttributeError:  # a node made by code rather than parsed
            return None
        if not line or end_line is None or end_col is None or col is None:
            return None
        line_offset = self.line_offset
        column = 1 + self.column_offset
        return Span(
            self.path, line + line_offset, col + column, end_line + line_offset, end_col + column
        )

    def _span(self, node: ast.AST) -> Span:
        line = getattr(node, "lineno", 1) or 1
        col = getattr(node, "col_offset", 0) or 0
        end_line = getattr(node, "end_lineno", None) or line
        end_col = getattr(node, "end_col_offset", None)
        if end_col is None:
            end_col = col + 1
        return Span(
            self.path,
            line + self.line_offset,
            self.char_column(line, col) + 1 + self.column_offset,
            end_line + self.line_offset,
            self.char_column(end_line, end_col) + 1 + self.column_offset,
        )

    def span_between(self, first: ast.AST, last: ast.AST) -> Span:
        start = self.span(first)
        end = self.span(last)
        return Span(start.path, start.line, start.column, end.end_line, end.end_column)

    def name_span(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> Span:
        """The span of the name in ``def name(...)``."""
        line = node.lineno
        text = self.lines[line - 1] if 1 <= line <= len(self.lines) else ""
        keyword = "class" if isinstance(node, ast.ClassDef) else "def"
        start = text.find(keyword + " ", self.char_column(line, node.col_offset))
        if start < 0:
            return self.span(node)
        start = start + len(keyword) + 1
        while start < len(text) and text[start] == " ":
            start += 1
        column = start + 1 + self.column_offset
        return Span(
            self.path,
            line + self.line_offset,
            column,
            line + self.line_offset,
            column + len(node.name),
        )

    def full_text(self) -> str:
        """The text as it is in the file (a snippet re-indented)."""
        return self.text

    def text_of(self, span: Span) -> str | None:
        """The text a one-line ``span`` covers (None for a span over several lines)."""
        if span.line != span.end_line:
            return None
        index = span.line - self.line_offset - 1
        if not 0 <= index < len(self.lines):
            return None
        start, end = span.column - 1 - self.column_offset, span.end_column - 1 - self.column_offset
        return self.lines[index][max(start, 0) : max(end, 0)]


POSITIONED = (ast.expr, ast.stmt, ast.arg, ast.keyword, ast.excepthandler, ast.alias, ast.pattern)
"""The AST node classes with a position (``lineno``, ``col_offset`` and their ends)."""

SPANS: NodeTable[tuple[SourceFile, Span]] = NodeTable()
"""The span of each AST node with the source it was computed in (a node can be read as part of
more than one ``SourceFile``)."""


def function_span(source: SourceFile, node: ast.FunctionDef) -> Span:
    """A ``def``'s span in ``source``, from its first decorator (its ``@``) to its end."""
    first = node.decorator_list[0] if node.decorator_list else node
    start = source.span(first)
    end = source.span(node)
    return Span(
        start.path,
        start.line,
        max(1, start.column - (1 if node.decorator_list else 0)),
        end.end_line,
        end.end_column,
    )


@dataclass
class FunctionSource:
    source: SourceFile
    node: ast.FunctionDef
    module: ast.Module | None
    """The parsed text of the file the function was found in (the whole file, or the lines of
    the ``def`` at their places in it); None when it was found through ``inspect``."""


class SourceNotFound(Exception):
    pass


@functools.lru_cache(maxsize=64)
def _parse_file(
    path: str, mtime: float, size: int
) -> tuple[SourceFile, ast.Module, dict[int, list[ast.FunctionDef]]]:
    text = read_source(path).text
    module = ast.parse(text, filename=path)
    by_line: dict[int, list[ast.FunctionDef]] = {}
    for node in _function_defs(module):
        first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
        by_line.setdefault(first, []).append(node)
        by_line.setdefault(node.lineno, []).append(node)
    return SourceFile(path, text), module, by_line


_BLOCK_ITEMS = (ast.stmt, ast.excepthandler, ast.match_case)
"""What a list field holding statements (or clauses whose bodies hold them) is made of."""


def _function_defs(module: ast.Module) -> Iterator[ast.FunctionDef]:
    """Every ``def`` of the module, nested ones included. A ``def`` is a statement, so only
    statement lists are walked, never the expressions (most of a file's nodes)."""
    pending: list[ast.AST] = list(module.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.FunctionDef):
            yield node
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, list) and value and isinstance(value[0], _BLOCK_ITEMS):
                pending.extend(value)


def parsed_file(
    path: str,
) -> tuple[SourceFile, ast.Module, dict[int, list[ast.FunctionDef]]] | None:
    """The parsed file at ``path`` (cached until it changes), or None when it cannot be read."""
    try:
        stat = os.stat(path)
        return _parse_file(path, stat.st_mtime, stat.st_size)
    except (OSError, SyntaxError, ValueError, SourceDecodeError):
        return None


@functools.lru_cache(maxsize=64)
def _file_source(path: str, mtime: float, size: int) -> tuple[SourceFile, list[str]]:
    """The file's SourceFile and its lines as Python counts them (split at ``\n`` only)."""
    text = read_source(path).text
    source = SourceFile(path, text)
    # splitlines() also breaks at form feeds and other separators that Python does not count
    plain = not any(separator in text for separator in _OTHER_LINE_BREAKS)
    return source, source.lines if plain else text.split("\n")


_OTHER_LINE_BREAKS = "\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
"""The characters other than ``\n`` at which ``str.splitlines`` breaks a line (each looked for
on its own: a search for one character is far quicker than a pattern over every character)."""


def _last_line(code: CodeType) -> int:
    """The last line that an instruction of ``code``, or of a function nested in it, comes from
    (with Python 3.11's positions, the end of the last statement)."""
    last = code.co_firstlineno
    pending = [code]
    while pending:
        current = pending.pop()
        if sys.version_info >= (3, 11):
            for _, end, _, _ in current.co_positions():
                if end is not None and end > last:
                    last = end
        else:
            for _, _, line in current.co_lines():
                if line is not None and line > last:
                    last = line
        pending.extend(c for c in current.co_consts if isinstance(c, CodeType))
    return last


def _first_body_line(code: CodeType) -> int | None:
    """The line of the first instruction of the body (after the decorators and the ``def``
    line); None when the body shares the first line."""
    first = code.co_firstlineno
    for _, _, line in code.co_lines():
        if line is not None and line > first:
            return line
    return None


def _parse_def(
    path: str, mtime: float, size: int, first: int, last: int, name: str
) -> tuple[SourceFile, ast.FunctionDef, ast.Module] | None:
    """The ``def`` of ``name`` whose first line (its first decorator's) is ``first``, parsed from
    its own lines alone, at their lines and columns in the file; None when those lines do not
    parse as that ``def``. Not cached: a syntax tree takes far more memory than its text, and
    nothing needs it once its function is converted.

    Its lines run from ``first`` to ``last`` (the last line its code comes from) and on over the
    lines indented deeper than it, blank lines and comments. An indented ``def`` is parsed inside
    an ``if 1:`` on the line above it; the lines before it are left empty. Where the ``def``
    really ends later (a statement that compiles to nothing, continued by lines indented no
    deeper than the ``def``), the lines taken end inside a string or brackets and do not parse.
    """
    source, lines = _file_source(path, mtime, size)
    if not 1 <= first <= last <= len(lines):
        return None
    head = lines[first - 1]
    indent = len(head) - len(head.lstrip())
    end = last
    while end < len(lines):
        following = lines[end]
        stripped = following.lstrip()
        if stripped and not stripped.startswith("#") and len(following) - len(stripped) <= indent:
            break
        end += 1
    if indent == 0:
        before = "\n" * (first - 1)
    elif first >= 2:
        before = "\n" * (first - 2) + "if 1:\n"
    else:
        return None
    try:
        module = ast.parse(before + "\n".join(lines[first - 1 : end]), filename=path)
    except (SyntaxError, ValueError):
        return None
    body = module.body
    if indent and body and isinstance(body[0], ast.If):
        body = body[0].body
    node = body[0] if len(body) == 1 else None
    if not isinstance(node, ast.FunctionDef) or node.name != name:
        return None
    if min([node.lineno, *(d.lineno for d in node.decorator_list)]) != first:
        return None
    return source, node, module


def _def_in_file(function: FunctionType) -> FunctionSource | None:
    """The function's ``def`` parsed from its lines in its file (``_parse_def``)."""
    code = function.__code__
    try:
        stat = os.stat(code.co_filename)
        found = None
        # From a line of the body, the lines indented deeper than the ``def`` are the rest of
        # it; where a line of it is not (inside a string or brackets), the lines taken do not
        # parse and the last line its code comes from (slower to find) is where to go on from.
        body = _first_body_line(code)
        for last in (body, None):
            found = _parse_def(
                code.co_filename,
                stat.st_mtime,
                stat.st_size,
                code.co_firstlineno,
                _last_line(code) if last is None else last,
                function.__name__,
            )
            if found is not None or body is None:
                break
    except (OSError, SyntaxError, ValueError, SourceDecodeError):
        return None
    if found is None:
        return None
    source, node, module = found
    return FunctionSource(source, node, module)


def function_source(function: FunctionType) -> FunctionSource:
    """Find the ``def`` of a live function: in its file first (its own lines, else the whole
    file), else through ``inspect``."""
    in_lines = _def_in_file(function)
    if in_lines is not None:
        return in_lines
    code = function.__code__
    found = parsed_file(code.co_filename)
    if found is not None:
        source, module, by_line = found
        for node in by_line.get(code.co_firstlineno, ()):
            if node.name == function.__name__:
                return FunctionSource(source, node, module)
    from_cell = _notebook_cell_function(function)
    if from_cell is not None:
        return from_cell
    try:
        lines, start = inspect.getsourcelines(function)
    except (OSError, TypeError) as error:
        raise SourceNotFound(
            f"cannot find the source of {function.__qualname__}: {code.co_filename!r} has no "
            f"`def {function.__name__}` at line {code.co_firstlineno} (was the file changed "
            f"after it was imported?) and inspect cannot find it either ({error})"
        ) from None
    text = "".join(lines)
    dedented = textwrap.dedent(text)
    indent = len(lines[0]) - len(lines[0].lstrip()) if lines else 0
    try:
        module = ast.parse(dedented)
    except SyntaxError:
        module = ast.Module(body=[], type_ignores=[])
    found_def = next((n for n in module.body if isinstance(n, ast.FunctionDef)), None)
    if found_def is None:
        raise SourceNotFound(
            f"cannot find the source of {function.__qualname__}: the source text inspect finds "
            f"for it at line {start} of {code.co_filename!r} is not a `def` statement"
        )
    source = SourceFile(
        code.co_filename if os.path.exists(code.co_filename) else None,
        dedented,
        line_offset=max(start, 1) - 1,
        column_offset=indent,
    )
    return FunctionSource(source, found_def, None)


def _notebook_cell_function(function: FunctionType) -> FunctionSource | None:
    """The ``def`` of a function typed into a Jupyter or IPython cell, from IPython's records."""
    code = function.__code__
    text = cell_text(code.co_filename)
    if text is None:
        return None
    try:
        module = ast.parse(text, filename=code.co_filename)
    except SyntaxError:
        return None
    for node in ast.walk(module):
        if isinstance(node, ast.FunctionDef) and node.name == function.__name__:
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            if code.co_firstlineno in (first, node.lineno):
                return FunctionSource(SourceFile(code.co_filename, text), node, module)
    return None


_ASYNC = LazyPattern(r"async\s+(?=def\b)")


def remove_async_fix(source: SourceFile, start: Span) -> tuple[Fix, ...]:
    """``async def`` written ``def``, for the statement starting at ``start``."""
    index = start.line - 1 - source.line_offset
    if not 0 <= index < len(source.lines):
        return ()
    column = start.column - 1 - source.column_offset
    found = _ASYNC.match(source.lines[index], max(column, 0))
    if found is None:
        return ()
    keyword = Span(start.path, start.line, start.column, start.line, start.column + len(found[0]))
    return (Fix("Write a plain def", (TextEdit(keyword, ""),)),)
