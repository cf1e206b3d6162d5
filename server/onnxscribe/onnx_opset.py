"""Compatibility path: ``from onnxscribe.onnx_opset import opset18``."""

from __future__ import annotations

from typing import Any

from onnxscribe.core.opsets import module_getattr, opset_names


def __getattr__(name: str) -> Any:
    value = module_getattr(name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *opset_names()})
