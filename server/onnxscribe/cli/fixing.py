"""``check --fix``: apply fixes in rounds, re-analyzing after each, never breaking the file.

Each round applies the first fix of every diagnostic, except that fixes rewriting an annotation
wait until nothing else is left to fix (they follow from the body, which another fix may change)
and fixes whose edits overlap or touch one already taken wait for the next round. The file is
then analyzed again. A round is kept only when the new text still compiles, names no global that
was resolvable before and is not anymore, and has no more errors than before; otherwise its
fixes are tried one at a time, and fixing stops when none of them is safe.
"""

from __future__ import annotations

import ast
import builtins
import symtable
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from onnxscribe.core.annotation_edits import annotation_spans, changes_annotation
from onnxscribe.core.diagnostics import Diagnostic, Fix, TextEdit

MAX_ROUNDS = 32

Diagnose = Callable[[str], list[Diagnostic]]
_Range = tuple[tuple[int, int], tuple[int, int]]


@dataclass(frozen=True)
class Fixed:
    text: str
    applied: int
    """Fixes applied, over every round."""
    diagnostics: list[Diagnostic]
    """What is left: the diagnostics of ``text``."""


def fix_source(
    text: str, diagnose: Diagnose, diagnostics: Sequence[Diagnostic] | None = None
) -> Fixed:
    """``text`` with every safe fix applied, round after round (``diagnose`` analyzes a text;
    ``diagnostics`` are those of ``text`` when already known)."""
    found = list(diagnose(text) if diagnostics is None else diagnostics)
    applied = 0
    seen = {text}
    for _ in range(MAX_ROUNDS):
        fixes = round_fixes(text, found)
        if not fixes:
            break
        attempts = [fixes] if len(fixes) == 1 else [fixes, *([fix] for fix in fixes)]
        for attempt in attempts:
            new_text, count = apply_edits(text, attempt)
            if new_text in seen or not still_runs(text, new_text):
                continue
            new_found = diagnose(new_text)
            if _errors(new_found) > _errors(found):
                continue
            text, found = new_text, new_found
            seen.add(text)
            applied += count
            break
        else:
            break
    return Fixed(text, applied, found)


def round_fixes(text: str, diagnostics: Sequence[Diagnostic]) -> list[Fix]:
    """The first fix of each diagnostic that has one, annotation rewrites only when every error
    left is one they fix."""
    spans = annotation_spans(text)
    first = [(d, d.fixes[0]) for d in diagnostics if d.fixes]
    body = [fix for _, fix in first if not changes_annotation(fix, spans)]
    if body:
        return body
    annotation_fixed = {id(d) for d, _ in first}
    if any(d.is_error and id(d) not in annotation_fixed for d in diagnostics):
        return []
    return [fix for _, fix in first]


def apply_fixes(text: str, diagnostics: Sequence[Diagnostic]) -> tuple[str, int]:
    """``text`` with the first fix of each diagnostic applied (one round, no re-analysis)."""
    return apply_edits(text, [d.fixes[0] for d in diagnostics if d.fixes])


def apply_edits(text: str, fixes: Sequence[Fix]) -> tuple[str, int]:
    """``text`` with ``fixes`` applied bottom up, a fix whose edits overlap or touch those of an
    earlier one skipped; and how many were applied."""
    edits: list[TextEdit] = []
    taken: list[_Range] = []
    applied = 0
    for fix in fixes:
        ranges = [
            ((e.span.line, e.span.column), (e.span.end_line, e.span.end_column)) for e in fix.edits
        ]
        if any(_touches(r, t) for r in ranges for t in taken):
            continue
        taken.extend(ranges)
        edits.extend(fix.edits)
        applied += 1
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))

    def offset(line: int, column: int) -> int:
        if line - 1 >= len(lines):
            return len(text)
        return offsets[line - 1] + column - 1

    for edit in sorted(edits, key=lambda e: (e.span.line, e.span.column), reverse=True):
        start = offset(edit.span.line, edit.span.column)
        end = offset(edit.span.end_line, edit.span.end_column)
        text = text[:start] + edit.new_text + text[end:]
    return text, applied


def _touches(a: _Range, b: _Range) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def _errors(diagnostics: Sequence[Diagnostic]) -> int:
    return sum(1 for d in diagnostics if d.is_error)


def still_runs(before: str, after: str) -> bool:
    """Whether ``after`` compiles (when ``before`` did) and reads no global name that it does
    not define, beyond those ``before`` already read."""
    old = unresolved_names(before)
    new = unresolved_names(after)
    if new is None:
        return old is None
    return old is None or new <= old


def unresolved_names(text: str) -> frozenset[str] | None:
    """The global names ``text`` reads but neither defines nor imports nor finds in builtins;
    None when it does not compile. A ``from ... import *`` may define anything: none then."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(text, "<fix>", "exec", dont_inherit=True)
            top = symtable.symtable(text, "<fix>", "exec")
        except (SyntaxError, ValueError):
            return None
    if _imports_everything(text):
        return frozenset()
    defined = {
        s.get_name()
        for s in top.get_symbols()
        if s.is_assigned() or s.is_imported() or s.is_namespace()
    }
    defined |= set(dir(builtins)) | {"__file__", "__name__", "__doc__", "__spec__"}
    missing: set[str] = set()
    pending = [top]
    while pending:
        table = pending.pop()
        for symbol in table.get_symbols():
            if symbol.is_declared_global() and symbol.is_assigned():
                defined.add(symbol.get_name())
            elif symbol.is_referenced() and symbol.is_global():
                missing.add(symbol.get_name())
        pending.extend(table.get_children())
    return frozenset(missing - defined)


def _imports_everything(text: str) -> bool:
    return any(
        isinstance(node, ast.ImportFrom) and any(alias.name == "*" for alias in node.names)
        for node in ast.walk(ast.parse(text))
    )
