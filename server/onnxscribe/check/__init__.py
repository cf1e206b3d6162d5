"""Static type and shape checking over the converter's IR.

``check_function(function)`` infers the element type and symbolic shape of every value of a
script function (writing ``Value.type``) and returns the diagnostics for whatever does not fit;
``check_graph_body(graph)`` does the same for a graph body converted on its own.
"""

from __future__ import annotations

from onnxscribe.check.checker import check_function, check_graph_body

__all__ = ["check_function", "check_graph_body"]
