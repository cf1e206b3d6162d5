"""The graph of a script function in a document, for ``onnxscribe.showGraph``.

The data and the page are built by ``onnxscribe.graph_ir.graph_view`` (shared with the notebook
display); this module finds the function by name in an analyzed document.
"""

from __future__ import annotations

from typing import Any

from onnxscribe.graph_ir.graph_view import RendererMissing, graph_data, graph_page, renderer_script
from onnxscribe.pipeline import analyze

__all__ = ["RendererMissing", "function_graph", "graph_data", "graph_page", "renderer_script"]


def function_graph(
    source: str, path: str | None, name: str, default_opset: int | None = None
) -> dict[str, Any]:
    """The graph data of the script function ``name`` of ``source``, analyzed statically."""
    for found in analyze(source, path, default_opset).functions:
        if found.name == name and found.function is not None:
            return graph_data(found.function, path, found.diagnostics)
    raise LookupError(f"no script function named {name!r} could be converted")
