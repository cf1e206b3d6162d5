"""ONNX to readable script source: ``from_onnx(model)``."""

from onnxscribe.onnx2script.api import (
    FromOnnxError as FromOnnxError,
    ScriptSource as ScriptSource,
    from_onnx as from_onnx,
)

__all__ = ["FromOnnxError", "ScriptSource", "from_onnx"]
