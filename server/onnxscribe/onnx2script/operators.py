"""When a node is written as a Python operator (``a + b``) instead of an op call.

Only where converting the operator back gives the very same node: the same op type, the same
attributes, no added casts. These rules follow the dialect's operator table; several operators
mean different ops for different element types, so they are used only when the type is known.
"""

from __future__ import annotations

from collections.abc import Sequence

import onnx
from onnx import TensorProto

from onnxscribe.core.types import is_float, is_integer

_ANY_TYPE_BINARY = {
    "Add": "+",
    "Sub": "-",
    "Mul": "*",
    "Div": "/",
    "Pow": "**",
    "MatMul": "@",
    "Less": "<",
    "LessOrEqual": "<=",
    "Greater": ">",
    "GreaterOrEqual": ">=",
    "Equal": "==",
}
_BOOL_BINARY = {"And": "&", "Or": "|", "Xor": "^"}
TYPE_DEPENDENT = frozenset(
    {"And", "Or", "Xor", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "Mod", "Not", "BitwiseNot"}
)
"""Ops whose operator form depends on the element type of their input."""
_INTEGER_BINARY = {"BitwiseAnd": "&", "BitwiseOr": "|", "BitwiseXor": "^"}
_SHIFTS = {b"LEFT": "<<", b"RIGHT": ">>"}

OPERATOR_OPS = frozenset(
    {*_ANY_TYPE_BINARY, *_BOOL_BINARY, *_INTEGER_BINARY, "Mod", "BitShift", "Neg", "Not"}
    | {"BitwiseNot"}
)
"""Op types that may be written as an operator (the rest are always op calls)."""

PRECEDENCE = {
    "**": 14,
    "unary": 13,
    "*": 12,
    "/": 12,
    "%": 12,
    "@": 12,
    "+": 11,
    "-": 11,
    "<<": 10,
    ">>": 10,
    "&": 9,
    "^": 8,
    "|": 7,
    "<": 6,
    "<=": 6,
    ">": 6,
    ">=": 6,
    "==": 6,
}


def binary_operator(node: onnx.NodeProto, input_dtypes: Sequence[int | None]) -> str | None:
    """The binary operator that converts back to exactly ``node``, or None."""
    if node.domain not in ("", "ai.onnx") or len(node.input) != 2 or len(node.output) != 1:
        return None
    if not all(node.input):
        return None
    dtype = input_dtypes[0] if input_dtypes else None
    attributes = {a.name: a for a in node.attribute}
    op_type = node.op_type
    if op_type in _ANY_TYPE_BINARY and not attributes:
        return _ANY_TYPE_BINARY[op_type]
    if op_type in _BOOL_BINARY and not attributes and dtype == TensorProto.BOOL:
        return _BOOL_BINARY[op_type]
    if op_type in _INTEGER_BINARY and not attributes and is_integer(dtype):
        return _INTEGER_BINARY[op_type]
    if op_type == "Mod":
        fmod = attributes.get("fmod")
        if is_float(dtype) and fmod is not None and fmod.i == 1 and len(attributes) == 1:
            return "%"
        if is_integer(dtype) and not attributes:
            return "%"
        return None
    if op_type == "BitShift" and set(attributes) == {"direction"}:
        direction = attributes["direction"]
        if direction.type == onnx.AttributeProto.STRING:
            return _SHIFTS.get(direction.s)
    return None


def unary_operator(node: onnx.NodeProto, input_dtypes: Sequence[int | None]) -> str | None:
    """``-`` for Neg, ``~`` for Not (BOOL) and BitwiseNot (integers), or None."""
    if node.domain not in ("", "ai.onnx") or len(node.input) != 1 or len(node.output) != 1:
        return None
    if node.attribute or not node.input[0]:
        return None
    dtype = input_dtypes[0] if input_dtypes else None
    if node.op_type == "Neg":
        return "-"
    if node.op_type == "Not" and dtype == TensorProto.BOOL:
        return "~"
    if node.op_type == "BitwiseNot" and is_integer(dtype):
        return "~"
    return None
