"""Element-type inference (``core/constraints.py``) against a plain reading of the schema.

``infer_node_types`` reads each schema once into a table and caches its results; the reference
here reads the schema afresh for every input, as the ONNX spec words the rules, so the two agree
only if the table and the cache keep everything a result depends on.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from onnxscribe.core import schemas
from onnxscribe.core.constraints import (
    NodeInference,
    infer_node_types,
    parse_type_string,
    same_kind,
)
from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.schemas import OpSchema
from onnxscribe.core.types import (
    BOOL,
    FLOAT,
    INT64,
    STRING,
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
    ValueType,
    strip_shape,
)

F, I64, B, S = FLOAT.dtype, INT64.dtype, BOOL.dtype, STRING.dtype


def _reference(
    schema: OpSchema, input_types: Sequence[ValueType | None], attributes: Mapping[str, Any]
) -> tuple[list[ValueType | None], list[tuple[Any, ...]], dict[str, ValueType]]:
    """Outputs, problems (code, input, actual, expected) and bindings, read off the schema."""
    bindings: dict[str, ValueType] = {}
    problems: list[tuple[Any, ...]] = []
    reported: set[tuple[str, ValueType]] = set()
    for index, actual in enumerate(input_types):
        position = schema.formal_index(index)
        if actual is None or position is None:
            continue
        formal = schema.inputs[position]
        stripped = strip_shape(actual)
        if stripped is None:
            continue
        allowed = [t for t in map(parse_type_string, schema.allowed_types(formal)) if t is not None]
        if allowed and not any(same_kind(stripped, t) for t in allowed):
            if (formal.type_str, stripped) not in reported:
                reported.add((formal.type_str, stripped))
                kind = "OXS401" if type(stripped) in {type(t) for t in allowed} else "OXS406"
                problems.append((kind, index, stripped, None))
            continue
        if formal.type_str not in schema.type_constraints:
            continue
        if formal.is_variadic and not formal.homogeneous:
            continue
        if formal.type_str not in bindings:
            bindings[formal.type_str] = stripped
        elif not same_kind(bindings[formal.type_str], stripped):
            problems.append(("OXS402", index, stripped, bindings[formal.type_str]))
    for name in ("to", "dtype", "output_dtype"):
        value = attributes.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            for formal in schema.outputs:
                if formal.type_str in schema.type_constraints:
                    bindings.setdefault(formal.type_str, TensorValueType(value, None))
            break
    outputs: list[ValueType | None] = []
    for formal in schema.outputs:
        allowed = [t for t in map(parse_type_string, schema.allowed_types(formal)) if t is not None]
        if formal.type_str in bindings:
            outputs.append(bindings[formal.type_str])
        elif len(schema.allowed_types(formal)) == 1 and allowed:
            outputs.append(allowed[0])
        else:
            outputs.append(None)
    return outputs, problems, bindings


def _seen(inference: NodeInference) -> tuple[Any, ...]:
    problems = [(p.code, p.input_index, p.actual, p.expected) for p in inference.problems]
    return inference.output_types, problems, dict(inference.bindings)


_TYPES: list[ValueType | None] = [
    TensorValueType(F, (2, "N")),
    TensorValueType(I64, ()),
    TensorValueType(B, None),
    TensorValueType(S, (1,)),
    TensorValueType(None, (3,)),
    SequenceValueType(TensorValueType(F, (2,))),
    OptionalValueType(TensorValueType(I64, None)),
    None,
]


def _schemas_to_compare() -> list[OpSchema]:
    chosen: dict[int, OpSchema] = {}
    for version in (13, schemas.latest_version()):
        chosen.update((id(s), s) for s in schemas.ops_at(version).values())
    return list(chosen.values())


_STRUCTURAL = frozenset(
    {"SequenceConstruct", "SplitToSequence", "Optional", "SequenceAt", "ConcatFromSequence"}
    | {"OptionalGetElement"}
)


def test_inference_agrees_with_a_plain_reading_of_every_schema() -> None:
    compared = 0
    for schema in _schemas_to_compare():
        if schema.name in _STRUCTURAL:
            continue  # their outputs come from the operator's meaning (tested in tests/check)
        for input_types in itertools.product(_TYPES, repeat=2):
            for attributes in ({}, {"to": I64}, {"dtype": B, "to": "x"}):
                expected = _reference(schema, input_types, attributes)
                assert _seen(infer_node_types(schema, input_types, attributes)) == expected, (
                    schema.name,
                    schema.since_version,
                    input_types,
                    attributes,
                )
                compared += 1
    assert compared > 20_000


def test_a_result_is_shared_only_between_calls_it_is_the_same_for() -> None:
    cast = schemas.lookup("Cast", 19)
    add = schemas.lookup("Add", 14)
    assert cast is not None and add is not None
    floats = [TensorValueType(F, (2,))]
    assert infer_node_types(cast, floats, {"to": I64}).output_types == [TensorValueType(I64)]
    assert infer_node_types(cast, floats, {"to": B}).output_types == [TensorValueType(B)]
    assert infer_node_types(cast, floats).output_types == [None]
    first = infer_node_types(add, [TensorValueType(F, (2,)), TensorValueType(F, ())])
    same = infer_node_types(add, [TensorValueType(F, ("N",)), TensorValueType(F, None)])
    assert same is first  # shapes do not choose element types
    other = infer_node_types(add, [TensorValueType(I64, (2,)), TensorValueType(I64, ())])
    assert other.output_types == [TensorValueType(I64)]
    mixed = infer_node_types(add, [TensorValueType(F, (2,)), TensorValueType(I64, ())])
    assert [p.code for p in mixed.problems] == ["OXS402"]


@pytest.mark.parametrize(
    ("name", "first", "output"),
    [
        ("SequenceConstruct", TensorValueType(F, (2,)), SequenceValueType(TensorValueType(F))),
        ("Optional", TensorValueType(F, (2,)), OptionalValueType(TensorValueType(F))),
        ("SequenceAt", SequenceValueType(TensorValueType(I64, (3,))), TensorValueType(I64)),
    ],
)
def test_outputs_read_from_the_operator_s_meaning_have_no_shape(
    name: str, first: ValueType, output: ValueType
) -> None:
    schema = schemas.lookup(name, 18)
    assert schema is not None
    inputs: list[ValueType | None] = [first, TensorValueType(I64, ())][: len(schema.inputs)]
    inference = infer_node_types(schema, inputs)
    assert inference.output_types[0] == output
    assert not any(isinstance(p, NodeProblem) and p.code == "OXS401" for p in inference.problems)
