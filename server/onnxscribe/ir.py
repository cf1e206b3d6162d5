"""``onnxscribe.ir`` is onnx_ir, the ONNX IR library, as ``onnxscript.ir`` is.

Code written for onnxscript builds attribute values with it (``ir.tensor(...)``); with this alias
``from onnxscribe import ir`` and ``import onnxscribe.ir as ir`` keep working after the import is
renamed. The package's own intermediate representation is ``onnxscribe.graph_ir``.
"""

import sys

import onnx_ir

sys.modules[__name__] = onnx_ir
