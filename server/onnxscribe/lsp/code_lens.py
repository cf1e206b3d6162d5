"""Run, Debug and Profile above each script function, and the list of a document's script functions.

Both come from the analysis (``data.DocumentData``), so they name exactly the functions the
server analyzes: ``@script()`` and the decorators a project configures (``script-decorators``).
The lens commands are the editor extension's (``onnxscribe.runFunction``,
``onnxscribe.debugFunction``, ``onnxscribe.profileFunction``), called with
``[uri, function name]``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from onnxscribe.core.diagnostics import Span
from onnxscribe.lsp.data import DocumentData, FunctionData

RUN = "onnxscribe.runFunction"
DEBUG = "onnxscribe.debugFunction"
PROFILE = "onnxscribe.profileFunction"


@dataclass(frozen=True)
class Lens:
    span: Span
    title: str
    command: str
    arguments: tuple[str | int, ...]


def code_lenses(data: DocumentData | None, uri: str) -> list[Lens]:
    """Run, Debug and Profile on the first line of each script function (its first decorator)."""
    found: list[Lens] = []
    for function in data.functions if data is not None else []:
        line = function.info.span.line
        at = Span(function.info.span.path, line, 1, line, 1)
        arguments = (uri, function.info.name)
        found += [
            Lens(at, "Run", RUN, arguments),
            Lens(at, "Debug", DEBUG, arguments),
            Lens(at, "Profile", PROFILE, arguments),
        ]
    return found


def script_functions(data: DocumentData | None) -> list[dict[str, Any]]:
    """The script functions as the extension asks for them: lines 0-based, from the first
    decorator (``line``) and the ``def`` (``defLine``) to the end of the body (``endLine``)."""
    return [_function_json(f) for f in data.functions] if data is not None else []


def _function_json(function: FunctionData) -> dict[str, Any]:
    info = function.info
    def_line = function.symbol.selection.line if function.symbol is not None else info.span.line
    return {
        "name": info.name,
        "line": info.span.line - 1,
        "defLine": def_line - 1,
        "endLine": info.span.end_line - 1,
        "parameters": [
            {
                "name": p.name,
                "annotation": p.annotation,
                "hasDefault": p.has_default,
                "isAttribute": p.is_attribute,
            }
            for p in info.parameters
        ],
    }
