"""Code actions: the diagnostics' fixes as quick fixes, plus mechanical refactors.

Fixes arrive already converted in each diagnostic's ``data``. The refactors are computed from the
text: change the opset import to a version that has the op, and wrap a literal in
``op.CastLike(literal, other)`` so that it takes the type of another input.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from onnxscribe.core import schemas
from onnxscribe.core.annotation_edits import annotation_spans, changes_annotation
from onnxscribe.core.diagnostics import Fix, Span, TextEdit
from onnxscribe.frontend.source import char_column
from onnxscribe.lsp import positions, textual
from onnxscribe.lsp.diagnostics import SOURCE

QUICKFIX = "quickfix"
REWRITE = "refactor.rewrite"

TYPE_CODES = frozenset({"OXS401", "OXS402", "OXS403", "OXS404"})
VERSION_CODES = frozenset({"OXS302", "OXS303"})


@dataclass(frozen=True)
class Edit:
    span: Span
    new_text: str


@dataclass(frozen=True)
class Action:
    title: str
    kind: str
    edits: tuple[Edit, ...]
    preferred: bool = False


def fixes_from_data(
    data: Any, current_version: int | None
) -> list[tuple[str, list[dict[str, Any]]]]:
    """The (title, LSP text edits) of the fixes carried by a diagnostic, if still current."""
    if not isinstance(data, dict):
        return []
    version = data.get("version")
    if version is not None and current_version is not None and version != current_version:
        return []
    found = []
    for fix in data.get("fixes", []) or []:
        if (
            isinstance(fix, dict)
            and isinstance(fix.get("title"), str)
            and isinstance(fix.get("edits"), list)
        ):
            found.append((fix["title"], fix["edits"]))
    return found


def change_opset_import(
    lines: list[str], line: int, column: int, end_column: int | None = None
) -> list[Action]:
    """For ``op.Name`` at (or ending at) a 1-based position: import a version that has ``Name``.

    Offered only where every op the file uses through the same alias exists in that version.
    """
    if not 1 <= line <= len(lines):
        return []
    text = lines[line - 1]
    word = textual.dotted_name_at(text, column - 1)
    if end_column is not None and end_column > column:
        word = textual.dotted_name_at(text, end_column - 2) or word
    if word is None or not word.qualifier:
        return []
    alias = textual.opset_aliases("\n".join(lines)).get(word.qualifier)
    if alias is None or alias.imported_name is None:
        return []
    versions = schemas.versions_with(word.name, alias.domain)
    if not versions or alias.version in versions:
        return []
    used = set(re.findall(rf"\b{re.escape(alias.alias)}\s*\.\s*([A-Za-z_]\w*)", "\n".join(lines)))
    safe = [v for v in versions if all(_available(n, v, alias.domain) for n in used)]
    if not safe:
        return []
    later = [v for v in safe if v > alias.version]
    target = later[0] if later else safe[-1]
    prefix = "ml_opset" if alias.domain == "ai.onnx.ml" else "opset"
    new_name = f"{prefix}{target}"
    span = Span(None, alias.line, alias.column, alias.line, alias.end_column)
    title = f"Import {new_name} (has {word.name}) instead of {alias.imported_name}"
    return [Action(title, QUICKFIX, (Edit(span, new_name),))]


def _available(name: str, version: int, domain: str) -> bool:
    schema = schemas.lookup(name, version, domain)
    return schema is not None and not schema.deprecated


def castlike_rewrites(source: str, line: int, column: int, kind: str = REWRITE) -> list[Action]:
    """For a numeric literal argument of an op call at a 1-based position: ``op.CastLike(lit, x)``.

    Only the top-level statement holding the position is parsed (at most ``MAX_STATEMENT``
    characters), so the cost does not grow with the file."""
    lines = positions.document_lines(source)
    around = _statement_around(lines, line)
    if around is None:
        return []
    first, statement = around
    try:
        tree = ast.parse("\n".join(statement))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    ast.increment_lineno(tree, first - 1)
    aliases = textual.opset_aliases(source)
    best: ast.Call | None = None
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not _inside(node, lines, line, column):
            continue
        function = node.func
        if not (isinstance(function, ast.Attribute) and isinstance(function.value, ast.Name)):
            continue
        if function.value.id not in aliases:
            continue
        if best is None or _inside(
            best, lines, node.lineno, _column(lines, node.lineno, node.col_offset)
        ):
            best = node
    if best is None:
        return []
    assert isinstance(best.func, ast.Attribute) and isinstance(best.func.value, ast.Name)
    qualifier = best.func.value.id
    alias = aliases[qualifier]
    schema = schemas.lookup(best.func.attr, alias.version, alias.domain)
    if schema is None or schemas.lookup("CastLike", alias.version, alias.domain) is None:
        return []
    input_names = {p.name for p in schema.inputs}
    arguments = list(best.args) + [k.value for k in best.keywords if k.arg in input_names]
    partner = next((a for a in arguments if isinstance(a, ast.Name)), None)
    if partner is None:
        return []
    actions = []
    for argument in arguments:
        if not _is_number(argument):
            continue
        if argument.end_lineno is None or argument.end_col_offset is None:
            continue
        span = Span(
            None,
            argument.lineno,
            _column(lines, argument.lineno, argument.col_offset),
            argument.end_lineno,
            _column(lines, argument.end_lineno, argument.end_col_offset),
        )
        literal = _text_of(lines, span)
        if kind == REWRITE and not (span.line, span.column) <= (line, column) <= (
            span.end_line,
            span.end_column,
        ):
            continue
        new_text = f"{qualifier}.CastLike({literal}, {partner.id})"
        title = f"Wrap {literal} in {new_text}"
        actions.append(Action(title, kind, (Edit(span, new_text),)))
    return actions


MAX_STATEMENT = 100_000
"""Characters of a top-level statement beyond which no rewrite is offered in it."""

_CONTINUATION = re.compile(r"[ \t\f#)\]}]|(?:else|elif|except|finally|case)\b")


def _statement_around(lines: list[str], line: int) -> tuple[int, list[str]] | None:
    """The top-level statement holding 1-based ``line``: its first line and its lines (None when
    the line is out of range or the statement too long). A statement starts at a line that
    begins at column 0 and does not continue another (a closing bracket, ``else:``, ...)."""
    if not 1 <= line <= len(lines):
        return None
    start, end, size = line - 1, line, len(lines[line - 1])
    while start > 0 and _continues(lines[start]):
        start -= 1
        size += len(lines[start])
        if size > MAX_STATEMENT:
            return None
    while end < len(lines) and _continues(lines[end]):
        size += len(lines[end])
        end += 1
        if size > MAX_STATEMENT:
            return None
    return start + 1, lines[start:end]


def _continues(text: str) -> bool:
    return not text or _CONTINUATION.match(text) is not None


def _text_of(lines: list[str], span: Span) -> str:
    if span.line == span.end_line:
        return lines[span.line - 1][span.column - 1 : span.end_column - 1]
    middle = lines[span.line : span.end_line - 1]
    return "\n".join(
        [
            lines[span.line - 1][span.column - 1 :],
            *middle,
            lines[span.end_line - 1][: span.end_column - 1],
        ]
    )


def _is_number(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, (int, float))
        and not isinstance(node.value, bool)
    )


def _column(lines: list[str], line: int, byte_offset: int) -> int:
    """ast gives UTF-8 byte offsets; spans count characters from 1."""
    if not 1 <= line <= len(lines):
        return byte_offset + 1
    return char_column(lines[line - 1], byte_offset) + 1


def _inside(node: ast.expr, lines: list[str], line: int, column: int) -> bool:
    if node.end_lineno is None or node.end_col_offset is None:
        return False
    start = (node.lineno, _column(lines, node.lineno, node.col_offset))
    end = (node.end_lineno, _column(lines, node.end_lineno, node.end_col_offset))
    return start <= (line, column) <= end


# --------------------------------------------------------------------------- for a request


@dataclass(frozen=True)
class ClientDiagnostic:
    """A diagnostic the client sends back with a code action request, as plain data."""

    span: Span
    """Its range in 1-based lines and character columns of the current text."""
    code: str | None
    source: str | None
    data: Any = None


@dataclass(frozen=True)
class FoundAction:
    action: Action
    diagnostic: int | None
    """The index of the request's diagnostic the action fixes (None for a refactor)."""


def actions_for(
    source: str,
    version: int | None,
    request: Span,
    diagnostics: list[ClientDiagnostic],
    only: list[str] | None,
    encoding: str,
    published: Sequence[ClientDiagnostic] = (),
) -> list[FoundAction]:
    """Every code action for a ``textDocument/codeAction`` request.

    Quick fixes come from the diagnostics' own fixes first; the refactors only add edits that
    none of them makes. ``published`` (the document's diagnostics) adds "fix all of this kind".
    """
    lines = positions.document_lines(source)
    annotations = annotation_spans(source)
    found: list[FoundAction] = []
    seen: set[tuple[tuple[Span, str], ...]] = set()

    def add(action: Action, diagnostic: int | None) -> None:
        key = tuple((e.span, e.new_text) for e in action.edits)  # one edit under two titles: once
        if not action.edits or key in seen:
            return
        seen.add(key)
        found.append(FoundAction(action, diagnostic))

    for index, diagnostic in enumerate(diagnostics):
        if diagnostic.source != SOURCE:
            continue
        fixes = fixes_from_data(diagnostic.data, version)
        for title, edits in fixes:
            converted = tuple(_edits(edits, lines, encoding))
            # Rewriting an annotation to match the body is never preferred: the body may be wrong.
            rewrites = changes_annotation(
                Fix(title, tuple(TextEdit(e.span, e.new_text) for e in converted)), annotations
            )
            preferred = len(fixes) == 1 and not rewrites
            add(Action(title, QUICKFIX, converted, preferred=preferred), index)
        if fixes and diagnostic.code is not None:
            every = fix_all_edits(published, diagnostic.code, version, lines, encoding)
            if every is not None:
                add(Action(f"Fix all {diagnostic.code} in the file", QUICKFIX, every), None)
        span = diagnostic.span
        extra: list[Action] = []
        if diagnostic.code in VERSION_CODES and not fixes:
            extra += change_opset_import(
                lines,
                span.line,
                span.column,
                span.end_column if span.end_line == span.line else None,
            )
        if diagnostic.code in TYPE_CODES:
            extra += castlike_rewrites(source, span.line, span.column, QUICKFIX)
        for action in extra:
            add(action, index)
    for action in castlike_rewrites(source, request.line, request.column):
        add(action, None)
    if only:
        found = [f for f in found if any(f.action.kind.startswith(kind) for kind in only)]
    return found


def fix_all_edits(
    published: Sequence[ClientDiagnostic],
    code: str,
    version: int | None,
    lines: list[str],
    encoding: str,
) -> tuple[Edit, ...] | None:
    """The first fix of every published diagnostic with ``code``, leaving out edits that overlap
    one already taken; None unless two or more diagnostics contribute."""
    chosen: list[Edit] = []
    count = 0
    for diagnostic in published:
        if diagnostic.source != SOURCE or diagnostic.code != code:
            continue
        fixes = fixes_from_data(diagnostic.data, version)
        if not fixes:
            continue
        edits = _edits(fixes[0][1], lines, encoding)
        if any(_overlap(edit.span, taken.span) for edit in edits for taken in chosen):
            continue
        chosen.extend(edits)
        count += 1
    return tuple(chosen) if count >= 2 else None


def _overlap(a: Span, b: Span) -> bool:
    a_start, a_end = (a.line, a.column), (a.end_line, a.end_column)
    b_start, b_end = (b.line, b.column), (b.end_line, b.end_column)
    return a_start == b_start or (a_start < b_end and b_start < a_end)


def _edits(edits: list[dict[str, Any]], lines: list[str], encoding: str) -> list[Edit]:
    """Edits from the JSON carried in a diagnostic's ``data`` (malformed ones are skipped)."""
    found = []
    for edit in edits:
        try:
            start, end = edit["range"]["start"], edit["range"]["end"]
            extent = (
                (int(start["line"]), int(start["character"])),
                (int(end["line"]), int(end["character"])),
            )
            new_text = str(edit["newText"])
        except (KeyError, TypeError, ValueError):
            continue
        found.append(Edit(positions.extent_to_span(None, lines, extent, encoding), new_text))
    return found
