"""The limits of an analysis that are decided from the source: file size and nesting depth.

Each limit is an ordinary diagnostic (OXS120, OXS701) that says what to do; the time and memory
budgets of whole analyses (OXS702, OXS703) are enforced by the processes that run them.
"""

from __future__ import annotations

import ast
import io
import tokenize
from collections.abc import Sequence

from onnxscribe.core.diagnostics import Diagnostic, Severity, Span
from onnxscribe.core.resources import DEFAULT_MAX_FILE_MB, budget_exceeded
from onnxscribe.frontend.source import SourceFile

__all__ = [
    "DEFAULT_MAX_FILE_MB",
    "MAX_NESTING",
    "budget_exceeded",
    "deepest_expression",
    "file_too_large",
    "parse_failure",
]

MAX_NESTING = 100
"""Levels of nested expressions a script function may have (the converter recurses per level)."""


def file_too_large(
    size: int, path: str | None, max_mb: float = DEFAULT_MAX_FILE_MB
) -> Diagnostic | None:
    """OXS701 when ``size`` (bytes or characters) is over ``max_mb`` megabytes."""
    if size <= max_mb * 1_000_000:
        return None
    return Diagnostic(
        "OXS701",
        Severity.ERROR,
        f"this file is {size / 1_000_000:.1f} MB; files over {max_mb:g} MB are not analyzed",
        Span(path, 1, 1, 1, 2),
        hint="raise the limit (onnxscribe check --max-file-size MB, the editor setting maxFileSize) "
        "to check it anyway",
    )


_PARSER_DEPTH_TOKENS = 1000
"""A logical line needs at least this many tokens to nest beyond what Python's parser takes."""


def parse_failure(error: BaseException, source: SourceFile, path: str | None) -> Diagnostic:
    """The diagnostic for ``ast.parse`` raising ``RecursionError`` or ``MemoryError``: OXS120 on
    the logical line with the most tokens (where the nesting is), or OXS703 when no line is
    long enough to nest that deep (the memory really ran out)."""
    try:
        line, end, tokens = _densest_line(source.text)
    except MemoryError:
        return budget_exceeded("OXS703", path, "it needed more memory than it may use")
    if isinstance(error, MemoryError) and tokens < _PARSER_DEPTH_TOKENS:
        return budget_exceeded("OXS703", path, "it needed more memory than it may use")
    return Diagnostic(
        "OXS120",
        Severity.ERROR,
        "this line nests too deeply for Python to parse the file",
        Span(path, line, 1, line, end),
        hint="give parts of the expression names: assign them to variables on lines of their own",
    )


def _densest_line(text: str) -> tuple[int, int, int]:
    """The logical line with the most tokens: its first line, end column and token count."""
    best, best_count, start, count = 1, 0, 1, 0
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
                if count > best_count:
                    best, best_count = start, count
                count = 0
                start = token.end[0] + 1
            elif token.type not in (tokenize.NL, tokenize.COMMENT):
                count += 1
    except (tokenize.TokenError, SyntaxError):
        pass
    lines = text.splitlines()
    width = len(lines[best - 1]) + 1 if 0 < best <= len(lines) else 2
    return best, max(width, 2), best_count


def deepest_expression(
    node: ast.AST, lines: Sequence[str] | None = None
) -> tuple[ast.AST, int] | None:
    """The outermost expression of the first one nested more than ``MAX_NESTING`` levels deep
    inside ``node``, with the depth found; None when there is none. Walks without recursion.

    With the source ``lines`` that ``node``'s positions refer to, a statement too short to
    hold such an expression is not walked (see ``_SHORT_STATEMENT``), and a ``def`` whose parts
    are all that short is not walked at all.
    """
    if lines is not None and isinstance(node, ast.FunctionDef) and _short_parts(node, lines):
        return None
    pending: list[tuple[ast.AST, int, ast.AST]] = [(node, 0, node)]
    pop = pending.pop
    push = pending.append
    while pending:
        current, depth, outermost = pop()
        role, fields = _PLANS.get(current.__class__) or _plan(current.__class__)
        if role is _EXPRESSION:
            level = depth + 1
            if level == 1:
                outermost = current
            if level > MAX_NESTING:
                return outermost, level
        elif role is _STATEMENT:  # a statement starts again from zero
            if lines is not None and _is_short(current, lines):
                continue
            level = 0
        else:  # keywords, arguments, ... pass depth on
            level = depth
        skip = _LEAVES if level < MAX_NESTING else ()  # a leaf adds one level and no more
        for name in fields:
            child = getattr(current, name, None)
            if child is None or child.__class__ in skip:
                continue
            if isinstance(child, list):
                for item in child:
                    if isinstance(item, ast.AST) and item.__class__ not in skip:
                        push((item, level, outermost))
            elif isinstance(child, ast.AST):
                push((child, level, outermost))
    return None


_SHORT_STATEMENT = MAX_NESTING - 10
"""A statement of at most this many characters cannot nest an expression ``MAX_NESTING`` levels
deep: each level's source holds the next level's and at least one character more. (Before
Python 3.12 an f-string's parts carry the position of the whole string; f-strings nest at most
four deep there, so ten characters cover that.)"""


def _short_parts(node: ast.FunctionDef, lines: Sequence[str]) -> bool:
    """Whether each part of the ``def`` is too short to nest ``MAX_NESTING`` levels deep: each
    statement of its body (``_is_short``), and each decorator, annotation and default
    (``_on_one_short_line``: an expression's levels all lie within its own text, as a
    statement's do). Most functions are made of such parts, and are then shown to nest too
    little by a look at each part rather than a walk of them."""
    for statement in node.body:
        if statement.__class__ in _DEFINITIONS:
            return False
        if not (_on_one_short_line(statement) or _is_short(statement, lines)):
            return False
    arguments = node.args
    for parameter in (
        *arguments.posonlyargs,
        *arguments.args,
        *arguments.kwonlyargs,
        arguments.vararg,
        arguments.kwarg,
    ):
        if parameter is not None and not _short_expression(parameter.annotation):
            return False
    for expression in (
        *node.decorator_list,
        *arguments.defaults,
        *arguments.kw_defaults,
        node.returns,
    ):
        if not _short_expression(expression):
            return False
    return True


def _short_expression(expression: ast.expr | None) -> bool:
    return expression is None or _on_one_short_line(expression)


def _on_one_short_line(node: ast.AST) -> bool:
    """Whether ``node`` lies on one line within ``_SHORT_STATEMENT`` characters (UTF-8 byte
    columns: at least as many as the characters between them)."""
    end: int | None = getattr(node, "end_col_offset", None)
    return (
        end is not None
        and getattr(node, "lineno", None) == getattr(node, "end_lineno", None)
        and end - getattr(node, "col_offset", 0) <= _SHORT_STATEMENT
    )


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
"""Their decorators lie outside their positions: never judged short."""


def _is_short(statement: ast.AST, lines: Sequence[str]) -> bool:
    first: int = getattr(statement, "lineno", 0)
    last: int | None = getattr(statement, "end_lineno", None)
    if last is None or isinstance(statement, _DEFINITIONS) or not 0 < first <= last <= len(lines):
        return False
    if first == last:
        return _on_one_short_line(statement)
    length = 0
    for index in range(first - 1, last):
        length += len(lines[index]) + 1
        if length > _SHORT_STATEMENT:
            return False
    return True


_EXPRESSION = "expression"
_STATEMENT = "statement"
_OTHER = "other"
_PLANS: dict[type, tuple[str, tuple[str, ...]]] = {}
_LEAVES = frozenset({ast.Name, ast.Constant})


def _plan(kind: type) -> tuple[str, tuple[str, ...]]:
    """What an AST class starts (an expression level, a statement or neither), and its fields
    that may hold nodes."""
    role = (
        _EXPRESSION
        if issubclass(kind, ast.expr)
        else _STATEMENT
        if issubclass(kind, ast.stmt)
        else _OTHER
    )
    plan = _PLANS[kind] = (role, _fields(kind))
    return plan


_FIELDS: dict[type, tuple[str, ...]] = {}
_NOT_NODES = frozenset({"ctx", "op", "ops", "id", "arg", "attr", "name", "value_kind", "kind"})


def _fields(kind: type) -> tuple[str, ...]:
    """The fields of an AST class that may hold nodes (operators and names left out)."""
    found = _FIELDS.get(kind)
    if found is None:
        found = tuple(f for f in getattr(kind, "_fields", ()) if f not in _NOT_NODES)
        _FIELDS[kind] = found
    return found
