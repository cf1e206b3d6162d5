"""ONNX to readable script source: ``from_onnx(model)``."""

from __future__ import annotations

from onnxscribe.onnx2script.api import ScriptSource, from_onnx
from onnxscribe.onnx2script.errors import FromOnnxError

__all__ = ["FromOnnxError", "ScriptSource", "from_onnx"]
