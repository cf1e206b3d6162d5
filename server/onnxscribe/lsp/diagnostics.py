"""What LSP diagnostics are made of, as plain data.

Each LSP diagnostic carries its code, a ``codeDescription`` linking the code's entry in the
reference shipped inside the package, related places, and its fixes (already converted to LSP
text edits) in ``data`` so that code actions need no second analysis. Diagnostics have one form
in the server: the JSON the protocol sends (``diagnostic_json``), published as it is, by the
start-up phase (``early``, before lsprotocol loads) and by the server alike, so that the server
recognizes what the start-up phase sent by comparing the two.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from onnxscribe.core import codes
from onnxscribe.core.diagnostics import Diagnostic, Fix, Severity, Span
from onnxscribe.lsp.positions import Extent, span_to_extent

LinesFor = Callable[[str], "list[str] | None"]
"""Returns the lines of another file (for related places), or None when it cannot be read."""

SOURCE = "onnxscribe"


def range_json(span: Span, lines: list[str], encoding: str) -> dict[str, Any]:
    (line, character), (end_line, end_character) = span_to_extent(span, lines, encoding)
    return {
        "start": {"line": line, "character": character},
        "end": {"line": end_line, "character": end_character},
    }


def fix_to_json(fix: Fix, lines: list[str], encoding: str) -> dict[str, Any]:
    """A fix as plain JSON with LSP ranges (it travels in the LSP diagnostic's ``data``)."""
    edits = [
        {"range": range_json(edit.span, lines, encoding), "newText": edit.new_text}
        for edit in fix.edits
    ]
    return {"title": fix.title, "edits": edits}


def path_uri(path: str) -> str:
    return Path(path).resolve().as_uri()


def diagnostic_json(
    found: Diagnostic,
    *,
    document_path: str | None,
    document_uri: str,
    lines: list[str],
    encoding: str,
    version: int | None,
    related_support: bool = True,
    lines_for: LinesFor | None = None,
) -> dict[str, Any]:
    """The LSP diagnostic of ``found`` as JSON (fields without a value left out)."""
    message = message_with_hint(found)
    result: dict[str, Any] = {"range": range_json(found.span, lines, encoding)}
    related = None
    if found.related:
        if related_support:
            related = [
                {
                    "location": _location(
                        r.span, document_path, document_uri, lines, encoding, lines_for
                    ),
                    "message": r.message,
                }
                for r in found.related
            ]
        else:
            message += "".join(f"\n{r.span.location()}: {r.message}" for r in found.related)
    result["message"] = message
    result["severity"] = int(found.severity)
    result["code"] = found.code
    if found.code in codes.CODES:
        result["codeDescription"] = {"href": codes.reference_uri(found.code)}
    result["source"] = SOURCE
    if related is not None:
        result["relatedInformation"] = related
    result["data"] = data_of(found, lines, encoding, version)
    return result


def _location(
    span: Span,
    document_path: str | None,
    document_uri: str,
    lines: list[str],
    encoding: str,
    lines_for: LinesFor | None,
) -> dict[str, Any]:
    if span.path is None or span.path == document_path:
        return {"uri": document_uri, "range": range_json(span, lines, encoding)}
    other = lines_for(span.path) if lines_for else None
    return {"uri": path_uri(span.path), "range": range_json(span, other or [], encoding)}


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


def document_json(
    found: Iterable[Diagnostic],
    *,
    document_path: str | None,
    document_uri: str,
    lines: list[str],
    encoding: str,
    version: int | None,
    related_support: bool = True,
    lines_for: LinesFor | None = None,
) -> list[dict[str, Any]]:
    """Every diagnostic of the document itself as JSON (those in other files are left out)."""
    return [
        diagnostic_json(
            d,
            document_path=document_path,
            document_uri=document_uri,
            lines=lines,
            encoding=encoding,
            version=version,
            related_support=related_support,
            lines_for=lines_for,
        )
        for d in in_document(found, document_path)
    ]


def publish_params(uri: str, found: list[dict[str, Any]], version: int | None) -> dict[str, Any]:
    """The params of ``textDocument/publishDiagnostics``."""
    params: dict[str, Any] = {"uri": uri, "diagnostics": found}
    if version is not None:
        params["version"] = version
    return params


def range_extent(lsp_range: dict[str, Any]) -> Extent:
    """The extent of a diagnostic's range (JSON)."""
    start, end = lsp_range["start"], lsp_range["end"]
    return (start["line"], start["character"]), (end["line"], end["character"])


def internal_error_message(message: str) -> str:
    """The message of the diagnostic published when the analysis itself failed (OXS900)."""
    return f"{codes.info('OXS900').summary} ({message})"


def internal_error_json(message: str) -> dict[str, Any]:
    """The diagnostic published when the analysis itself failed (a bug, reported as OXS900)."""
    return {
        "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
        "message": internal_error_message(message),
        "severity": int(Severity.ERROR),
        "code": "OXS900",
        "codeDescription": {"href": codes.reference_uri("OXS900")},
        "source": SOURCE,
    }


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
