"""Compatibility path: ``from onnxscribe.values import Opset``."""

from __future__ import annotations

from onnxscribe.converter.api import OnnxFunction
from onnxscribe.opsets import Op, Opset

__all__ = ["OnnxFunction", "Op", "Opset"]
