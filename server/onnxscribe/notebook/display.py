"""How a script function shows itself in Jupyter: its typed signature, its ONNX text and a
drawing of its graph (``_repr_html_``), or the first two as Markdown (``_repr_markdown_``)."""

from __future__ import annotations

import html
from typing import Any

import onnx
import onnx.printer

from onnxscribe.core.types import format_type
from onnxscribe.notebook.drawing import graph_data, svg


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
        return function.to_function_proto()  # type: ignore[no-any-return]


def markdown(function: Any) -> str:
    return (
        f"**{function.opset.domain or 'ai.onnx'}::{function.name}**\n\n"
        f"```python\n{signature(function)}\n```\n\n"
        f"```\n{onnx_text(function)}\n```\n"
    )


def html_view(function: Any) -> str:
    drawing = svg(graph_data(_model_graph(function)))
    return (
        '<div class="onnxscribe-function">'
        f"<p><b>{html.escape(function.opset.domain or 'ai.onnx')}::"
        f"{html.escape(function.name)}</b></p>"
        f"<pre><code>{html.escape(signature(function))}</code></pre>"
        f"{drawing}"
        "<details><summary>ONNX</summary>"
        f'<pre class="onnx-text">{html.escape(onnx_text(function))}</pre></details>'
        "</div>"
    )
