"""``onnxscribe.ir`` is onnx_ir (as ``onnxscript.ir`` is)."""

from onnx_ir import *
