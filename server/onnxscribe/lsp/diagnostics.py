"""What LSP diagnostics are made of, as plain data.

Each LSP diagnostic carries its code, a ``codeDescription`` linking the code's entry in the
reference shipped inside the package, related places, and its fixes (already converted to LSP
text edits) in ``data`` so that code actions need no second analysis. The server builds the
protocol objects (``to_lsp``) from the pieces here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from onnxscribe.core import codes
from onnxscribe.core.diagnostics import Diagnostic, Fix
from onnxscribe.lsp.positions import span_to_extent

SOURCE = "onnxscribe"


def fix_to_json(fix: Fix, lines: list[str], encoding: str) -> dict[str, Any]:
    """A fix as plain JSON with LSP ranges (it travels in the LSP diagnostic's ``data``)."""
    edits = []
    for edit in fix.edits:
        (line, character), (end_line, end_character) = span_to_extent(edit.span, lines, encoding)
        edits.append(
            {
                "range": {
                    "start": {"line": line, "character": character},
                    "end": {"line": end_line, "character": end_character},
                },
                "newText": edit.new_text,
            }
        )
    return {"title": fix.title, "edits": edits}


def message_with_hint(diagnostic: Diagnostic) -> str:
    return diagnostic.message + (f"\nhint: {diagnostic.hint}" if diagnostic.hint else "")


def data_of(
    diagnostic: Diagnostic, lines: list[str], encoding: str, version: int | None
) -> dict[str, Any]:
    """What an LSP diagnostic carries in ``data``: the version and the fixes as LSP edits."""
    data: dict[str, Any] = {"version": version}
    if diagnostic.fixes:
        data["fixes"] = [fix_to_json(fix, lines, encoding) for fix in diagnostic.fixes]
    return data


def in_document(diagnostics: Iterable[Diagnostic], document_path: str | None) -> list[Diagnostic]:
    """The diagnostics of the document itself (those located in other files are left out)."""
    return [d for d in diagnostics if d.span.path in (None, document_path)]


def internal_error_message(message: str) -> str:
    """The message of the diagnostic published when the analysis itself failed (OXS900)."""
    return f"{codes.info('OXS900').summary} ({message})"


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
