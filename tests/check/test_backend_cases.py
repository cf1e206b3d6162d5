"""No false errors, and correct shapes, on every single-node ONNX backend test case.

Each case is a valid one-node model with real input and output data. Its node is checked as a
script function whose inputs are declared with the model's input types, once with the inputs
unknown and once with their values known as constants (which drives the rules that read
constant inputs: Reshape, Slice, Gather, Split, ...). The checker must report no error, and
every inferred dim must equal the expected output's.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import numpy as np
import onnx
import onnx.numpy_helper
import pytest
from backend_cases import single_node_cases
from onnxscribe.check import check_function
from onnxscribe.core import schemas
from onnxscribe.core.diagnostics import Span
from onnxscribe.core.schemas import AttrKind
from onnxscribe.core.types import TensorValueType, ValueType, from_type_proto
from onnxscribe.graph_ir.nodes import Attribute, Function, Graph, Node, Value

SPAN = Span("case.py", 1, 1, 1, 2)

# Shapes that come from ONNX's own inference and disagree with the test data. STFT's shape
# inference in onnx reads ``onesided`` only when the node sets it, and otherwise computes a
# two-sided result, although the schema's default is ``onesided=1``. These two cases leave the
# attribute out, so onnx infers frame_length (16) bins where the data has 16 // 2 + 1 = 9.
# ``test_onnx_still_ignores_the_stft_onesided_default`` fails once onnx is fixed.
UNCHECKED_SHAPES = frozenset({"test_stft", "test_stft_with_window"})
# Outputs whose inferred shape is compared with the data, per mode (measured: 1394 with the inputs
# unknown, 1431 with constants); the floors keep the comparison from passing with nothing inferred.
MINIMUM_CHECKED = {False: 1350, True: 1390}


@dataclass(frozen=True)
class Case:
    name: str
    node: onnx.NodeProto
    version: int
    input_types: tuple[ValueType, ...]
    inputs: tuple[Any, ...]
    outputs: tuple[Any, ...]


@functools.cache
def cases() -> tuple[Case, ...]:
    """The backend node cases with data and without graph attributes."""
    return tuple(
        Case(
            case.name,
            case.node,
            case.opset_version,
            tuple(from_type_proto(i.type) for i in case.graph.input),
            tuple(case.data_sets[0][0]),
            tuple(case.data_sets[0][1]),
        )
        for case in single_node_cases()
        if case.data_sets
        and not any(
            a.type in (onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS)
            for a in case.node.attribute
        )
    )


def _attribute(proto: onnx.AttributeProto) -> Attribute:
    kind = AttrKind(onnx.AttributeProto.AttributeType.Name(proto.type))
    value = onnx.helper.get_attribute_value(proto)
    if isinstance(value, onnx.TensorProto):
        value = onnx.numpy_helper.to_array(value)
    elif isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    elif isinstance(value, list) and value and isinstance(value[0], bytes):
        value = [v.decode("utf-8", "replace") for v in value]
    return Attribute(proto.name, kind, value, SPAN)


def _function(case: Case, with_constants: bool) -> tuple[Function, Node]:
    by_name: dict[str, Value] = {}
    graph_inputs = []
    for index, value_type in enumerate(case.input_types):
        name = f"in{index}"
        value = Value(name, SPAN, declared=value_type, source_name=name)
        data = case.inputs[index] if index < len(case.inputs) else None
        if with_constants and isinstance(data, np.ndarray):
            value.const = data
        graph_inputs.append(value)
    input_names = [i for i in _graph_input_names(case)]
    for name, value in zip(input_names, graph_inputs, strict=False):
        by_name[name] = value
    node_inputs = [by_name.get(name) if name else None for name in case.node.input]
    outputs = [Value(f"out{i}", SPAN) for i in range(len(case.node.output))]
    domain = schemas.normalize_domain(case.node.domain)
    schema = schemas.lookup(case.node.op_type, case.version, domain)
    node = Node(
        case.node.op_type,
        domain,
        node_inputs,
        outputs,
        {a.name: _attribute(a) for a in case.node.attribute},
        SPAN,
        case.version,
        schema,
    )
    graph = Graph(case.name, graph_inputs, outputs, [node], SPAN)
    function = Function(case.name, "this", 1, graph, [], {domain: case.version}, SPAN, SPAN)
    return function, node


def _graph_input_names(case: Case) -> list[str]:
    return [name for name in case.node.input if name]


def _expected_shape(data: Any) -> tuple[int, ...] | None:
    if isinstance(data, np.ndarray):
        return tuple(int(d) for d in data.shape)
    return None


@pytest.mark.parametrize("with_constants", [False, True], ids=["inputs", "constants"])
def test_backend_cases_check_clean_with_the_right_shapes(with_constants: bool) -> None:
    problems: list[str] = []
    checked = 0
    for case in cases():
        function, node = _function(case, with_constants)
        errors = [d for d in check_function(function) if d.is_error]
        for error in errors:
            problems.append(f"{case.name}: {error.code} {error.message}")
        named = [v for v, name in zip(node.outputs, case.node.output, strict=True) if name]
        for value, data in zip(named, case.outputs, strict=False):
            expected = _expected_shape(data)
            inferred = value.type
            if (
                expected is None
                or not isinstance(inferred, TensorValueType)
                or inferred.shape is None
            ):
                continue
            if case.name in UNCHECKED_SHAPES:
                continue
            checked += 1
            if len(inferred.shape) != len(expected) or any(
                isinstance(d, int) and d != e for d, e in zip(inferred.shape, expected, strict=True)
            ):
                problems.append(
                    f"{case.name}: inferred {inferred}, output has shape {list(expected)}"
                )
            if inferred.dtype is not None and data.dtype != object:
                from onnxscribe.core.types import onnx_dtype

                if onnx_dtype(data.dtype) != inferred.dtype:
                    problems.append(f"{case.name}: inferred {inferred}, output is {data.dtype}")
    assert not problems, "\n".join(problems)
    assert checked >= MINIMUM_CHECKED[with_constants], (
        f"only {checked} outputs had an inferred shape to compare"
    )


def test_onnx_still_ignores_the_stft_onesided_default() -> None:
    (case,) = [c for c in cases() if c.name == "test_stft"]
    assert not any(a.name == "onesided" for a in case.node.attribute)
    function, node = _function(case, with_constants=True)
    check_function(function)
    inferred = node.outputs[0].type
    assert isinstance(inferred, TensorValueType)
    # the data has 9 bins (onesided=1, the schema default); onnx infers 16 (two-sided)
    assert case.outputs[0].shape == (1, 15, 9, 2)
    assert inferred.shape == (1, 15, 16, 2), "onnx is fixed: remove UNCHECKED_SHAPES"
