"""Commands run through ``workspace/executeCommand``; they run in the analysis process (their
names are in ``capabilities``: the server process never imports this module).

* ``onnxscribe.showOnnx`` ``[uri, {"line": L, "character": C}]`` (or ``[uri, "function_name"]``):
  the ONNX text of the script function there.
* ``onnxscribe.exportModel`` ``[uri, position or name, output_path?]``: writes the function as a
  model, by default ``<function>.onnx`` next to the file, and returns the path written.
* ``onnxscribe.showGraph`` ``[uri, position or name, html_path?]``: the function's graph as data
  and as a self-contained HTML page (see ``graph_view``); with ``html_path``, the page is also
  written there. Returns ``{"function", "graph", "html", "path"}``.

Both work from the analysis of the text: nothing in the file is executed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import onnx
import onnx.printer

from onnxscribe.core.diagnostics import Diagnostic, has_errors
from onnxscribe.graph_ir.emit import EmitError, model_proto
from onnxscribe.lsp import graph_view
from onnxscribe.lsp.capabilities import EXPORT_MODEL, SHOW_GRAPH, SHOW_ONNX

if TYPE_CHECKING:
    from onnxscribe.pipeline import Analysis, FunctionAnalysis


class CommandFailed(Exception):
    """The command cannot run for a reason the user can fix (the message says which).

    ``diagnostics`` holds the errors that stop it, when the function has errors, as plain data
    (``path``, ``line``, ``column``, ``endLine``, ``endColumn``, 1-based; ``code``, ``message``).
    """

    def __init__(self, message: str, diagnostics: list[dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.diagnostics = diagnostics or []


def diagnostic_data(diagnostic: Diagnostic) -> dict[str, Any]:
    span = diagnostic.span
    return {
        "path": span.path,
        "line": span.line,
        "column": span.column,
        "endLine": span.end_line,
        "endColumn": span.end_column,
        "severity": diagnostic.severity.name.lower(),
        "code": diagnostic.code,
        "message": diagnostic.message,
    }


def find_function(analysis: Analysis, target: Any) -> FunctionAnalysis:
    """The function named ``target`` (a str), or at ``target`` = ``{"line": L, "column": C}`` (1-based)."""
    if isinstance(target, str):
        for function in analysis.functions:
            if function.name == target:
                return function
        raise CommandFailed(f"no script function named {target!r} in this file")
    if isinstance(target, dict) and isinstance(target.get("line"), int):
        found = analysis.function_at(target["line"], int(target.get("column", 1)))
        if found is not None:
            return found
        raise CommandFailed("the cursor is not inside a script function")
    if target is None and len(analysis.functions) == 1:
        return analysis.functions[0]
    raise CommandFailed("say which function: place the cursor inside it or give its name")


def _checked(function: FunctionAnalysis) -> Any:
    if function.function is None or has_errors(function.diagnostics):
        errors = [d for d in function.diagnostics if d.is_error]
        shown = "; ".join(f"{d.span.line}:{d.span.column} {d.code} {d.message}" for d in errors[:3])
        raise CommandFailed(
            f"{function.name} has errors: {shown}"
            if shown
            else f"{function.name} could not be converted",
            [diagnostic_data(d) for d in errors],
        )
    return function.function


def _model(function: Any) -> Any:
    try:
        return model_proto(function)
    except EmitError as error:
        raise CommandFailed(f"{function.name} cannot be exported as a model: {error}") from error


def show_onnx(analysis: Analysis, target: Any) -> str:
    function = _checked(find_function(analysis, target))
    proto = _model(function)
    return str(onnx.printer.to_text(proto))


def default_export_path(document_path: str, function_name: str) -> Path:
    return Path(document_path).with_name(f"{function_name}.onnx")


def export_model(analysis: Analysis, target: Any, output: str | None) -> str:
    function = _checked(find_function(analysis, target))
    if output is None:
        if analysis.path is None:
            raise CommandFailed("the document has no file path; give an output path")
        destination = default_export_path(analysis.path, function.name)
    else:
        destination = Path(output)
    proto = _model(function)
    onnx.save(proto, str(destination))
    return str(destination)


def show_graph(analysis: Analysis, target: Any, output: str | None) -> dict[str, Any]:
    found = find_function(analysis, target)
    if found.function is None:
        raise CommandFailed(f"{found.name} could not be converted, so it has no graph")
    data = graph_view.graph_data(found.function, analysis.path, found.diagnostics)
    try:
        page = graph_view.graph_page(data)
    except graph_view.RendererMissing as error:
        raise CommandFailed(str(error)) from error
    if output is not None:
        Path(output).write_text(page, encoding="utf-8")
    return {"function": found.name, "graph": data, "html": page, "path": output}


def run(name: str, analysis: Analysis, arguments: dict[str, Any]) -> Any:
    if name == SHOW_ONNX:
        return show_onnx(analysis, arguments.get("target"))
    if name == EXPORT_MODEL:
        return export_model(analysis, arguments.get("target"), arguments.get("output"))
    if name == SHOW_GRAPH:
        return show_graph(analysis, arguments.get("target"), arguments.get("output"))
    raise CommandFailed(f"unknown command {name!r}")
