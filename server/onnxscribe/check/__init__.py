"""Static type and shape checking over the converter's IR.

``check_function(function)`` infers the element type and symbolic shape of every value of a
script function (writing ``Value.type``) and returns the diagnostics for whatever does not fit.
The implementation loads on first use so that ``import onnxscribe`` stays quick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from onnxscribe.core.diagnostics import Diagnostic
    from onnxscribe.graph_ir.nodes import Function


def check_function(function: Function, source: str | None = None) -> list[Diagnostic]:
    """Infer and verify types and shapes of ``function``; see ``onnxscribe.check.checker``."""
    from onnxscribe.check.checker import check_function as run

    return run(function, source)


__all__ = ["check_function"]
