"""The one error ``from_onnx`` raises for a proto it cannot write."""

from __future__ import annotations


class FromOnnxError(ValueError):
    """The proto uses something the dialect cannot write (a sparse tensor attribute, ...), or
    is not a valid proto (a cycle, a tensor whose data does not fit its dims)."""
