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

from lsprotocol import types

from onnxscribe.core import schemas
from onnxscribe.core.diagnostics import Span
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
    """For a numeric literal argument of an op call at a 1-based position: ``op.CastLike(lit, x)``."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    lines = source.splitlines()
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
        literal = ast.get_source_segment(source, argument)
        if literal is None or argument.end_lineno is None or argument.end_col_offset is None:
            continue
        span = Span(
            None,
            argument.lineno,
            _column(lines, argument.lineno, argument.col_offset),
            argument.end_lineno,
            _column(lines, argument.end_lineno, argument.end_col_offset),
        )
        if kind == REWRITE and not (span.line, span.column) <= (line, column) <= (
            span.end_line,
            span.end_column,
        ):
            continue
        new_text = f"{qualifier}.CastLike({literal}, {partner.id})"
        title = f"Wrap {literal} in {new_text}"
        actions.append(Action(title, kind, (Edit(span, new_text),)))
    return actions


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


# --------------------------------------------------------------------------- as LSP code actions


def lsp_actions(
    uri: str,
    source: str,
    version: int | None,
    request_range: types.Range,
    context: types.CodeActionContext,
    encoding: str,
    published: Sequence[types.Diagnostic] = (),
) -> list[types.CodeAction]:
    """Every code action for a ``textDocument/codeAction`` request.

    Quick fixes come from the diagnostics' own fixes first; the refactors only add edits that
    none of them makes. ``published`` (the document's diagnostics) adds "fix all of this kind".
    """
    lines = positions.document_lines(source)
    actions: list[types.CodeAction] = []
    seen: set[str] = set()

    def add(
        title: str,
        kind: str,
        edits: list[types.TextEdit],
        diagnostic: types.Diagnostic | None,
        preferred: bool = False,
    ) -> None:
        key = repr([(e.range, e.new_text) for e in edits])  # the same edit under two titles: once
        if not edits or key in seen:
            return
        seen.add(key)
        actions.append(
            types.CodeAction(
                title=title,
                kind=kind,
                diagnostics=[diagnostic] if diagnostic is not None else None,
                edit=types.WorkspaceEdit(changes={uri: edits}),
                is_preferred=preferred or None,
            )
        )

    def converted(action: Action) -> list[types.TextEdit]:
        return [
            types.TextEdit(
                range=positions.span_to_range(e.span, lines, encoding), new_text=e.new_text
            )
            for e in action.edits
        ]

    for diagnostic in context.diagnostics:
        if diagnostic.source != SOURCE:
            continue
        fixes = fixes_from_data(diagnostic.data, version)
        for title, edits in fixes:
            add(title, QUICKFIX, _text_edits(edits), diagnostic, preferred=len(fixes) == 1)
        if fixes:
            same_kind = fix_all_edits(published, diagnostic.code, version)
            if same_kind is not None:
                add(f"Fix all {diagnostic.code} in the file", QUICKFIX, same_kind, None)
        line, column = positions.from_position(lines, diagnostic.range.start, encoding)
        extra: list[Action] = []
        if diagnostic.code in VERSION_CODES and not fixes:
            end_line, end_column = positions.from_position(lines, diagnostic.range.end, encoding)
            extra += change_opset_import(
                lines, line, column, end_column if end_line == line else None
            )
        if diagnostic.code in TYPE_CODES:
            extra += castlike_rewrites(source, line, column, QUICKFIX)
        for action in extra:
            add(action.title, action.kind, converted(action), diagnostic)
    line, column = positions.from_position(lines, request_range.start, encoding)
    for action in castlike_rewrites(source, line, column):
        add(action.title, action.kind, converted(action), None)
    if context.only:
        wanted = [str(kind) for kind in context.only]
        actions = [a for a in actions if any(str(a.kind).startswith(k) for k in wanted)]
    return actions


def fix_all_edits(
    published: Sequence[types.Diagnostic], code: Any, version: int | None
) -> list[types.TextEdit] | None:
    """The first fix of every diagnostic with ``code``, edits that overlap an earlier one left
    out; None unless two or more diagnostics contribute."""
    chosen: list[types.TextEdit] = []
    count = 0
    for diagnostic in published:
        if diagnostic.source != SOURCE or diagnostic.code != code:
            continue
        fixes = fixes_from_data(diagnostic.data, version)
        if not fixes:
            continue
        edits = _text_edits(fixes[0][1])
        if any(_overlap(e.range, c.range) for e in edits for c in chosen):
            continue
        chosen.extend(edits)
        count += 1
    return chosen if count >= 2 else None


def _overlap(a: types.Range, b: types.Range) -> bool:
    def key(p: types.Position) -> tuple[int, int]:
        return (p.line, p.character)

    if key(a.start) == key(b.start):
        return True
    return key(a.start) < key(b.end) and key(b.start) < key(a.end)


def _text_edits(edits: list[dict[str, Any]]) -> list[types.TextEdit]:
    """LSP text edits from the JSON carried in ``Diagnostic.data`` (malformed ones are skipped)."""
    found = []
    for edit in edits:
        try:
            start, end = edit["range"]["start"], edit["range"]["end"]
            found.append(
                types.TextEdit(
                    range=types.Range(
                        start=types.Position(
                            line=int(start["line"]), character=int(start["character"])
                        ),
                        end=types.Position(line=int(end["line"]), character=int(end["character"])),
                    ),
                    new_text=str(edit["newText"]),
                )
            )
        except (KeyError, TypeError, ValueError):
            continue
    return found
