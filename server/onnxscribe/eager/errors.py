"""The exceptions eager evaluation raises for bad calls and failed evaluations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from onnxscribe.core.types import dtype_name, onnx_dtype

if TYPE_CHECKING:
    from onnxscribe.core.opcall import CallProblem


class OpCallError(TypeError):
    """An op was called with arguments that do not fit its schema.

    ``problems`` holds each problem with its diagnostic code (OXS3xx, OXS4xx); the message lists
    them all.
    """

    def __init__(self, problems: Sequence[CallProblem]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(f"{p.message} [{p.code}]" for p in self.problems))

    @property
    def codes(self) -> list[str]:
        return [p.code for p in self.problems]


def describe_value(value: Any) -> str:
    """``FLOAT[32, 1024]``, ``Sequence[INT64]`` (length 3), ``None``."""
    if value is None:
        return "None"
    if isinstance(value, list):
        inner = describe_value(value[0]) if value else "?"
        return f"Sequence[{inner}] (length {len(value)})"
    array = np.asarray(value)
    try:
        name = dtype_name(onnx_dtype(array.dtype))
    except TypeError:
        name = str(array.dtype)
    return name + ("[" + ", ".join(str(d) for d in array.shape) + "]" if array.shape else "")


class EagerError(RuntimeError):
    """Evaluating an op failed in the evaluator (onnxruntime or the reference evaluator).

    The message names the op and the types and shapes of its inputs, then the evaluator's reason.
    """

    def __init__(
        self,
        message: str,
        *,
        op: str = "",
        reason: str = "",
        unsupported: bool = False,
        input_types: Sequence[str] = (),
    ) -> None:
        super().__init__(message)
        self.op = op
        self.reason = reason
        self.input_types = list(input_types)
        """The op's inputs as ``describe_value`` writes them (``FLOAT[2, 3]``)."""
        self.unsupported = unsupported
        """True when no evaluator in force implements the op (no kernel, opset or element type)."""
