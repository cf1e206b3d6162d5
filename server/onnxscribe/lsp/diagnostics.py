"""onnxscribe diagnostics as LSP diagnostics.

Each LSP diagnostic carries its code, a ``codeDescription`` linking the code's entry in the
reference shipped inside the package, related places, and its fixes (already converted to LSP
text edits) in ``data`` so that code actions need no second analysis.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from lsprotocol import types

from onnxscribe.core import codes
from onnxscribe.core.diagnostics import Diagnostic, Fix, Span
from onnxscribe.lsp.positions import span_to_range

SOURCE = "onnxscribe"

LinesFor = Callable[[str], "list[str] | None"]
"""Returns the lines of another file (for related places), or None when it cannot be read."""


def path_uri(path: str) -> str:
    return Path(path).resolve().as_uri()


def _place(
    span: Span,
    document_path: str | None,
    document_uri: str,
    lines: list[str],
    encoding: str,
    lines_for: LinesFor | None,
) -> types.Location:
    if span.path is None or span.path == document_path:
        return types.Location(uri=document_uri, range=span_to_range(span, lines, encoding))
    other = lines_for(span.path) if lines_for else None
    return types.Location(uri=path_uri(span.path), range=span_to_range(span, other or [], encoding))


def fix_to_json(fix: Fix, lines: list[str], encoding: str) -> dict[str, Any]:
    """A fix as plain JSON (it travels in ``Diagnostic.data``)."""
    edits = []
    for edit in fix.edits:
        lsp_range = span_to_range(edit.span, lines, encoding)
        edits.append(
            {
                "range": {
                    "start": {"line": lsp_range.start.line, "character": lsp_range.start.character},
                    "end": {"line": lsp_range.end.line, "character": lsp_range.end.character},
                },
                "newText": edit.new_text,
            }
        )
    return {"title": fix.title, "edits": edits}


def to_lsp(
    diagnostic: Diagnostic,
    *,
    document_path: str | None,
    document_uri: str,
    lines: list[str],
    encoding: str,
    version: int | None,
    related_support: bool = True,
    lines_for: LinesFor | None = None,
) -> types.Diagnostic:
    message = diagnostic.message
    if diagnostic.hint:
        message += f"\nhint: {diagnostic.hint}"
    related = None
    if diagnostic.related:
        if related_support:
            related = [
                types.DiagnosticRelatedInformation(
                    location=_place(
                        r.span, document_path, document_uri, lines, encoding, lines_for
                    ),
                    message=r.message,
                )
                for r in diagnostic.related
            ]
        else:
            message += "".join(f"\n{r.span.location()}: {r.message}" for r in diagnostic.related)
    description = None
    if diagnostic.code in codes.CODES:
        description = types.CodeDescription(href=codes.reference_uri(diagnostic.code))
    data: dict[str, Any] = {"version": version}
    if diagnostic.fixes:
        data["fixes"] = [fix_to_json(fix, lines, encoding) for fix in diagnostic.fixes]
    return types.Diagnostic(
        range=span_to_range(diagnostic.span, lines, encoding),
        message=message,
        severity=types.DiagnosticSeverity(int(diagnostic.severity)),
        code=diagnostic.code,
        code_description=description,
        source=SOURCE,
        related_information=related,
        data=data,
    )


def convert_all(
    diagnostics: Iterable[Diagnostic],
    *,
    document_path: str | None,
    document_uri: str,
    lines: list[str],
    encoding: str,
    version: int | None,
    related_support: bool = True,
    lines_for: LinesFor | None = None,
) -> list[types.Diagnostic]:
    """Every diagnostic of the document itself (those located in other files are left out)."""
    converted = []
    for diagnostic in diagnostics:
        if diagnostic.span.path not in (None, document_path):
            continue
        converted.append(
            to_lsp(
                diagnostic,
                document_path=document_path,
                document_uri=document_uri,
                lines=lines,
                encoding=encoding,
                version=version,
                related_support=related_support,
                lines_for=lines_for,
            )
        )
    return converted


def internal_error(message: str) -> types.Diagnostic:
    """The diagnostic published when the analysis itself failed (a bug, reported as OXS900)."""
    return types.Diagnostic(
        range=types.Range(
            start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
        ),
        message=f"{codes.info('OXS900').summary} ({message})",
        severity=types.DiagnosticSeverity.Error,
        code="OXS900",
        code_description=types.CodeDescription(href=codes.reference_uri("OXS900")),
        source=SOURCE,
    )


def code_entry_markdown(code: str) -> str | None:
    """The reference entry of a diagnostic code, as shown on hover."""
    entry = codes.CODES.get(code)
    if entry is None:
        return None
    parts = [
        f"**{entry.code}**: {entry.title} ({entry.severity.label})",
        "",
        entry.summary,
    ]
    if entry.bad:
        parts += ["", "Reported for:", "```python", entry.bad.strip("\n"), "```"]
    if entry.good:
        parts += ["", "Write instead:", "```python", entry.good.strip("\n"), "```"]
    parts += ["", f"[{entry.code} in the diagnostics reference]({codes.reference_uri(code)})"]
    return "\n".join(parts)
