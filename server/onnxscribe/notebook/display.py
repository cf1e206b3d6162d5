"""How a script function shows itself in Jupyter: its typed signature, its ONNX text and a
drawing of its graph (``_repr_html_``), or the first two as Markdown (``_repr_markdown_``).

The drawing is the editor's graph view (``graph_ir.graph_view``'s page, in an ``<iframe
srcdoc>``) over a static SVG. Front ends that strip scripts and iframes (GitHub, untrusted
notebooks) keep only the SVG; where scripts run, a one-line script after the iframe hides the
SVG, so each front end shows one drawing.
"""

from __future__ import annotations

import html
from typing import Any

import onnx
import onnx.printer

from onnxscribe.core.types import format_type
from onnxscribe.graph_ir.graph_view import RendererMissing, graph_data, graph_page
from onnxscribe.notebook.drawing import GraphData, node_rows, svg
from onnxscribe.notebook.drawing import graph_data as drawing_data


def signature(function: Any) -> str:
    """``name(X: FLOAT["N"], alpha: float = 0.5) -> FLOAT["N"]`` of an OnnxFunction."""
    ir = function.function_ir
    attributes = {p.name: p for p in ir.attribute_params}
    inputs = {v.name: v for v in ir.graph.inputs}
    parts = []
    for name in ir.param_order:
        if name in attributes:
            param = attributes[name]
            text = f"{name}: {_attribute_type(param.kind)}"
            if param.has_default:
                text += f" = {param.default!r}"
        else:
            value = inputs.get(name)
            value_type = value.declared or value.type if value is not None else None
            text = f"{name}: {format_type(value_type)}" if value_type is not None else name
        parts.append(text)
    outputs = [format_type(v.declared or v.type) for v in ir.graph.outputs]
    result = outputs[0] if len(outputs) == 1 else f"tuple[{', '.join(outputs)}]"
    return f"{function.name}({', '.join(parts)}) -> {result}"


def _attribute_type(kind: Any) -> str:
    name = kind.value
    base = {"INT": "int", "FLOAT": "float", "STRING": "str"}.get(name.rstrip("S"), name.lower())
    return f"Sequence[{base}]" if kind.is_list else base


def onnx_text(function: Any) -> str:
    return onnx.printer.to_text(function.to_function_proto())


def _model_graph(function: Any) -> onnx.GraphProto | onnx.FunctionProto:
    """The graph to draw: the model's (with its value types) where the function makes a
    model, else the function's nodes."""
    try:
        model = function.to_model_proto()
        inferred = onnx.shape_inference.infer_shapes(model)
        return inferred.graph
    except Exception:
        proto: onnx.FunctionProto = function.to_function_proto()
        return proto


def markdown(function: Any) -> str:
    return (
        f"**{function.opset.domain or 'ai.onnx'}::{function.name}**\n\n"
        f"```python\n{signature(function)}\n```\n\n"
        f"```\n{onnx_text(function)}\n```\n"
    )


def html_view(function: Any) -> str:
    data = drawing_data(_model_graph(function))
    drawing = svg(data)
    return (
        '<div class="onnxscribe-function">'
        f"<p><b>{html.escape(function.opset.domain or 'ai.onnx')}::"
        f"{html.escape(function.name)}</b></p>"
        f"<pre><code>{html.escape(signature(function))}</code></pre>"
        f'<div class="onnxscribe-static-graph">{drawing}</div>'
        f"{graph_frame(function, _frame_height(data))}"
        "<details><summary>ONNX</summary>"
        f'<pre class="onnx-text">{html.escape(onnx_text(function))}</pre></details>'
        "</div>"
    )


# The graph view's toolbar and one rank of its layout, in pixels.
_TOOLBAR_HEIGHT = 40
_RANK_HEIGHT = 90
_FRAME_HEIGHTS = (240, 720)
# Runs only where the front end runs scripts, which is where the iframe's drawing shows too.
_HIDE_STATIC_DRAWING = (
    "<script>(function(s){var d=s&&s.parentNode.querySelector('.onnxscribe-static-graph');"
    "if(d){d.style.display='none';}})(document.currentScript);</script>"
)


def _frame_height(data: GraphData) -> int:
    """Room for the graph's ranks (inputs, node rows, outputs), within sensible bounds."""
    ranks = max(node_rows(data), default=0) + 2
    low, high = _FRAME_HEIGHTS
    return min(max(_TOOLBAR_HEIGHT + ranks * _RANK_HEIGHT, low), high)


def graph_frame(function: Any, height: int = _FRAME_HEIGHTS[0]) -> str:
    """The editor's graph view page of ``function`` in a sandboxed ``<iframe srcdoc>`` (resizable,
    ``height`` pixels high), with the script that hides the static drawing; empty when the
    drawing script is not installed."""
    try:
        page = graph_page(graph_data(function.function_ir))
    except RendererMissing:
        return ""
    title = html.escape(f"{function.name}: graph", quote=True)
    return (
        f'<iframe class="onnxscribe-graph-view" title="{title}" sandbox="allow-scripts" '
        f'style="width:100%;height:{height}px;border:1px solid #ccc;resize:vertical" '
        f'srcdoc="{html.escape(page, quote=True)}"></iframe>'
        f"{_HIDE_STATIC_DRAWING}"
    )
