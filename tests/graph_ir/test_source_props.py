"""A node's source entries (``metadata_props``) as ``add_source_props`` writes them."""

from __future__ import annotations

import onnx
import pytest
from onnxscribe import analyze
from onnxscribe.core.diagnostics import Span
from onnxscribe.graph_ir import emit
from onnxscribe.graph_ir.source_props import (
    COLUMN_KEY,
    LINE_KEY,
    PATH_KEY,
    add_source_props,
    node_source,
)

# numbers of every length up to twenty digits, and those whose entry's length byte is "%"
# (the entries are written through a bytes format)
NUMBERS = sorted(
    {0, 1, 9, 10, 99, 100, 127, 128, 10**8, 10**10, *(10**k - 1 for k in range(1, 21))}
)


def _field_by_field(path: str, line: int, column: int) -> onnx.NodeProto:
    node = onnx.NodeProto()
    for key, value in ((PATH_KEY, path), (LINE_KEY, str(line)), (COLUMN_KEY, str(column))):
        entry = node.metadata_props.add()
        entry.key = key
        entry.value = value
    return node


@pytest.mark.parametrize("line", NUMBERS)
def test_the_entries_are_those_set_field_by_field(line: int) -> None:
    for column in NUMBERS:
        node = onnx.NodeProto()
        add_source_props(node, Span("/src/pkg/m.py", line, column, line, column + 1), "/src")
        expected = _field_by_field("pkg/m.py", line, column)
        assert node.SerializeToString() == expected.SerializeToString(), (line, column)
        assert node_source(node) == ("pkg/m.py", line, column)


def test_a_path_with_percent_signs_is_written_as_it_is() -> None:
    node = onnx.NodeProto()
    add_source_props(node, Span("/src/100%/%d %s.py", 12, 3, 12, 9), "/src")
    expected = _field_by_field("100%/%d %s.py", 12, 3)
    assert node.SerializeToString() == expected.SerializeToString()


def test_a_path_outside_the_base_is_its_file_name_and_each_base_its_own() -> None:
    span = Span("/src/pkg/m.py", 3, 4, 3, 9)
    inside, outside = onnx.NodeProto(), onnx.NodeProto()
    add_source_props(inside, span, "/src")
    add_source_props(outside, span, "/elsewhere")
    assert node_source(inside) == ("pkg/m.py", 3, 4)
    assert node_source(outside) == ("m.py", 3, 4)


def test_a_span_without_a_path_records_nothing() -> None:
    node = onnx.NodeProto()
    add_source_props(node, None)
    add_source_props(node, Span(None, 1, 1, 1, 2))
    assert not node.metadata_props


UNTYPED = """\
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def untyped(X: FLOAT["N"]):
    doubled = op.Add(X, X)
    return op.Relu(doubled)
"""


def test_a_model_whose_output_type_is_inferred_has_each_node_s_source() -> None:
    function = analyze(UNTYPED, "/src/untyped.py").functions[0].function
    assert function is not None
    model = emit.model_proto(function)
    output = model.graph.output[0].type.tensor_type
    assert output.elem_type == onnx.TensorProto.FLOAT and output.shape.dim[0].dim_param == "N"
    sources = [node_source(node) for node in model.graph.node]
    assert [s[1] if s else None for s in sources] == [n.span.line for n in function.graph.nodes]
    graph = onnx.GraphProto()
    emit._graph_body(function.graph, {}, graph, None)
    assert [n.SerializeToString() for n in model.graph.node] == [
        n.SerializeToString() for n in graph.node
    ]
