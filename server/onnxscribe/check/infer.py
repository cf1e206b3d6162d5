"""Type inference for one node: unify its inputs with its schema's type constraints.

``infer_node_types`` is what the converter calls while lowering (it needs element types to choose
between, for example, ``Div`` and ``Floor(Div)``) and what the checker calls when it verifies a
whole function. It is a pure function of the schema, the input types and the attributes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from onnxscribe.schemas import OpSchema
from onnxscribe.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    dtype_from_type_string,
)


@dataclass(frozen=True)
class TypeProblem:
    """Why an input's type does not fit: ``input_index`` is the position in the node's inputs."""

    input_index: int
    code: str
    message: str


@dataclass(frozen=True)
class NodeInference:
    output_types: list[ValueType | None]
    """One entry per output; None where nothing is known."""
    problems: list[TypeProblem] = field(default_factory=list)
    bindings: Mapping[str, ValueType] = field(default_factory=dict)
    """Type constraint name -> the type it was bound to."""


def parse_type_string(text: str) -> ValueType | None:
    """``tensor(float)`` -> TensorValueType(FLOAT); ``seq(tensor(int64))`` -> a sequence type."""
    if text.startswith("tensor("):
        dtype = dtype_from_type_string(text)
        return TensorValueType(dtype, None) if dtype is not None else None
    if text.startswith("seq(") and text.endswith(")"):
        elem = parse_type_string(text[4:-1])
        return SequenceValueType(elem) if elem is not None else None
    if text.startswith("optional(") and text.endswith(")"):
        elem = parse_type_string(text[9:-1])
        return OptionalValueType(elem) if elem is not None else None
    return None


def same_kind(a: ValueType, b: ValueType) -> bool:
    """True when two types agree in kind and element type (shapes are not compared)."""
    if isinstance(a, TensorValueType) and isinstance(b, TensorValueType):
        return a.dtype is None or b.dtype is None or a.dtype == b.dtype
    if isinstance(a, SequenceValueType) and isinstance(b, SequenceValueType):
        return same_kind(a.elem, b.elem)
    if isinstance(a, OptionalValueType) and isinstance(b, OptionalValueType):
        return same_kind(a.elem, b.elem)
    return False


def _strip_shape(value_type: ValueType) -> ValueType:
    if isinstance(value_type, TensorValueType):
        return TensorValueType(value_type.dtype, None)
    if isinstance(value_type, SequenceValueType):
        return SequenceValueType(_strip_shape(value_type.elem))
    if isinstance(value_type, OptionalValueType):
        return OptionalValueType(_strip_shape(value_type.elem))
    return value_type


def _is_known(value_type: ValueType) -> bool:
    if isinstance(value_type, TensorValueType):
        return value_type.dtype is not None
    if isinstance(value_type, (SequenceValueType, OptionalValueType)):
        return _is_known(value_type.elem)
    return False


def _formal_for_input(schema: OpSchema, index: int) -> int | None:
    """The index of the formal input that actual input ``index`` binds to."""
    if not schema.inputs:
        return None
    if index < len(schema.inputs):
        return index
    last = len(schema.inputs) - 1
    return last if schema.inputs[last].is_variadic else None


def infer_node_types(
    schema: OpSchema,
    input_types: Sequence[ValueType | None],
    attributes: Mapping[str, Any] | None = None,
    const_inputs: Sequence[np.ndarray | None] | None = None,
) -> NodeInference:
    """Bind type constraints from the inputs, then read the outputs' types off the bindings.

    Element types only: shapes are the checker's shape inference. ``attributes`` and
    ``const_inputs`` let output-only constraints be resolved (``Cast(to=...)``).
    """
    from onnxscribe.types import format_type

    attributes = attributes or {}
    bindings: dict[str, ValueType] = {}
    problems: list[TypeProblem] = []
    for index, actual in enumerate(input_types):
        formal_index = _formal_for_input(schema, index)
        if actual is None or formal_index is None:
            continue
        formal = schema.inputs[formal_index]
        allowed = schema.allowed_types(formal)
        stripped = _strip_shape(actual)
        if not _is_known(stripped):
            continue
        allowed_types = [t for t in (parse_type_string(a) for a in allowed) if t is not None]
        if allowed_types and not any(same_kind(stripped, t) for t in allowed_types):
            problems.append(
                TypeProblem(
                    index,
                    "OXS401",
                    f"input {formal.name!r} of {schema.name} is {format_type(stripped)}; "
                    f"allowed: {', '.join(format_type(t) for t in allowed_types)}",
                )
            )
            continue
        if formal.type_str in schema.type_constraints:
            if not formal.homogeneous and formal.is_variadic:
                continue
            bound = bindings.get(formal.type_str)
            if bound is None:
                bindings[formal.type_str] = stripped
            elif not same_kind(bound, stripped):
                problems.append(
                    TypeProblem(
                        index,
                        "OXS402",
                        f"input {formal.name!r} of {schema.name} is {format_type(stripped)}, but "
                        f"type {formal.type_str} is already {format_type(bound)} from an earlier "
                        "input",
                    )
                )
    _bind_from_attributes(schema, attributes, bindings)
    outputs: list[ValueType | None] = []
    for formal in schema.outputs:
        if formal.type_str in bindings:
            outputs.append(bindings[formal.type_str])
            continue
        allowed = schema.allowed_types(formal)
        single = parse_type_string(allowed[0]) if len(allowed) == 1 else None
        outputs.append(single)
    return NodeInference(outputs, problems, bindings)


_DTYPE_ATTRIBUTES = ("to", "dtype", "output_dtype")


def _bind_from_attributes(
    schema: OpSchema, attributes: Mapping[str, Any], bindings: dict[str, ValueType]
) -> None:
    """Output-only constraints chosen by an attribute: ``Cast(to=)``, ``EyeLike(dtype=)``, ..."""
    unbound = [
        f.type_str
        for f in schema.outputs
        if f.type_str in schema.type_constraints and f.type_str not in bindings
    ]
    if not unbound:
        return
    for name in _DTYPE_ATTRIBUTES:
        value = attributes.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            for constraint in unbound:
                bindings[constraint] = TensorValueType(value, None)
            return
