"""onnx's protobuf messages among the values a script gives, recognized without importing onnx.

A value can be an ``onnx.TensorProto`` (or any of onnx's messages) only once onnx is loaded: these
checks never load it, so reading and checking a script that makes no protobuf message does not
import onnx (and protobuf).
"""

from __future__ import annotations

import sys


def is_proto(value: object, *names: str) -> bool:
    """Whether ``value`` is an instance of one of onnx's classes named (``"TensorProto"``...)."""
    onnx = sys.modules.get("onnx")
    if onnx is None:
        return False
    return isinstance(value, tuple(getattr(onnx, name) for name in names))
