"""Type inference for one node: unify its inputs with its schema's type constraints.

``infer_node_types`` is what the converter calls while lowering (it needs element types to choose
between, for example, ``Div`` and ``Floor(Div)``) and what the checker calls when it verifies a
whole function. It is a pure function of the schema, the input types and the attributes.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, NamedTuple

import numpy as np

from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.schemas import FormalParam, OpSchema
from onnxscribe.core.types import (
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    dtype_from_type_string,
    dtype_name,
)


@dataclass(frozen=True)
class NodeInference:
    output_types: list[ValueType | None]
    """One entry per output; None where nothing is known. Shared between calls: do not modify."""
    problems: list[NodeProblem] = field(default_factory=list)
    bindings: Mapping[str, ValueType] = field(default_factory=dict)
    """Type constraint name -> the type it was bound to."""


@functools.lru_cache(maxsize=1024)
def parse_type_string(text: str) -> ValueType | None:
    """``tensor(float)`` -> TensorValueType(FLOAT); ``seq(tensor(int64))`` -> a sequence type
    (remembered: most constraints allow the same few dozen types)."""
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


@functools.cache
def _allowed(allowed: tuple[str, ...]) -> tuple[tuple[ValueType, ...], frozenset[int | None]]:
    """A constraint's allowed types, parsed once, and the tensor element types among them."""
    parsed = tuple(filter(None, map(parse_type_string, allowed)))
    # a sequence's or an optional's None among them: no tensor's element type is None
    return parsed, frozenset(map(getattr, parsed, repeat("dtype"), repeat(None)))


def _fits(
    value_type: ValueType, allowed: tuple[ValueType, ...], tensor_dtypes: frozenset[int | None]
) -> bool:
    if isinstance(value_type, TensorValueType):
        return value_type.dtype is None or value_type.dtype in tensor_dtypes
    return any(same_kind(value_type, t) for t in allowed)


def optional_inputs_as_given(
    schema: OpSchema, input_types: list[ValueType | None]
) -> list[ValueType | None]:
    """An ONNX optional passed to an optional input that takes tensors stands for the tensor it
    holds: an ``Optional[FLOAT["N"]] = None`` input of a script function passed on to an op
    (present, it is the tensor; absent, ONNX omits the input), as onnxscript passes it.

    ``input_types`` itself when nothing changes (the callers pass a list of their own)."""
    changed: list[ValueType | None] | None = None
    for index, value_type in enumerate(input_types):
        if not isinstance(value_type, OptionalValueType):
            continue
        position = schema.formal_index(index)
        if position is None:
            continue
        formal = schema.inputs[position]
        if not formal.is_optional:
            continue
        if any(t.startswith("optional(") for t in schema.allowed_types(formal)):
            continue
        if changed is None:
            changed = list(input_types)
        changed[index] = value_type.elem
    return changed if changed is not None else input_types


def infer_node_types(
    schema: OpSchema,
    input_types: Sequence[ValueType | None],
    attributes: Mapping[str, Any] | None = None,
    const_inputs: Sequence[np.ndarray | None] | None = None,
) -> NodeInference:
    """Bind type constraints from the inputs, then read the outputs' types off the bindings.

    Element types only: shapes are the checker's shape inference. ``attributes`` and
    ``const_inputs`` let output-only constraints be resolved (``Cast(to=...)``). Results are
    cached by schema, input element types and the attributes that choose a type.
    """
    chosen = (
        (attributes.get("to"), attributes.get("dtype"), attributes.get("output_dtype"))
        if attributes
        else None
    )
    # what element-type inference depends on, cheap to compute and to hash: a tensor is its
    # element type (an int; "?" when unknown), an omitted input None, sequences and optionals
    # their types without shapes (built here: one call fewer per node, lowering's and the checker's)
    types: list[Any] = []
    for value_type in input_types:
        if isinstance(value_type, TensorValueType):
            dtype = value_type.dtype
            types.append("?" if dtype is None else dtype)
        elif value_type is None:
            types.append(None)
        else:
            types.append(_strip_shape(value_type))
    key = (id(schema), tuple(types), chosen)
    try:
        found = _cache.get(key)
    except TypeError:  # an unhashable attribute value: nothing to share
        return _infer(schema, input_types, attributes or {})
    if found is None:
        if len(_cache) > _CACHE_LIMIT:
            _cache.clear()
        found = _infer(schema, input_types, attributes or {})
        _cache[key] = found
    return found


def _stripped(input_types: Sequence[ValueType | None]) -> tuple[ValueType | None, ...]:
    return tuple(_strip_shape(t) if t is not None else None for t in input_types)


_CACHE_LIMIT = 20_000
_cache: dict[tuple[Any, ...], NodeInference] = {}


_Formal = tuple[FormalParam, tuple[ValueType, ...], frozenset[int | None], bool]
"""A formal input, its allowed types parsed, the tensor element types among them, and whether it
binds its type constraint (a constraint of a variadic input that is not homogeneous does not)."""

_Output = tuple[str, ValueType | None]
"""A formal output's type string and its one allowed type (None when it allows more or none)."""


class _Signature(NamedTuple):
    """What element-type inference reads from a schema, read once per schema (a named tuple:
    quicker to make than a frozen dataclass)."""

    inputs: tuple[_Formal, ...]
    variadic: bool
    """Whether the last formal input takes every input past it."""
    outputs: tuple[_Output, ...]
    chosen_by_attribute: tuple[str, ...]
    """The outputs' type constraints, which a dtype attribute binds when no input does."""


_signatures: dict[int, tuple[OpSchema, _Signature]] = {}


def _signature(schema: OpSchema) -> _Signature:
    found = _signatures.get(id(schema))
    if found is not None and found[0] is schema:
        return found[1]
    constraints = schema.type_constraints
    inputs = []
    for formal in schema.inputs:
        constraint = constraints.get(formal.type_str)
        if constraint is None:
            allowed_types, tensor_dtypes = _allowed((formal.type_str,))
        else:
            allowed_types, tensor_dtypes = _allowed(constraint.allowed)
        binds = constraint is not None and (formal.homogeneous or not formal.is_variadic)
        inputs.append((formal, allowed_types, tensor_dtypes, binds))
    outputs = []
    chosen_by_attribute = []
    for formal in schema.outputs:
        constraint = constraints.get(formal.type_str)
        if constraint is None:
            single = _allowed((formal.type_str,))[0]
        else:
            chosen_by_attribute.append(formal.type_str)
            single = _allowed(constraint.allowed)[0] if len(constraint.allowed) == 1 else ()
        outputs.append((formal.type_str, single[0] if single else None))
    signature = _Signature(
        tuple(inputs),
        bool(schema.inputs) and schema.inputs[-1].is_variadic,
        tuple(outputs),
        tuple(chosen_by_attribute),
    )
    if len(_signatures) > _CACHE_LIMIT:
        _signatures.clear()
    _signatures[id(schema)] = (schema, signature)
    return signature


def _infer(
    schema: OpSchema, input_types: Sequence[ValueType | None], attributes: Mapping[str, Any]
) -> NodeInference:
    signature = _signature(schema)
    formals = signature.inputs
    last = len(formals) - 1
    bindings: dict[str, ValueType] = {}
    problems: list[NodeProblem] = []
    reported: set[tuple[str, ValueType]] = set()
    for index, actual in enumerate(input_types):
        if actual is None:
            continue
        if index <= last:
            formal, allowed_types, tensor_dtypes, binds = formals[index]
        elif signature.variadic:
            formal, allowed_types, tensor_dtypes, binds = formals[last]
        else:
            continue
        if isinstance(actual, TensorValueType):
            dtype = actual.dtype
            if dtype is None:
                continue
            stripped: ValueType = TensorValueType(dtype, None)
            fits = not allowed_types or dtype in tensor_dtypes
        else:
            stripped = _strip_shape(actual)
            if not _is_known(stripped):
                continue
            fits = not allowed_types or _fits(stripped, allowed_types, tensor_dtypes)
        if not fits:
            if (formal.type_str, stripped) in reported:
                continue
            reported.add((formal.type_str, stripped))
            kinds = {type(t) for t in allowed_types}
            code = "OXS401" if type(stripped) in kinds else "OXS406"
            problems.append(
                NodeProblem(
                    code,
                    f"input {formal.name!r} of {schema.name} is {element_name(stripped)}; "
                    f"allowed: {_describe_allowed(allowed_types)}",
                    input_index=index,
                    actual=stripped,
                )
            )
            continue
        if binds:
            bound = bindings.get(formal.type_str)
            if bound is None:
                bindings[formal.type_str] = stripped
            elif not same_kind(bound, stripped):
                problems.append(
                    NodeProblem(
                        "OXS402",
                        f"input {formal.name!r} of {schema.name} is {element_name(stripped)}, but "
                        f"an earlier input makes {formal.type_str} {element_name(bound)}: "
                        f"{schema.name} needs one element type for them",
                        input_index=index,
                        actual=stripped,
                        expected=bound,
                    )
                )
    if signature.chosen_by_attribute and attributes:
        _bind_from_attributes(signature.chosen_by_attribute, attributes, bindings)
    outputs: list[ValueType | None] = []
    for type_str, single in signature.outputs:
        if type_str in bindings:
            outputs.append(bindings[type_str])
        elif single is not None:
            outputs.append(single)
        else:
            outputs.append(_structural(schema, _stripped(input_types), len(outputs)))
    return NodeInference(outputs, problems, bindings)


_WRAPS = {"SequenceConstruct": "seq", "SplitToSequence": "seq", "Optional": "optional"}
_UNWRAPS = frozenset({"SequenceAt", "ConcatFromSequence", "OptionalGetElement"})


def _structural(
    schema: OpSchema, input_types: Sequence[ValueType | None], output_index: int
) -> ValueType | None:
    """Output types the constraints cannot say but the operator's meaning does.

    ``SequenceConstruct(T...)`` is a sequence of ``T``, ``SequenceAt(seq(T))`` is a ``T``, ...
    """
    first = input_types[0] if input_types else None
    if output_index != 0 or schema.domain != "" or first is None or not _is_known(first):
        return None
    wrap = _WRAPS.get(schema.name)
    if wrap is not None and isinstance(first, TensorValueType):
        element = TensorValueType(first.dtype, None) if wrap == "seq" else first
        return SequenceValueType(element) if wrap == "seq" else OptionalValueType(element)
    if schema.name in _UNWRAPS and isinstance(first, (SequenceValueType, OptionalValueType)):
        inner = first.elem
        if schema.name == "ConcatFromSequence" and isinstance(inner, TensorValueType):
            return TensorValueType(inner.dtype, None)
        return inner
    return None


_DTYPE_ATTRIBUTES = ("to", "dtype", "output_dtype")


def element_name(value_type: ValueType) -> str:
    """A type without its shape, as the dialect writes it: ``FLOAT``, ``Sequence[INT64]``."""
    if isinstance(value_type, TensorValueType):
        return dtype_name(value_type.dtype) if value_type.dtype is not None else "TENSOR"
    if isinstance(value_type, SequenceValueType):
        return f"Sequence[{element_name(value_type.elem)}]"
    if isinstance(value_type, OptionalValueType):
        return f"Optional[{element_name(value_type.elem)}]"
    return str(value_type)


def _describe_allowed(allowed: Sequence[ValueType]) -> str:
    names = [element_name(t) for t in allowed]
    if len(names) > 8:
        return ", ".join(names[:8]) + f", ... ({len(names)} types)"
    return ", ".join(names)


def _bind_from_attributes(
    constraints: Sequence[str], attributes: Mapping[str, Any], bindings: dict[str, ValueType]
) -> None:
    """Output-only constraints chosen by an attribute: ``Cast(to=)``, ``EyeLike(dtype=)``, ..."""
    unbound = [c for c in constraints if c not in bindings]
    if not unbound:
        return
    for name in _DTYPE_ATTRIBUTES:
        value = attributes.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            for constraint in unbound:
                bindings[constraint] = TensorValueType(value, None)
            return
