"""The schema view matches onnx.defs: every domain, every version, every operator."""

from __future__ import annotations

import dataclasses
from typing import Any

import onnx
import onnx.defs
import pytest
from onnxscribe.core import schema_table, schemas
from onnxscribe.core.schema_table import TableError
from onnxscribe.core.schemas import AttrKind, ParamOption


def _defs_history() -> dict[tuple[str, str], list[int]]:
    table: dict[tuple[str, str], list[int]] = {}
    for schema in onnx.defs.get_all_schemas_with_history():
        table.setdefault((schema.domain, schema.name), []).append(schema.since_version)
    return table


DEFS = _defs_history()
DOMAINS = sorted({domain for domain, _ in DEFS})


def test_every_domain_is_known() -> None:
    assert set(DOMAINS) <= set(schemas.domain_versions())
    assert {"", "ai.onnx.ml", "ai.onnx.preview.training"} <= set(DOMAINS)
    assert schemas.latest_version("") == onnx.defs.onnx_opset_version()
    assert schemas.latest_version("ai.onnx") == schemas.latest_version("")


@pytest.mark.parametrize("domain", DOMAINS, ids=schemas.display_domain)
def test_op_counts_per_version_match_onnx_defs(domain: str) -> None:
    first, last = schemas.domain_versions()[domain]
    for version in range(first, last + 1):
        expected = sorted(
            name for (d, name), since in DEFS.items() if d == domain and min(since) <= version
        )
        assert sorted(schemas.ops_at(version, domain)) == expected, (domain, version)


def test_lookup_matches_onnx_defs_for_every_op_and_version() -> None:
    for (domain, name), _versions in DEFS.items():
        first, last = schemas.domain_versions()[domain]
        for version in range(first, last + 1):
            found = schemas.lookup(name, version, domain)
            try:
                expected = onnx.defs.get_schema(name, version, domain).since_version
            except onnx.defs.SchemaError:
                expected = None
            assert (found.since_version if found else None) == expected, (domain, name, version)


def test_history_is_oldest_first() -> None:
    history = schemas.history("Add")
    versions = [s.since_version for s in history]
    assert versions == sorted(versions) == sorted(DEFS[("", "Add")])
    assert schemas.history("NoSuchOp") == ()


def test_lookup_is_cached() -> None:
    assert schemas.lookup("Add", 18) is schemas.lookup("Add", 18)
    assert schemas.lookup("Add", 18, "ai.onnx") is schemas.lookup("Add", 18, "")


def test_inputs_outputs_and_constraints() -> None:
    add = schemas.lookup("Add", 18)
    assert add is not None
    assert [p.name for p in add.inputs] == ["A", "B"]
    assert add.inputs[0].option is ParamOption.SINGLE
    assert "tensor(float)" in add.allowed_types(add.inputs[0])
    concat = schemas.lookup("Concat", 13)
    assert concat is not None and concat.inputs[0].is_variadic
    assert concat.inputs[0].min_arity == 1
    slice_op = schemas.lookup("Slice", 13)
    assert slice_op is not None
    assert [p.is_optional for p in slice_op.inputs] == [False, False, False, True, True]
    shape = schemas.lookup("Shape", 15)
    assert shape is not None
    assert shape.allowed_types(shape.outputs[0]) == ("tensor(int64)",)


def test_attributes() -> None:
    leaky = schemas.lookup("LeakyRelu", 16)
    assert leaky is not None
    alpha = leaky.attributes["alpha"]
    assert alpha.kind is AttrKind.FLOAT and not alpha.required
    assert alpha.has_default and alpha.default == pytest.approx(0.01)
    cast = schemas.lookup("Cast", 19)
    assert cast is not None and cast.attributes["to"].required
    assert cast.attributes["to"].kind is AttrKind.INT
    resize = schemas.lookup("Resize", 19)
    assert resize is not None and resize.attributes["mode"].default == "nearest"
    scan = schemas.lookup("Scan", 19)
    assert scan is not None and scan.attributes["body"].kind is AttrKind.GRAPH
    assert AttrKind.INTS.is_list and not AttrKind.TYPE_PROTO.is_list
    assert AttrKind.FLOAT.proto_type == onnx.AttributeProto.FLOAT


def test_deprecation_and_versions_with() -> None:
    scatter = schemas.lookup("Scatter", 11)
    assert scatter is not None and scatter.deprecated
    assert schemas.versions_with("Scatter") == list(range(9, 11))
    assert schemas.versions_with("Add")[0] == 1
    assert schemas.describe_versions([1, 2, 3, 5, 7, 8]) == "1-3, 5, 7-8"


def test_close_matches_and_urls() -> None:
    assert schemas.close_matches("Reshap", schemas.op_names())[0] == "Reshape"
    assert "Relu" in schemas.close_matches("relu", schemas.op_names())
    add = schemas.lookup("Add", 14)
    assert add is not None
    assert schemas.operator_url(add) == "https://onnx.ai/onnx/operators/onnx__Add.html#add-14"
    label = schemas.lookup("LabelEncoder", 4, "ai.onnx.ml")
    assert label is not None
    assert schemas.operator_url(label).endswith(
        "onnx_aionnxml_LabelEncoder.html#labelencoder-4-ai-onnx-ml"
    )


def test_broadcasting_ops_are_one_output_ops_documented_as_broadcasting() -> None:
    latest = schemas.latest_version()
    assert {"Add", "Where", "PRelu", "Max"} <= schemas.BROADCASTING_OPS
    for name in schemas.BROADCASTING_OPS:
        schema = schemas.lookup(name, latest)
        assert schema is not None, name
        assert len(schema.outputs) == 1 and "broadcast" in schema.doc.lower(), name


def test_shape_inference_and_rank_estimates_share_the_broadcasting_ops() -> None:
    from onnxscribe.core import shape_rules
    from onnxscribe.lower import ranks

    for name in schemas.BROADCASTING_OPS:
        assert ranks.output_ranks(name, 18, [(1, None), (2, None)], {}, 1) == [2], name
        inferred = shape_rules.infer_shapes(
            name, [shape_rules.Arg((3, 1)), shape_rules.Arg(("N", 1, 4))], {}, 18, 1
        )
        assert inferred is not None and inferred.outputs == [("N", 3, 4)], name


def test_each_attribute_kind_names_its_proto_type():
    for kind in AttrKind:
        assert kind.proto_type == onnx.AttributeProto.AttributeType.Value(kind.name)


def _fields_of(made: object) -> dict[str, object]:
    """Every attribute an instance holds, nested schemas' parts as their own fields."""
    found = dict(vars(made))
    for name, value in found.items():
        if isinstance(value, tuple) and value and dataclasses.is_dataclass(value[0]):
            found[name] = tuple(_fields_of(item) for item in value)
        elif isinstance(value, dict) and value:
            found[name] = {k: _fields_of(v) for k, v in value.items()}
    return found


def test_decoded_schemas_hold_what_their_constructors_make() -> None:
    """Schemas decoded from the table are made without their dataclasses' ``__init__``: each
    holds exactly the fields (``is_optional`` and ``is_variadic`` too) that the constructors
    give the same values."""
    for name in ("Concat", "Slice", "Cast", "Split", "LSTM", "Loop", "Resize"):
        for schema in schemas.history(name):
            rebuilt = dataclasses.replace(
                schema,
                inputs=tuple(dataclasses.replace(p) for p in schema.inputs),
                outputs=tuple(dataclasses.replace(p) for p in schema.outputs),
                type_constraints={
                    k: dataclasses.replace(c) for k, c in schema.type_constraints.items()
                },
                attributes={k: dataclasses.replace(a) for k, a in schema.attributes.items()},
            )
            assert _fields_of(rebuilt) == _fields_of(schema)
            assert rebuilt == schema and hash(rebuilt.inputs) == hash(schema.inputs)
    variadic = schemas.history("Concat")[-1].inputs[0]
    optional = schemas.history("Slice")[-1].inputs[3]
    assert variadic.is_variadic and not variadic.is_optional
    assert optional.is_optional and not optional.is_variadic


def _record_of(name: str) -> list[object]:
    return schema_table.schema_record(onnx.defs.get_schema(name, 18))


@pytest.mark.parametrize(
    ("part", "spoil"),
    [
        (5, lambda parts: parts[0].pop()),  # an input with a field missing
        (6, lambda parts: parts[0].__setitem__(4, True)),  # an output's arity a bool
        (7, lambda parts: parts[0][1].append(7)),  # an allowed type that is not a string
        (7, lambda parts: parts[0].append("")),  # a type constraint with a field too many
        (8, lambda parts: parts[0].__setitem__(1, "NOT_A_KIND")),  # an attribute's kind
        (8, lambda parts: parts[0].pop(0)),  # an attribute with a field missing
    ],
)
def test_a_record_with_a_part_that_is_not_one_is_refused(part: int, spoil: Any) -> None:
    record = _record_of("Cast")
    spoil(record[part])
    with pytest.raises(TableError):
        schemas._from_record(record, ("", "Cast"))


def test_a_record_read_back_is_the_schema_it_was_written_from() -> None:
    record = _record_of("Cast")
    decoded = schemas._from_record(record, ("", "Cast"))
    assert decoded == schemas.lookup("Cast", 18)
