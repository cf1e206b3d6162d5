"""An op library's own registering decorator, typed through onnxscribe's public names, and one
op defined one of two ways depending on the environment."""

from __future__ import annotations

import os
from collections.abc import Callable

import onnxscribe
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

_OPSET = onnxscribe.values.Opset(domain="pkg.ops", version=1)


def register(
    name: str, *, trace_only: bool = False
) -> Callable[[Callable], onnxscribe.OnnxFunction | onnxscribe.values.TracedOnnxFunction]:
    def wrapper(func: Callable) -> onnxscribe.OnnxFunction | onnxscribe.values.TracedOnnxFunction:
        if trace_only:
            return onnxscribe.values.TracedOnnxFunction(_OPSET, func)
        return script(opset=_OPSET)(func)

    return wrapper


if os.environ.get("PKG_OPS_TRACED"):

    @register("relu", trace_only=True)
    def relu(x: FLOAT["N"]) -> FLOAT["N"]:
        return op.Relu(x)

else:

    @register("relu")
    def relu(x: FLOAT["N"]) -> FLOAT["N"]:
        return op.Relu(x)
