"""A quick rank estimate for node outputs, used while lowering.

The converter needs to know when a value is certainly not a scalar (to reject Python's scalar-only
logic on tensors) and to give loop and branch values plausible types. Full shape inference is the
checker's job; this only covers the ops the dialect's operators produce and a few common ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from onnxscribe.core import schemas

_SAME_AS_FIRST = frozenset(
    [
        "Neg",
        "Not",
        "Abs",
        "Exp",
        "Log",
        "Sqrt",
        "Erf",
        "Relu",
        "Sigmoid",
        "Tanh",
        "Cast",
        "CastLike",
        "Identity",
        "Floor",
        "Ceil",
        "Round",
        "BitwiseNot",
        "Sign",
        "Reciprocal",
        "Sin",
        "Cos",
        "Tan",
        "Asin",
        "Acos",
        "Atan",
        "Sinh",
        "Cosh",
        "Asinh",
        "Acosh",
        "Atanh",
        "Softmax",
        "LogSoftmax",
        "LeakyRelu",
        "Selu",
        "Elu",
        "Celu",
        "Gelu",
        "HardSigmoid",
        "HardSwish",
        "Softplus",
        "Softsign",
        "Mish",
        "IsNaN",
        "IsInf",
        "Clip",
        "Slice",
        "Concat",
        "Dropout",
        "Trilu",
        "CumSum",
        "LpNormalization",
        "Hardmax",
        "Shrink",
        "ThresholdedRelu",
        "ReverseSequence",
        "Pad",
        "Tile",
        "Transpose",
    ]
)


def output_ranks(
    op_type: str,
    input_ranks: Sequence[int | None],
    attributes: dict[str, Any],
    const_inputs: Sequence[np.ndarray | None],
    output_count: int,
) -> list[int | None]:
    """The rank of each output where it follows simply from the inputs; None elsewhere."""
    first = input_ranks[0] if input_ranks else None
    rank: int | None = None
    present = list(input_ranks)
    if op_type in schemas.BROADCASTING_OPS:
        if present and all(r is not None for r in present):
            rank = max(r for r in present if r is not None)
    elif op_type in _SAME_AS_FIRST:
        rank = first
    elif op_type == "Shape":
        rank = 1
    elif op_type in ("Size", "OptionalHasElement", "SequenceLength"):
        rank = 0
    elif op_type == "Gather" and len(input_ranks) > 1:
        if first is not None and input_ranks[1] is not None:
            rank = first - 1 + input_ranks[1]
    elif op_type == "Unsqueeze" and len(const_inputs) > 1 and const_inputs[1] is not None:
        if first is not None:
            rank = first + int(np.asarray(const_inputs[1]).size)
    elif op_type == "Squeeze" and len(const_inputs) > 1 and const_inputs[1] is not None:
        if first is not None:
            rank = first - int(np.asarray(const_inputs[1]).size)
    elif op_type == "Reshape" and len(const_inputs) > 1 and const_inputs[1] is not None:
        rank = int(np.asarray(const_inputs[1]).size)
    elif op_type == "Constant":
        value = attributes.get("value")
        if isinstance(value, np.ndarray):
            rank = value.ndim
        elif (
            "value_int" in attributes or "value_float" in attributes or "value_string" in attributes
        ):
            rank = 0
        elif (
            "value_ints" in attributes
            or "value_floats" in attributes
            or "value_strings" in attributes
        ):
            rank = 1
    elif op_type == "Range":
        rank = 1
    elif op_type == "NonZero":
        rank = 2
    elif op_type == "MatMul" and len(input_ranks) == 2:
        a, b = input_ranks
        if a is not None and b is not None:
            if a >= 2 and b >= 2:
                rank = max(a, b)
            elif a == 1 and b == 1:
                rank = 0
            else:
                rank = max(a, b) - 1
    return [rank] + [None] * (output_count - 1)
