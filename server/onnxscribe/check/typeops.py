"""Pure operations on value types: joining, refining, widening, and moving dims between scopes."""

from __future__ import annotations

from onnxscribe.check.dims import DimTable
from onnxscribe.core.constraints import same_kind
from onnxscribe.core.shape_rules import normalize_axis
from onnxscribe.core.types import (
    Dim,
    OptionalValueType,
    SequenceValueType,
    Shape,
    TensorValueType,
    ValueType,
)
from onnxscribe.graph_ir.nodes import Value

CALLER = "^"
"""Prefix given to a caller's symbolic dims while a callee is instantiated."""


def meet(declared: ValueType | None, inferred: ValueType | None) -> ValueType | None:
    """The more precise of a declared and an inferred type that agree."""
    if declared is None:
        return inferred
    if inferred is None:
        return declared
    if isinstance(declared, TensorValueType) and isinstance(inferred, TensorValueType):
        dtype = inferred.dtype if inferred.dtype is not None else declared.dtype
        if declared.shape is None:
            shape = inferred.shape
        elif inferred.shape is None or len(inferred.shape) != len(declared.shape):
            shape = declared.shape
        elif inferred.shape == declared.shape:
            shape = inferred.shape  # (the usual case: nothing to merge)
        else:
            shape = tuple(
                i if isinstance(i, int) or d is None else d
                for d, i in zip(declared.shape, inferred.shape, strict=False)
            )
        return TensorValueType(dtype, shape)
    if isinstance(declared, SequenceValueType) and isinstance(inferred, SequenceValueType):
        return SequenceValueType(meet(declared.elem, inferred.elem) or declared.elem)
    if isinstance(declared, OptionalValueType) and isinstance(inferred, OptionalValueType):
        return OptionalValueType(meet(declared.elem, inferred.elem) or declared.elem)
    return declared


def kind_name(value_type: ValueType) -> str:
    if isinstance(value_type, SequenceValueType):
        return "a sequence"
    if isinstance(value_type, OptionalValueType):
        return "an optional"
    return "a tensor"


def dtype_of(value_type: ValueType | None) -> int | None:
    return value_type.dtype if isinstance(value_type, TensorValueType) else None


def shape_of(value_type: ValueType | None) -> Shape:
    return value_type.shape if isinstance(value_type, TensorValueType) else None


def label_of(value: Value | None) -> str:
    if value is None:
        return "value"
    return f"`{value.source_name}`" if value.source_name else "the value"


def branch_mismatch(a: ValueType, b: ValueType) -> str | None:
    if type(a) is not type(b):
        return "kind"
    if not same_kind(a, b):
        return "dtype"
    return None


def widen(start: ValueType | None, end: ValueType | None) -> ValueType | None:
    """A loop state's type that holds at the start of every iteration."""
    if start is None:
        return None
    if end is None:
        return start
    if isinstance(start, TensorValueType) and isinstance(end, TensorValueType):
        if start.shape is None or end.shape is None or len(start.shape) != len(end.shape):
            return TensorValueType(start.dtype, None)
        shape = tuple(a if a == b else None for a, b in zip(start.shape, end.shape, strict=False))
        return TensorValueType(start.dtype, shape)
    return start


def drop_axis(value_type: ValueType | None, axis: int) -> ValueType | None:
    if not isinstance(value_type, TensorValueType):
        return None
    if value_type.shape is None:
        return TensorValueType(value_type.dtype, None)
    position = normalize_axis(axis, len(value_type.shape))
    if position is None:
        return TensorValueType(value_type.dtype, None)
    shape = value_type.shape[:position] + value_type.shape[position + 1 :]
    return TensorValueType(value_type.dtype, shape)


def substitute(value_type: ValueType, local: dict[str, Dim]) -> ValueType:
    """A callee's type with its symbolic dims replaced by the caller's (unmatched ones unknown)."""
    if isinstance(value_type, TensorValueType):
        if value_type.shape is None:
            return value_type
        shape = tuple(local.get(d) if isinstance(d, str) else d for d in value_type.shape)
        return TensorValueType(value_type.dtype, shape)
    if isinstance(value_type, SequenceValueType):
        return SequenceValueType(substitute(value_type.elem, local))
    if isinstance(value_type, OptionalValueType):
        return OptionalValueType(substitute(value_type.elem, local))
    return value_type


def for_instance(declared: ValueType | None, actual: ValueType | None) -> ValueType | None:
    """A parameter's type for instantiating a callee: the argument's, completed by the declaration."""
    if actual is None:
        return declared
    if isinstance(actual, TensorValueType) and isinstance(declared, TensorValueType):
        dtype = actual.dtype if actual.dtype is not None else declared.dtype
        shape = actual.shape if actual.shape is not None else declared.shape
        return TensorValueType(dtype, shape)
    return actual


def caller_dims(value_type: ValueType | None, table: DimTable) -> ValueType | None:
    """The caller's symbolic dims, resolved and marked, for instantiating a callee."""
    if isinstance(value_type, TensorValueType):
        if value_type.shape is None:
            return value_type
        shape = tuple(
            CALLER + d if isinstance(d, str) else d
            for d in table.resolve_shape(value_type.shape) or ()
        )
        return TensorValueType(value_type.dtype, shape)
    if isinstance(value_type, SequenceValueType):
        return SequenceValueType(caller_dims(value_type.elem, table) or value_type.elem)
    if isinstance(value_type, OptionalValueType):
        return OptionalValueType(caller_dims(value_type.elem, table) or value_type.elem)
    return value_type


def in_caller_dims(value_type: ValueType | None, table: DimTable) -> ValueType | None:
    """A callee's output type in the caller's terms: the callee's own symbols become unknown."""
    if isinstance(value_type, TensorValueType):
        if value_type.shape is None:
            return value_type
        shape: list[Dim] = []
        for dim in value_type.shape:
            resolved = table.resolve(dim)
            if isinstance(resolved, str):
                caller = table.member_with_prefix(resolved, CALLER)
                resolved = caller[len(CALLER) :] if caller is not None else None
            shape.append(resolved)
        return TensorValueType(value_type.dtype, tuple(shape))
    if isinstance(value_type, SequenceValueType):
        return SequenceValueType(in_caller_dims(value_type.elem, table) or value_type.elem)
    if isinstance(value_type, OptionalValueType):
        return OptionalValueType(in_caller_dims(value_type.elem, table) or value_type.elem)
    return value_type
