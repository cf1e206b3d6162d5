from onnxscribe.core import schemas
from onnxscribe.core.constraints import infer_node_types, parse_type_string
from onnxscribe.core.types import (
    BOOL,
    FLOAT,
    INT64,
    OptionalValueType,
    SequenceValueType,
    TensorValueType,
)

F, I64, B = FLOAT.dtype, INT64.dtype, BOOL.dtype


def tensor(dtype, shape=None):
    return TensorValueType(dtype, shape)


def schema(name, version=18):
    found = schemas.lookup(name, version)
    assert found is not None
    return found


def test_constraint_binds_across_inputs_and_outputs():
    result = infer_node_types(schema("Add"), [tensor(F, (2,)), tensor(F, ())])
    assert result.problems == []
    assert result.output_types == [tensor(F)]
    assert result.bindings["T"] == tensor(F)


def test_inconsistent_inputs():
    result = infer_node_types(schema("Add"), [tensor(F), tensor(I64)])
    (problem,) = result.problems
    assert (problem.code, problem.input_index) == ("OXS402", 1)
    assert problem.expected == tensor(F) and problem.actual == tensor(I64)


def test_type_not_allowed_is_reported_once_per_constraint():
    result = infer_node_types(schema("MatMul"), [tensor(B), tensor(B)])
    assert [(p.code, p.input_index) for p in result.problems] == [("OXS401", 0)]


def test_sequence_where_a_tensor_is_expected():
    result = infer_node_types(schema("Relu"), [SequenceValueType(tensor(F))])
    assert [p.code for p in result.problems] == ["OXS406"]


def test_unknown_inputs_bind_nothing():
    result = infer_node_types(schema("Add"), [None, tensor(None)])
    assert result.problems == [] and result.output_types == [None]


def test_fixed_output_types_and_attribute_chosen_types():
    assert infer_node_types(schema("Shape"), [tensor(F)]).output_types == [tensor(I64)]
    assert infer_node_types(schema("Cast"), [tensor(F)], {"to": I64}).output_types == [tensor(I64)]
    assert infer_node_types(schema("Less"), [tensor(F), tensor(F)]).output_types == [tensor(B)]


def test_heterogeneous_variadic_inputs_are_not_unified():
    result = infer_node_types(schema("Scan"), [tensor(I64), tensor(F)])
    assert result.problems == []


def test_sequences_and_optionals():
    construct = infer_node_types(schema("SequenceConstruct"), [tensor(F), tensor(F)])
    assert construct.output_types == [SequenceValueType(tensor(F))]
    wrapped = infer_node_types(schema("Optional"), [tensor(I64)])
    assert wrapped.output_types in ([OptionalValueType(tensor(I64))], [None])
    mixed = infer_node_types(schema("SequenceConstruct"), [tensor(F), tensor(I64)])
    assert [p.code for p in mixed.problems] == ["OXS402"]


def test_parse_type_string():
    assert parse_type_string("tensor(float)") == tensor(F)
    assert parse_type_string("seq(tensor(int64))") == SequenceValueType(tensor(I64))
    assert parse_type_string("optional(seq(tensor(bool)))") == OptionalValueType(
        SequenceValueType(tensor(B))
    )
    assert parse_type_string("sparse_tensor(float)") is None
