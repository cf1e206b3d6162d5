"""Diagnostics as SARIF 2.1.0 (for code scanning in CI) and as plain JSON.

Both are pure functions of the diagnostics found per file. Columns count Unicode code points,
which SARIF calls ``unicodeCodePoints``. SARIF locations are relative references resolved
against ``%SRCROOT%``, the folder the command ran in, which the log names in
``originalUriBaseIds`` (GitHub code scanning resolves them against the checkout); a file outside
that folder gets an absolute ``file:`` URI. A file name's bytes are kept exactly, even when they
are not UTF-8: SARIF's URIs percent-encode them (``bad%FF.py``), and JSON writes each byte that is
not UTF-8 as the four characters ``\\xNN`` (``bad\\xff.py``).
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping, Sequence
from pathlib import PurePath, PurePosixPath
from typing import Any
from urllib.parse import quote

from onnxscribe.core import codes
from onnxscribe.core.diagnostics import Diagnostic, Severity, Span

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_VERSION = "2.1.0"
SRCROOT = "%SRCROOT%"

_LEVELS = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.INFORMATION: "note",
    Severity.HINT: "note",
}


def _path_bytes(path: str) -> bytes:
    """The bytes of a file name (Python keeps a byte that is not UTF-8 as a lone surrogate)."""
    try:
        return path.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate no file system name decodes to
        return path.encode("utf-8", "backslashreplace")


def _uri(path: str | None) -> str:
    """A relative reference for a relative path, a ``file:`` URI for an absolute one; every
    byte outside the unreserved characters percent-encoded."""
    if not path:
        return "<string>"
    pure = PurePath(path)
    if pure.drive:  # Windows: its names are Unicode already
        return pure.as_uri() if pure.is_absolute() else quote(pure.as_posix(), safe="/:")
    encoded = quote(_path_bytes(pure.as_posix()), safe="/")
    return "file://" + encoded if pure.is_absolute() else encoded


def path_text(path: str) -> str:
    """A file name as JSON text: the name itself when it is UTF-8, else each byte that is not
    written ``\\xNN``."""
    return _path_bytes(path).decode("utf-8", "backslashreplace")


def _artifact(path: str | None, root: str | None) -> dict[str, str]:
    """An ``artifactLocation``: relative to ``%SRCROOT%`` (the folder ``root``) when the file is
    inside it, else as ``_uri`` writes it."""
    if not path or root is None or PurePath(path).drive or PurePath(root).drive:
        return {"uri": _uri(path)}
    pure = PurePosixPath(posixpath.normpath(posixpath.join(root, path)))
    base = PurePosixPath(posixpath.normpath(root))
    if not pure.is_relative_to(base) or pure == base:
        return {"uri": _uri(str(pure))}
    return {"uri": _uri(pure.relative_to(base).as_posix()), "uriBaseId": SRCROOT}


def _folder_uri(root: str) -> str:
    uri = _uri(posixpath.normpath(root) if not PurePath(root).drive else root)
    return uri if uri.endswith("/") else uri + "/"


def _region(span: Span) -> dict[str, int]:
    return {
        "startLine": span.line,
        "startColumn": span.column,
        "endLine": span.end_line,
        "endColumn": span.end_column,
    }


def _location(span: Span, path: str | None, root: str | None) -> dict[str, Any]:
    return {
        "physicalLocation": {
            "artifactLocation": _artifact(span.path or path, root),
            "region": _region(span),
        }
    }


def _rule(code: str) -> dict[str, Any]:
    entry = codes.CODES.get(code)
    if entry is None:
        return {"id": code}
    return {
        "id": code,
        "name": entry.title,
        "shortDescription": {"text": entry.title},
        "fullDescription": {"text": entry.summary},
        "help": {"text": entry.summary},
        "defaultConfiguration": {"level": _LEVELS[entry.severity]},
    }


def to_sarif(
    results: Mapping[str, Sequence[Diagnostic]], version: str, root: str | None = None
) -> dict[str, Any]:
    """A SARIF log with one run: every diagnostic of every file, rules for the codes used.
    ``root`` is the absolute folder relative paths are relative to (the working folder)."""
    used = sorted({d.code for found in results.values() for d in found})
    index = {code: i for i, code in enumerate(used)}
    sarif_results: list[dict[str, Any]] = []
    for path, found in results.items():
        for diagnostic in found:
            result: dict[str, Any] = {
                "ruleId": diagnostic.code,
                "ruleIndex": index[diagnostic.code],
                "level": _LEVELS[diagnostic.severity],
                "message": {"text": _message(diagnostic)},
                "locations": [_location(diagnostic.span, path, root)],
            }
            if diagnostic.related:
                result["relatedLocations"] = [
                    {"id": i, "message": {"text": r.message}, **_location(r.span, path, root)}
                    for i, r in enumerate(diagnostic.related)
                ]
            if diagnostic.fixes:
                result["fixes"] = [
                    {
                        "description": {"text": fix.title},
                        "artifactChanges": [
                            {
                                "artifactLocation": _artifact(path, root),
                                "replacements": [
                                    {
                                        "deletedRegion": _region(edit.span),
                                        "insertedContent": {"text": edit.new_text},
                                    }
                                    for edit in fix.edits
                                ],
                            }
                        ],
                    }
                    for fix in diagnostic.fixes
                ]
            sarif_results.append(result)
    run: dict[str, Any] = {
        "tool": {
            "driver": {
                "name": "onnxscribe",
                "version": version,
                "rules": [_rule(code) for code in used],
            }
        },
    }
    if root is not None:
        run["originalUriBaseIds"] = {SRCROOT: {"uri": _folder_uri(root)}}
    run["columnKind"] = "unicodeCodePoints"
    run["results"] = sarif_results
    return {"$schema": SARIF_SCHEMA, "version": SARIF_VERSION, "runs": [run]}


def _message(diagnostic: Diagnostic) -> str:
    if diagnostic.hint:
        return f"{diagnostic.message} ({diagnostic.hint})"
    return diagnostic.message


def _span_json(span: Span) -> dict[str, Any]:
    return {
        "line": span.line,
        "column": span.column,
        "end_line": span.end_line,
        "end_column": span.end_column,
    }


def diagnostic_json(diagnostic: Diagnostic, path: str) -> dict[str, Any]:
    return {
        "path": path_text(diagnostic.span.path or path),
        **_span_json(diagnostic.span),
        "code": diagnostic.code,
        "severity": diagnostic.severity.label,
        "message": diagnostic.message,
        "hint": diagnostic.hint,
        "related": [
            {"path": path_text(r.span.path or path), **_span_json(r.span), "message": r.message}
            for r in diagnostic.related
        ],
        "fixes": [
            {
                "title": fix.title,
                "edits": [{**_span_json(e.span), "new_text": e.new_text} for e in fix.edits],
            }
            for fix in diagnostic.fixes
        ],
    }


def to_json(results: Mapping[str, Sequence[Diagnostic]]) -> dict[str, Any]:
    """Plain JSON: every diagnostic with its location, fixes and related places, plus counts."""
    diagnostics = [diagnostic_json(d, path) for path, found in results.items() for d in found]
    errors = sum(1 for found in results.values() for d in found if d.is_error)
    return {
        "version": 1,
        "files": len(results),
        "errors": errors,
        "warnings": len(diagnostics) - errors,
        "diagnostics": diagnostics,
    }
