"""Compatibility path: ``from onnxscribe.values import Opset``."""

from onnxscribe.converter.api import OnnxFunction as OnnxFunction
from onnxscribe.opsets import Op as Op, Opset as Opset

__all__ = ["Op", "OnnxFunction", "Opset"]
