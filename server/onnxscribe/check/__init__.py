"""Static type and shape checking over the converter's IR.

``check_function(function)`` infers the element type and symbolic shape of every value of a
script function (writing ``Value.type``) and returns the diagnostics for whatever does not fit.
"""

from __future__ import annotations

from onnxscribe.check.checker import check_function

__all__ = ["check_function"]
