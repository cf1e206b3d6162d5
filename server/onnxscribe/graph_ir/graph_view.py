"""A function's IR graph as plain data, and as a page that draws it.

``graph_data`` turns a function's IR into JSON-able data: its inputs and outputs, each node with
its operator, source span and attributes, every value with its inferred type and shape, and the
bodies of If/Loop/Scan nodes nested under the node. ``graph_page`` wraps that data in a
self-contained HTML page; the drawing script is the one the VS Code extension's graph view runs
(built from ``vscode-extension/src/webview``, kept in ``onnxscribe/data/graph_view.js``). The
language server hands the page to editors without webviews; a notebook embeds it in a script
function's rich display.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Any

import numpy as np

from onnxscribe.core.diagnostics import Diagnostic, Span
from onnxscribe.core.types import format_type
from onnxscribe.graph_ir.nodes import Attribute, AttrRef, Function, Graph, Node, Value

SCRIPT_RESOURCE = "graph_view.js"
ATTRIBUTE_TEXT_LIMIT = 60


def graph_data(
    function: Function, path: str | None = None, errors: Sequence[Diagnostic] = ()
) -> dict[str, Any]:
    """The function's graph as data (see the module docstring).

    ``errors``: the function's errors; the graph holds only what was converted up to them, and
    the page lists them above it.
    """
    collector = _Collector()
    graph = collector.graph(function.graph, "g")
    return {
        "function": function.name,
        "domain": function.domain,
        "path": path,
        "line": function.name_span.line,
        "opsetImports": dict(sorted(function.opset_imports.items())),
        "graph": graph,
        "values": collector.values,
        "errors": [
            {**_span(d.span), "code": d.code, "message": d.message} for d in errors if d.is_error
        ],
    }


class _Collector:
    def __init__(self) -> None:
        self.values: dict[str, dict[str, Any]] = {}

    def value(self, value: Value) -> str:
        if value.name not in self.values:
            self.values[value.name] = {
                "name": value.name,
                "label": value.source_name or value.name,
                "type": format_type(value.type),
                "line": value.span.line if value.span is not None else None,
                "constant": value.const is not None,
            }
        return value.name

    def graph(self, graph: Graph, graph_id: str) -> dict[str, Any]:
        return {
            "id": graph_id,
            "name": graph.name,
            "line": graph.span.line,
            "inputs": [self.value(v) for v in graph.inputs],
            "outputs": [self.value(v) for v in graph.outputs],
            "captured": [self.value(v) for v in graph.captured],
            "nodes": [
                self.node(node, f"{graph_id}.n{index}") for index, node in enumerate(graph.nodes)
            ],
        }

    def node(self, node: Node, node_id: str) -> dict[str, Any]:
        bodies = []
        attributes = []
        for name, attribute in node.attributes.items():
            graphs = _graphs(attribute)
            if graphs:
                for index, body in enumerate(graphs):
                    suffix = name if len(graphs) == 1 else f"{name}[{index}]"
                    bodies.append(
                        {"attribute": suffix, "graph": self.graph(body, f"{node_id}.{suffix}")}
                    )
            else:
                attributes.append({"name": name, "value": _attribute_text(attribute)})
        return {
            "id": node_id,
            "op": node.op_type,
            "domain": node.domain,
            "version": node.version,
            **_span(node.span),
            "inputs": [self.value(v) if v is not None else None for v in node.inputs],
            "outputs": [self.value(v) for v in node.outputs],
            "attributes": attributes,
            "bodies": bodies,
            "callee": node.callee.name if node.callee is not None else None,
        }


def _span(span: Span) -> dict[str, int]:
    return {
        "line": span.line,
        "column": span.column,
        "endLine": span.end_line,
        "endColumn": span.end_column,
    }


def _graphs(attribute: Attribute) -> list[Graph]:
    if isinstance(attribute.value, Graph):
        return [attribute.value]
    if isinstance(attribute.value, list) and any(isinstance(v, Graph) for v in attribute.value):
        return [v for v in attribute.value if isinstance(v, Graph)]
    return []


def _attribute_text(attribute: Attribute) -> str:
    value = attribute.value
    if isinstance(value, AttrRef):
        text = f"<{value.name}>"
    elif isinstance(value, np.ndarray):
        text = (
            np.array2string(value, threshold=8, separator=", ")
            if value.size <= 8
            else f"tensor {value.dtype}{list(value.shape)}"
        )
    elif isinstance(value, bytes):
        text = repr(value.decode("utf-8", "replace"))
    elif isinstance(value, str):
        text = repr(value)
    else:
        text = str(value)
    text = " ".join(text.split())
    if len(text) > ATTRIBUTE_TEXT_LIMIT:
        text = text[: ATTRIBUTE_TEXT_LIMIT - 1] + "…"
    return text


class RendererMissing(Exception):
    """The drawing script is not installed with this copy of onnxscribe."""


@cache
def renderer_script() -> str:
    """The drawing script shipped in ``onnxscribe/data``."""
    try:
        data = resources.files("onnxscribe").joinpath("data")
        return data.joinpath(SCRIPT_RESOURCE).read_text("utf-8")
    except (FileNotFoundError, OSError) as error:
        raise RendererMissing(
            f"the graph view script onnxscribe/data/{SCRIPT_RESOURCE} is not installed"
        ) from error


def graph_page(data: dict[str, Any], script: str | None = None) -> str:
    """A self-contained HTML page drawing ``data`` (``script``: the drawing script's text)."""
    script_text = renderer_script() if script is None else script
    title = html.escape(f"{data['function']}: graph")
    # JSON inside <script> must not be able to close the element.
    payload = (
        json.dumps(data, ensure_ascii=False)
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
    )
    safe_script = script_text.replace("</script", "<\\/script")
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title}</title>\n</head>\n<body>\n"
        '<div id="toolbar"></div>\n<div id="graph" role="img" '
        f'aria-label="{title}"></div>\n'
        f'<script type="application/json" id="graph-data">{payload}</script>\n'
        f"<script>{safe_script}</script>\n</body>\n</html>\n"
    )
