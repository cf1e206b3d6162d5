"""A quick rank estimate for node outputs, used while lowering.

The converter needs to know when a value is certainly not a scalar (to reject Python's scalar-only
logic on tensors, OXS109) and to give loop and branch values plausible types. It asks the
checker's shape rules (``core.shape_rules``) with every input's dims unknown and only its rank
(and constant value) known, and keeps the rank of each answer: one set of rules for both.

Lowering asks only about the ops the dialect's own operators produce and a few common ones. For
the others the checker, which knows dims as well, decides: a condition of shape ``[1]`` (a
reduction with ``keepdims=1``) is fine, one with more elements is OXS506.

An estimate is made only when a construct asks for it (``Lowering.estimated``): most values of a
function are never asked about, and the checker gives every value its full type afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from onnxscribe.core import schemas
from onnxscribe.core.shape_rules import Arg, infer_shapes
from onnxscribe.core.shape_rules.elementwise import UNARY
from onnxscribe.core.types import Shape

ESTIMATED = frozenset(
    [
        *schemas.BROADCASTING_OPS,
        *UNARY,
        "Cast",
        "Identity",
        "Softmax",
        "LogSoftmax",
        "Hardmax",
        "Clip",
        "Dropout",
        "Trilu",
        "CumSum",
        "LpNormalization",
        "ReverseSequence",
        "Pad",
        "Slice",
        "Concat",
        "Tile",
        "Transpose",
        "Shape",
        "Size",
        "OptionalHasElement",
        "SequenceLength",
        "Gather",
        "Squeeze",
        "Unsqueeze",
        "Reshape",
        "Range",
        "NonZero",
        "MatMul",
    ]
)
"""The ops whose output rank lowering estimates."""

UNKNOWN_FROM_ANY_INPUT = frozenset(
    [
        *schemas.BROADCASTING_OPS,
        *UNARY,
        "Cast",
        "Identity",
        "Softmax",
        "LogSoftmax",
        "Hardmax",
        "MatMul",
    ]
)
"""Ops whose outputs have no known rank while any input has none (the rules say so, without being
asked: most values in a function whose first op has no estimate are of unknown rank)."""

RankedInput = tuple[int | None, Any]
"""An input's rank (None: unknown) and its constant value (None: not constant)."""


def output_ranks(
    op_type: str,
    version: int,
    inputs: Sequence[RankedInput | None],
    attributes: dict[str, Any],
    output_count: int,
) -> list[int | None]:
    """The rank of each output where the shape rules can tell; None elsewhere.

    ``inputs`` has None for an omitted optional input.
    """
    shaped = [
        None if entry is None else ((None,) * entry[0] if entry[0] is not None else None, entry[1])
        for entry in inputs
    ]
    shapes = output_shapes(op_type, version, shaped, attributes, output_count)
    return [len(shape) if shape is not None else None for shape in shapes]


ShapedInput = tuple[Shape, Any]
"""An input's shape (None: unknown rank; dims other than fixed sizes are None) and its constant
value (None: not constant)."""


def output_shapes(
    op_type: str,
    version: int,
    inputs: Sequence[ShapedInput | None],
    attributes: dict[str, Any],
    output_count: int,
) -> list[Shape]:
    """The shape of each output where the shape rules can tell: its rank, and the sizes that
    follow from fixed sizes of the inputs (a one-element condition is recognized as one)."""
    if op_type not in ESTIMATED or (
        op_type in UNKNOWN_FROM_ANY_INPUT
        and any(entry is not None and entry[0] is None for entry in inputs)
    ):
        return [None] * output_count
    args: list[Arg | None] = []
    for entry in inputs:
        if entry is None:
            args.append(None)
            continue
        shape, const = entry
        if const is not None and not isinstance(const, np.ndarray):
            const = np.asarray(const)
        fixed = None if shape is None else tuple(d if isinstance(d, int) else None for d in shape)
        args.append(Arg(fixed, const))
    result = infer_shapes(op_type, args, attributes, version, output_count)
    shapes = result.outputs if result is not None else []
    return [
        None if shape is None else tuple(d if isinstance(d, int) else None for d in shape)
        for shape in (*shapes[:output_count], *[None] * (output_count - len(shapes)))
    ]
