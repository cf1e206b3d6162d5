"""Protocol objects from the features' plain data (and back), for the server module.

This module, ``server`` and ``transport`` are the only ones that know lsprotocol: every feature
returns plain data in 1-based lines and character columns, and the conversions to LSP positions
(0-based, in the code units the client negotiated) happen here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from lsprotocol import types
from lsprotocol.converters import get_converter

from onnxscribe.core.diagnostics import Span
from onnxscribe.lsp import positions
from onnxscribe.lsp.code_lens import Lens
from onnxscribe.lsp.data import CLASS, CONSTANT, FUNCTION, GRAPH, Hint, SymbolInfo
from onnxscribe.lsp.diagnostics import (
    SOURCE,
    path_uri,
)
from onnxscribe.lsp.positions import Extent, Point
from onnxscribe.lsp.project_file import ProjectProblem

_CONVERTER = get_converter()
_Options = TypeVar("_Options")


def options(data: dict[str, Any], kind: type[_Options]) -> _Options:
    """A feature's protocol options from their JSON (``capabilities``)."""
    return _CONVERTER.structure(data, kind)


def client_json(client: types.ClientCapabilities) -> dict[str, Any]:
    """The client's capabilities as the JSON they were sent as."""
    unstructured: dict[str, Any] = _CONVERTER.unstructure(client, types.ClientCapabilities)
    return unstructured


# --------------------------------------------------------------------------- positions


def position(point: Point) -> types.Position:
    return types.Position(line=point[0], character=point[1])


def lsp_range(extent: Extent) -> types.Range:
    return types.Range(start=position(extent[0]), end=position(extent[1]))


def range_of(span: Span, lines: list[str], encoding: str) -> types.Range:
    return lsp_range(positions.span_to_extent(span, lines, encoding))


def extent_of(lsp: types.Range) -> Extent:
    return (lsp.start.line, lsp.start.character), (lsp.end.line, lsp.end.character)


def span_of(path: str | None, lines: list[str], lsp: types.Range, encoding: str) -> Span:
    return positions.extent_to_span(path, lines, extent_of(lsp), encoding)


def line_column(lines: list[str], at: types.Position, encoding: str) -> tuple[int, int]:
    """The 1-based line and character column of an LSP position (clamped to the text)."""
    return positions.from_point(lines, at.line, at.character, encoding)


# --------------------------------------------------------------------------- diagnostics


def diagnostics_of(found: list[dict[str, Any]]) -> list[types.Diagnostic]:
    """Protocol diagnostics from the JSON the server publishes (for a pulled report)."""
    structured: list[types.Diagnostic] = _CONVERTER.structure(found, list[types.Diagnostic])
    return structured


def project_diagnostics(
    found: list[ProjectProblem], lines: list[str], encoding: str
) -> list[types.Diagnostic]:
    """Problems of a pyproject.toml's ``[tool.onnxscribe]`` table, each on its whole line."""
    converted = []
    for problem in found:
        text = lines[problem.line] if problem.line < len(lines) else ""
        end = positions.character_to_units(text, len(text), encoding)
        converted.append(
            types.Diagnostic(
                range=types.Range(
                    start=types.Position(line=problem.line, character=0),
                    end=types.Position(line=problem.line, character=end),
                ),
                message=problem.message,
                severity=types.DiagnosticSeverity.Error,
                source=SOURCE,
            )
        )
    return converted


# --------------------------------------------------------------------------- features


def markup(formats: Sequence[Any] | None, text: str) -> types.MarkupContent:
    kind = (
        types.MarkupKind.Markdown
        if types.MarkupKind.Markdown in (formats or [])
        else types.MarkupKind.PlainText
    )
    return types.MarkupContent(kind=kind, value=text)


def inlay_hints(hints: Iterable[Hint], lines: list[str], encoding: str) -> list[types.InlayHint]:
    return [
        types.InlayHint(
            position=position(positions.to_point(lines, hint.line, hint.column, encoding)),
            label=hint.label,
            kind=types.InlayHintKind.Type,
        )
        for hint in hints
    ]


_COMPLETION_KINDS = {
    "op": types.CompletionItemKind.Function,
    "attribute": types.CompletionItemKind.Property,
    "input": types.CompletionItemKind.Variable,
}


def code_lenses(lenses: Iterable[Lens], lines: list[str], encoding: str) -> list[types.CodeLens]:
    return [
        types.CodeLens(
            range=range_of(lens.span, lines, encoding),
            command=types.Command(
                title=lens.title, command=lens.command, arguments=list(lens.arguments)
            ),
        )
        for lens in lenses
    ]


def completion_items(
    candidates: Iterable[Any], *, tag_support: bool, deprecated_support: bool
) -> list[types.CompletionItem]:
    """Completion items; op documentation is left to ``completionItem/resolve`` (it is long)."""
    items = []
    for candidate in candidates:
        deprecated = candidate.deprecated
        items.append(
            types.CompletionItem(
                label=candidate.label,
                kind=_COMPLETION_KINDS[candidate.kind],
                detail=candidate.detail,
                insert_text=candidate.insert_text,
                insert_text_format=types.InsertTextFormat.PlainText,
                sort_text=candidate.sort_text,
                tags=[types.CompletionItemTag.Deprecated] if deprecated and tag_support else None,
                deprecated=True if deprecated and deprecated_support and not tag_support else None,
                data={
                    "domain": candidate.domain,
                    "version": candidate.version,
                    "name": candidate.label,
                }
                if candidate.kind == "op"
                else None,
            )
        )
    return items


def signature_help(
    found: Any, *, offsets: bool, formats: Sequence[Any] | None
) -> types.SignatureHelp:
    offsets = offsets and found.label.isascii()
    parameters = [
        types.ParameterInformation(
            label=(p.start, p.end) if offsets else p.label,
            documentation=markup(formats, p.documentation) if p.documentation else None,
        )
        for p in found.parameters
    ]
    signature = types.SignatureInformation(
        label=found.label,
        documentation=markup(formats, found.documentation) if found.documentation else None,
        parameters=parameters,
        active_parameter=found.active_parameter,
    )
    return types.SignatureHelp(
        signatures=[signature], active_signature=0, active_parameter=found.active_parameter
    )


def code_actions(
    found: Iterable[Any],
    uri: str,
    lines: list[str],
    encoding: str,
    request_diagnostics: Sequence[types.Diagnostic],
) -> list[types.CodeAction]:
    return [
        types.CodeAction(
            title=f.action.title,
            kind=f.action.kind,
            diagnostics=None if f.diagnostic is None else [request_diagnostics[f.diagnostic]],
            edit=types.WorkspaceEdit(changes={uri: text_edits(f.action.edits, lines, encoding)}),
            is_preferred=f.action.preferred or None,
        )
        for f in found
    ]


def text_edits(edits: Iterable[Any], lines: list[str], encoding: str) -> list[types.TextEdit]:
    return [
        types.TextEdit(range=range_of(e.span, lines, encoding), new_text=e.new_text) for e in edits
    ]


_SYMBOL_KINDS = {
    FUNCTION: types.SymbolKind.Function,
    GRAPH: types.SymbolKind.Function,
    CLASS: types.SymbolKind.Class,
    CONSTANT: types.SymbolKind.Constant,
}


def document_symbols(
    symbols: Iterable[SymbolInfo], lines: list[str], encoding: str
) -> list[types.DocumentSymbol]:
    return [
        types.DocumentSymbol(
            name=s.name,
            kind=_SYMBOL_KINDS.get(s.kind, types.SymbolKind.Variable),
            range=range_of(s.span, lines, encoding),
            selection_range=range_of(s.selection, lines, encoding),
            detail=s.detail or None,
            children=document_symbols(s.children, lines, encoding) or None,
        )
        for s in symbols
    ]


def flat_symbols(
    symbols: Iterable[SymbolInfo],
    uri: str,
    lines: list[str],
    encoding: str,
    container: str | None = None,
) -> list[types.SymbolInformation]:
    """Symbols as a flat list (clients without hierarchical document symbols)."""
    found = []
    for s in symbols:
        found.append(
            types.SymbolInformation(
                name=s.name,
                kind=_SYMBOL_KINDS.get(s.kind, types.SymbolKind.Variable),
                location=types.Location(uri=uri, range=range_of(s.span, lines, encoding)),
                container_name=container,
            )
        )
        found += flat_symbols(s.children, uri, lines, encoding, s.name)
    return found


def locations(
    found: Iterable[Any], lines_for: Callable[[str], list[str]], encoding: str
) -> list[types.Location]:
    """Protocol locations of ``navigation.Location``s (``lines_for`` reads each file's lines)."""
    return [
        types.Location(uri=path_uri(f.path), range=range_of(f.span, lines_for(f.path), encoding))
        for f in found
    ]


def workspace_edit(
    edits: dict[str, list[tuple[Span, str]]], lines_for: Callable[[str], list[str]], encoding: str
) -> types.WorkspaceEdit:
    return types.WorkspaceEdit(
        changes={
            path_uri(path): [
                types.TextEdit(range=range_of(span, lines_for(path), encoding), new_text=text)
                for span, text in changed
            ]
            for path, changed in edits.items()
        }
    )


def workspace_symbols(
    found: Iterable[Any], lines_for: Callable[[str], list[str]], encoding: str
) -> list[types.WorkspaceSymbol]:
    return [
        types.WorkspaceSymbol(
            name=f.symbol.name,
            kind=_SYMBOL_KINDS.get(f.symbol.kind, types.SymbolKind.Variable),
            location=types.Location(
                uri=path_uri(f.path), range=range_of(f.symbol.span, lines_for(f.path), encoding)
            ),
            container_name=f.container,
        )
        for f in found
    ]
