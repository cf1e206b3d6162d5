"""Compatibility path: ``from onnxscribe.values import Opset``."""

from __future__ import annotations

from typing import Any

from onnxscribe.opsets import Op, Opset

__all__ = ["Op", "OnnxFunction", "Opset"]


def __getattr__(name: str) -> Any:
    if name == "OnnxFunction":
        from onnxscribe.converter.api import OnnxFunction

        return OnnxFunction
    raise AttributeError(name)
