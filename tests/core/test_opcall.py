"""Binding op calls to schemas: inputs, attributes, and every problem a call can have."""

from __future__ import annotations

from typing import Any

import numpy as np
import onnx
import pytest
from onnxscribe.core import schemas
from onnxscribe.core.opcall import (
    attribute_problem,
    bind_call,
    output_count,
    to_attribute_proto,
)
from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import FLOAT, INT64


def schema(name: str, version: int = 18, domain: str = "") -> schemas.OpSchema:
    found = schemas.lookup(name, version, domain)
    assert found is not None
    return found


class Opaque:
    """Stands for a converter value: binding must not look inside."""

    def __bool__(self) -> bool:
        raise AssertionError("binding looked at an input value")

    def __len__(self) -> int:
        raise AssertionError("binding looked at an input value")


def codes(bound: Any) -> list[str]:
    return [p.code for p in bound.problems]


def test_positional_and_keyword_inputs() -> None:
    a, b = Opaque(), Opaque()
    bound = bind_call(schema("Add"), [a], {"B": b})
    assert bound.ok
    assert bound.inputs == [a, b]
    assert bound.input_sources == [0, "B"]
    assert bound.attributes == {}


def test_variadic_inputs_are_expanded() -> None:
    values = [Opaque() for _ in range(4)]
    bound = bind_call(schema("Concat"), values, {"axis": 0})
    assert bound.ok
    assert bound.inputs == values
    assert bound.input_sources == [0, 1, 2, 3]
    assert bound.attributes == {"axis": 0}
    assert schema("Concat").formal_index(3) == 0
    assert schema("Add").formal_index(2) is None


def test_trailing_omitted_optionals_are_trimmed() -> None:
    x, starts, ends, steps = Opaque(), Opaque(), Opaque(), Opaque()
    bound = bind_call(schema("Slice"), [x, starts, ends, None, None], {})
    assert bound.ok and bound.inputs == [x, starts, ends]
    bound = bind_call(schema("Slice"), [x, starts, ends], {"steps": steps})
    assert bound.ok
    assert bound.inputs == [x, starts, ends, None, steps]
    assert bound.input_sources == [0, 1, 2, None, "steps"]


def test_too_many_inputs() -> None:
    bound = bind_call(schema("Add"), [1, 2, 3], {})
    assert codes(bound) == ["OXS304"]
    problem = bound.problems[0]
    assert problem.argument == 2
    assert "Add takes at most 2 inputs (A, B), but 3 were given" in problem.message


def test_missing_input() -> None:
    bound = bind_call(schema("Add"), [1], {})
    assert codes(bound) == ["OXS305"]
    assert "missing its required input 'B'" in bound.problems[0].message
    bound = bind_call(schema("Add"), [None, 1], {})
    assert codes(bound) == ["OXS305"] and bound.problems[0].argument == 0
    bound = bind_call(schema("Concat"), [], {"axis": 0})
    assert codes(bound) == ["OXS305"]
    assert "at least 1 value" in bound.problems[0].message


def test_input_given_twice() -> None:
    bound = bind_call(schema("Add"), [1, 2], {"A": 3})
    assert codes(bound) == ["OXS311"]
    assert bound.problems[0].argument == "A"
    assert "given twice" in bound.problems[0].message


def test_unknown_attribute_with_close_matches() -> None:
    bound = bind_call(schema("LeakyRelu"), [1], {"alpah": 0.1})
    assert codes(bound) == ["OXS306"]
    problem = bound.problems[0]
    assert problem.argument == "alpah"
    assert "LeakyRelu has no attribute or input named 'alpah'" in problem.message
    assert "did you mean 'alpha'" in problem.message


def test_wrong_attribute_type() -> None:
    bound = bind_call(schema("LeakyRelu"), [1], {"alpha": "big"})
    assert codes(bound) == ["OXS307"]
    message = bound.problems[0].message
    assert "'alpha' of LeakyRelu must be a float (FLOAT), not str 'big'" in message


def test_missing_required_attribute() -> None:
    bound = bind_call(schema("Cast"), [1], {})
    assert codes(bound) == ["OXS308"]
    assert "missing its required attribute 'to'" in bound.problems[0].message


def test_none_attribute_means_not_given() -> None:
    bound = bind_call(schema("LeakyRelu"), [1], {"alpha": None})
    assert bound.ok and bound.attributes == {}


def test_every_problem_is_reported() -> None:
    bound = bind_call(schema("Cast"), [1], {"input": 3, "tto": 1})
    assert sorted(codes(bound)) == ["OXS306", "OXS308", "OXS311"]
    bound = bind_call(schema("LeakyRelu"), [1, 0.1, 2], {"alpah": 1})
    assert sorted(codes(bound)) == ["OXS304", "OXS306"]


def test_attributes_may_follow_the_inputs_positionally() -> None:
    x, indices = Opaque(), Opaque()
    bound = bind_call(schema("Gather"), [x, indices, 1], {})
    assert bound.ok and bound.inputs == [x, indices] and bound.attributes == {"axis": 1}
    bound = bind_call(schema("LeakyRelu"), [x, 0.2], {})
    assert bound.ok and bound.attributes == {"alpha": 0.2}
    value = np.array([1.5], dtype=np.float32)
    bound = bind_call(schema("ConstantOfShape"), [x, value], {})
    assert bound.ok and bound.attributes == {"value": value}


def test_positional_attributes_follow_onnx_declaration_order() -> None:
    conv = schema("Conv")
    assert conv.attribute_order == tuple(onnx.defs.get_schema("Conv", 18).attributes)
    x, w, b = Opaque(), Opaque(), Opaque()
    first, second = conv.attribute_order[:2]
    values = {"group": 1, "pads": [0, 0], "auto_pad": "NOTSET", "strides": [1]}
    bound = bind_call(conv, [x, w, b, values[first], values[second]], {})
    assert bound.ok and bound.attributes == {first: values[first], second: values[second]}


def test_a_positional_attribute_given_again_by_keyword() -> None:
    bound = bind_call(schema("LeakyRelu"), [1, 0.2], {"alpha": 0.3})
    assert codes(bound) == ["OXS311"]
    assert "attribute 'alpha' of LeakyRelu is given twice: at position 2" in (
        bound.problems[0].message
    )


def test_more_positional_arguments_than_inputs_and_attributes() -> None:
    bound = bind_call(schema("LeakyRelu"), [1, 0.2, 3], {})
    assert codes(bound) == ["OXS304"] and bound.problems[0].argument == 2
    assert "LeakyRelu takes at most 2 positional arguments: 1 input (X), then its attributes " in (
        bound.problems[0].message
    )
    bound = bind_call(schema("Concat"), [1, 2, 0], {})
    assert bound.inputs == [1, 2, 0] and codes(bound) == ["OXS308"]


def test_opaque_attributes_are_not_checked() -> None:
    marker = object()
    bound = bind_call(
        schema("LeakyRelu"), [1], {"alpha": marker}, is_opaque_attribute=lambda v: v is marker
    )
    assert bound.ok and bound.attributes == {"alpha": marker}


def spec(kind: AttrKind) -> schemas.AttributeSpec:
    return schemas.AttributeSpec("a", kind, False, None, False, "")


class _GraphBody:
    def to_graph_proto(self) -> onnx.GraphProto:
        return onnx.GraphProto()


def _graph_function() -> None:
    return None


@pytest.mark.parametrize(
    ("kind", "good", "bad"),
    [
        (AttrKind.INT, [1, True, np.int32(3)], [1.5, "1", [1]]),
        (AttrKind.FLOAT, [1.5, 2, np.float32(1)], [True, "x", [1.0]]),
        (AttrKind.STRING, ["s", b"s"], [1, ["s"]]),
        (AttrKind.INTS, [[1, 2], (3,), [], np.array([1, 2])], [1, [1.5], "12", np.array([1.5])]),
        (AttrKind.FLOATS, [[1.0, 2], np.array([1.5])], [1.0, ["x"]]),
        (AttrKind.STRINGS, [["a", "b"]], ["a", [1]]),
        (
            AttrKind.TENSOR,
            [np.zeros(2), 1, 2.5, [1, 2], onnx.helper.make_tensor("t", 1, [1], [1.0])],
            [object(), {"a": 1}],
        ),
        (AttrKind.TYPE_PROTO, [FLOAT[...], INT64.to_type_proto()], [1, "FLOAT"]),
        (
            AttrKind.GRAPH,
            [onnx.GraphProto(), _GraphBody(), lambda: None, _graph_function],
            [object(), 3],
        ),
        (
            AttrKind.GRAPHS,
            [[onnx.GraphProto(), _graph_function], ()],
            [[object()], _graph_function],
        ),
    ],
)
def test_attribute_value_kinds(kind: AttrKind, good: list[Any], bad: list[Any]) -> None:
    for value in good:
        assert attribute_problem(spec(kind), value) is None, value
    for value in bad:
        problem = attribute_problem(spec(kind), value, op_name="Op")
        assert problem is not None and problem.code == "OXS307", value
        assert "'a' of Op" in problem.message


def test_to_attribute_proto() -> None:
    leaky = schema("LeakyRelu")
    proto = to_attribute_proto(leaky.attributes["alpha"], None, 1)
    assert proto.type == onnx.AttributeProto.FLOAT and proto.f == 1.0
    proto = to_attribute_proto("perm", AttrKind.INTS, np.array([1, 0]))
    assert list(proto.ints) == [1, 0]
    proto = to_attribute_proto("flag", AttrKind.INT, True)
    assert proto.i == 1
    proto = to_attribute_proto("value", AttrKind.TENSOR, [1, 2])
    assert onnx.numpy_helper.to_array(proto.t).dtype == np.int64
    proto = to_attribute_proto("value", AttrKind.TENSOR, 2.5)
    assert onnx.numpy_helper.to_array(proto.t).dtype == np.float32
    proto = to_attribute_proto("type", AttrKind.TYPE_PROTO, FLOAT["N"])
    assert proto.tp.tensor_type.elem_type == onnx.TensorProto.FLOAT
    proto = to_attribute_proto("mode", None, "nearest")
    assert proto.type == onnx.AttributeProto.STRING


def test_graph_attribute_needs_a_graph() -> None:
    graph = onnx.helper.make_graph([], "g", [], [])

    class Body:
        def to_graph_proto(self) -> onnx.GraphProto:
            return graph

    assert to_attribute_proto("body", AttrKind.GRAPH, Body()).g == graph
    with pytest.raises(TypeError, match="to_graph_proto"):
        to_attribute_proto("body", AttrKind.GRAPH, 3)


def test_output_count() -> None:
    assert output_count(schema("Add"), {}) == 1
    assert output_count(schema("TopK"), {}) == 2
    assert output_count(schema("Dropout"), {}) == 1
    assert output_count(schema("LSTM"), {}) == 1
    assert output_count(schema("BatchNormalization", 15), {"training_mode": 1}) == 1
    assert output_count(schema("Split"), {"num_outputs": 3}) == 3
    assert output_count(schema("Split"), {}, [Opaque(), [2, 2]]) == 2
    assert output_count(schema("Split"), {}, [Opaque(), Opaque()]) is None
    assert output_count(schema("Split", 11), {"split": [1, 2, 3]}) == 3
    body = onnx.helper.make_graph(
        [], "b", [], [onnx.helper.make_value_info(n, onnx.TypeProto()) for n in "abc"]
    )
    assert output_count(schema("Loop"), {"body": body}) == 2
    assert output_count(schema("Scan"), {"body": body}) == 3
    assert output_count(schema("If"), {"then_branch": body}) == 3
    assert output_count(schema("If"), {"then_branch": Opaque()}) is None


def test_element_type_attributes_must_name_an_element_type() -> None:
    bound = bind_call(schema("Cast"), [1], {"to": 999})
    assert codes(bound) == ["OXS307"]
    assert "'to' of Cast must be an ONNX element type" in bound.problems[0].message
    assert codes(bind_call(schema("Cast"), [1], {"to": 0})) == ["OXS307"]
    assert codes(bind_call(schema("EyeLike"), [1], {"dtype": -3})) == ["OXS307"]
    assert bind_call(schema("Cast"), [1], {"to": onnx.TensorProto.STRING}).ok
    assert bind_call(schema("Cast"), [1], {"to": np.int64(7)}).ok
    assert bind_call(schema("QuantizeLinear", 21), [1, 2], {"output_dtype": 0}).ok
    assert bind_call(schema("ReduceSum"), [1], {"keepdims": 999}).ok
