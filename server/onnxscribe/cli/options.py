"""Argument types for the subcommands' numeric options: a value out of range is a usage error
(argparse prints the option, the value and the range, and exits with status 2), never a value
that silently means something else (``nan`` compares false to everything) or a traceback."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

import onnx
import onnx.defs


def _integer(text: str) -> int:
    try:
        return int(text, 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
    return value


def integer_in(low: int, high: int | None = None) -> Callable[[str], int]:
    """A whole number from ``low`` to ``high`` (no upper bound when None)."""

    def parse(text: str) -> int:
        value = _integer(text)
        if value < low or (high is not None and value > high):
            bounds = f"from {low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"{value} is out of range (expected {bounds})")
        return value

    return parse


def positive_number(text: str) -> float:
    """A finite number above 0 (megabytes, seconds)."""
    value = _number(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is out of range (expected a number above 0)")
    return value


def opset_version(text: str) -> int:
    """An ai.onnx version the installed onnx knows."""
    return integer_in(1, onnx.defs.onnx_opset_version())(text)


def ir_version(text: str) -> int:
    """An IR version the installed onnx knows."""
    return integer_in(1, onnx.IR_VERSION)(text)
