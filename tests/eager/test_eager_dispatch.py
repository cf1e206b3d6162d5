"""Eager op calls: input conversion, attributes, results, and the errors for bad calls."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnxscribe import Opset, opset13, opset18
from onnxscribe import opset18 as op
from onnxscribe.eager.errors import EagerError, OpCallError
from onnxscribe.eager.tensor import Tensor

X = np.arange(6, dtype=np.float32).reshape(2, 3)


def values(result: object) -> np.ndarray:
    assert isinstance(result, Tensor)
    return np.asarray(result)


def test_python_scalars_follow_the_type_constraints() -> None:
    assert op.Add(X, 1).dtype == np.float32
    assert op.Add(1, X).dtype == np.float32
    assert op.Add(1, 2).dtype == np.int64
    assert op.Add(1.5, 2.0).dtype == np.float32
    assert op.Sqrt(4).dtype == np.float32
    assert float(op.Sqrt(4)) == 2.0
    assert op.Not(True).dtype == np.bool_
    assert op.Range(0, 5, 1).dtype == np.int64
    assert op.Add(X.astype(np.float64), 2).dtype == np.float64


def test_lists_become_tensors_by_the_input_type() -> None:
    reshaped = op.Reshape(X, [3, 2])
    assert reshaped.shape == (3, 2)
    assert op.Expand(np.float32(1.0), [2, 2]).shape == (2, 2)
    np.testing.assert_array_equal(values(op.Add([1, 2], X[0, :2])), [1, 3])


def test_numpy_scalars_and_tensors_as_inputs() -> None:
    assert op.Add(np.float32(1.0), np.float32(2.0)).dtype == np.float32
    doubled = op.Add(X, X)
    np.testing.assert_array_equal(values(op.Mul(doubled, doubled)), (2 * X) ** 2)
    proto = onnx.numpy_helper.from_array(X)
    np.testing.assert_array_equal(values(op.Identity(proto)), X)


def test_inputs_by_keyword() -> None:
    np.testing.assert_array_equal(values(op.Sub(A=X, B=np.float32(1))), X - 1)
    np.testing.assert_array_equal(values(op.Sub(X, B=np.float32(1))), X - 1)


def test_sequences_and_optional_inputs() -> None:
    sequence = op.SequenceConstruct(X, X + 1)
    assert isinstance(sequence, list) and len(sequence) == 2
    assert values(op.SequenceLength([X, X, X])) == 3
    assert op.ConcatFromSequence([X, X], axis=1).shape == (2, 6)
    np.testing.assert_array_equal(values(op.Clip(X, np.float32(1), None)), np.maximum(X, 1))
    np.testing.assert_array_equal(values(op.Clip(X, max=np.float32(2))), np.minimum(X, 2))


def test_multiple_outputs_come_back_as_a_tuple() -> None:
    first, second = op.Split(X, axis=1, num_outputs=2)
    assert first.shape == (2, 2) and second.shape == (2, 1)
    parts = op.Split(X, np.array([1, 1, 1], dtype=np.int64), axis=1)
    assert len(parts) == 3
    parts = opset13.Split(X, [2, 1], axis=1)
    assert [p.shape for p in parts] == [(2, 2), (2, 1)]
    _values, indices = op.TopK(X, [1], axis=1)
    assert indices.dtype == np.int64
    assert len(op.TopK(X, [1], axis=1)) == 2


def test_attributes_from_python_numpy_and_protos() -> None:
    assert op.Cast(X, to=TensorProto.INT64).dtype == np.int64
    assert op.Cast(X, to=True).dtype == np.float32
    transposed = op.Transpose(X, perm=np.array([1, 0]))
    assert transposed.shape == (3, 2)
    constant = op.Constant(value=np.array([1.5, 2.5], dtype=np.float64))
    assert constant.dtype == np.float64
    constant = op.Constant(value=onnx.numpy_helper.from_array(np.array([3], np.int32)))
    assert constant.dtype == np.int32
    assert op.Constant(value_ints=[1, 2]).dtype == np.int64
    assert op.Constant(value=Tensor(np.array([1], np.int16))).dtype == np.int16
    assert op.LeakyRelu(-X, alpha=1).dtype == np.float32


def test_graph_attributes() -> None:
    def branch(value: float) -> onnx.GraphProto:
        node = helper.make_node(
            "Constant", [], ["out"], value=helper.make_tensor("v", TensorProto.FLOAT, [], [value])
        )
        return helper.make_graph(
            [node], "branch", [], [helper.make_tensor_value_info("out", TensorProto.FLOAT, [])]
        )

    class Body:
        def __init__(self, value: float) -> None:
            self.value = value

        def to_graph_proto(self) -> onnx.GraphProto:
            return branch(self.value)

    chosen = op.If(np.array(True), then_branch=branch(1.0), else_branch=branch(2.0))
    assert float(chosen) == 1.0
    chosen = op.If(np.array(False), then_branch=Body(1.0), else_branch=Body(2.0))
    assert float(chosen) == 2.0
    with pytest.raises(OpCallError, match="must be a graph"):
        op.If(np.array(True), then_branch=3, else_branch=3)


def problem_codes(raised: pytest.ExceptionInfo[OpCallError]) -> list[str]:
    return raised.value.codes


def test_wrong_element_type_names_op_input_type_and_allowed() -> None:
    with pytest.raises(OpCallError) as raised:
        op.Add(np.array(["a"]), np.array(["b"]))
    message = str(raised.value)
    assert "input 'A' of Add is STRING; allowed: UINT8, UINT16" in message
    # One report per constraint and type, as the converter makes.
    assert problem_codes(raised) == ["OXS401"]
    assert isinstance(raised.value, TypeError)
    with pytest.raises(OpCallError) as raised:
        op.Add(np.array(["a"]), np.array([True]))
    assert "input 'B' of Add is BOOL" in str(raised.value)
    assert problem_codes(raised) == ["OXS401", "OXS401"]
    with pytest.raises(OpCallError, match=r"input 'X' of Not is FLOAT; allowed: BOOL \[OXS401\]"):
        op.Not(X)


def test_inputs_of_one_type_must_agree() -> None:
    with pytest.raises(OpCallError) as raised:
        op.Add(X, np.arange(3))
    assert problem_codes(raised) == ["OXS402"]
    assert "input 'B' of Add is INT64, but an earlier input makes T FLOAT" in str(raised.value)


def test_bad_call_shapes_get_their_own_messages() -> None:
    with pytest.raises(OpCallError, match="Add takes at most 2 inputs") as raised:
        op.Add(X, X, X)
    assert problem_codes(raised) == ["OXS304"]
    with pytest.raises(OpCallError, match="missing its required input 'B'"):
        op.Add(X)
    with pytest.raises(
        OpCallError, match="no attribute or input named 'alpah'; did you mean 'alpha'"
    ):
        op.LeakyRelu(X, alpah=0.1)
    with pytest.raises(OpCallError, match="'alpha' of LeakyRelu must be a float"):
        op.LeakyRelu(X, alpha="0.1")
    with pytest.raises(OpCallError, match="missing its required attribute 'to'"):
        op.Cast(X)
    with pytest.raises(OpCallError, match="given twice"):
        op.Add(X, X, A=X)
    with pytest.raises(OpCallError, match="cannot be a dict"):
        op.Abs({"x": 1})
    with pytest.raises(OpCallError, match="cannot be converted to UINT8"):
        op.Add(np.array([1], np.uint8), -1)


def test_output_count_that_the_call_does_not_give() -> None:
    with pytest.raises(OpCallError, match="number of outputs") as raised:
        opset13.Split(X, axis=1)
    assert problem_codes(raised) == ["OXS310"]
    parts = opset13.Split(X, axis=1, _num_outputs=3)
    assert len(parts) == 3


def test_runtime_failures_name_the_op_and_inputs() -> None:
    with pytest.raises(EagerError) as raised:
        op.Add(X, np.ones((4, 5), np.float32))
    message = str(raised.value)
    assert message.startswith("opset18.Add(FLOAT[2, 3], FLOAT[4, 5]) failed:")
    assert "broadcast" in message
    assert "onnxruntime_src" not in message
    assert raised.value.op == "Add"
    assert isinstance(raised.value, RuntimeError)
    with pytest.raises(EagerError, match=r"Reshape\(FLOAT\[2, 3\], INT64\[1\]\)"):
        op.Reshape(X, [7])


def test_ops_of_other_domains() -> None:
    ml = Opset("ai.onnx.ml", 3)
    binarized = ml.Binarizer(X, threshold=2.5)
    np.testing.assert_array_equal(values(binarized), (X > 2.5).astype(np.float32))
    assert opset18.Add is op.Add


def _sum_body() -> onnx.GraphProto:
    """A Scan body adding each element to the state; its inputs take the types passed in."""
    nodes = [
        helper.make_node("Add", ["sum_in", "next"], ["sum_out"]),
        helper.make_node("Identity", ["sum_out"], ["scan_out"]),
    ]
    untyped = [helper.make_value_info(name, onnx.TypeProto()) for name in ("sum_in", "next")]
    outputs = [helper.make_value_info(name, onnx.TypeProto()) for name in ("sum_out", "scan_out")]
    return helper.make_graph(nodes, "Sum", untyped, outputs)


def test_literals_of_heterogeneous_variadic_inputs_keep_their_own_type() -> None:
    total, running = op.Scan(0, np.array([1, 2, 3]), body=_sum_body(), num_scan_inputs=1)
    assert total.dtype == np.int64
    np.testing.assert_array_equal(values(running), [1, 3, 6])


def test_type_errors_in_graph_bodies_are_reported_not_promoted() -> None:
    floats = np.array([1, 2, 3], dtype=np.float32)
    with pytest.raises(EagerError) as raised:
        op.Scan(0, floats, body=_sum_body(), num_scan_inputs=1)
    message = str(raised.value)
    assert message.startswith("opset18.Scan(INT64, FLOAT[3]) failed:")
    assert "op.CastLike(0, X)" in message
    _total, running = op.Scan(0.0, floats, body=_sum_body(), num_scan_inputs=1)
    np.testing.assert_array_equal(values(running), [1, 3, 6])


def test_repeated_calls_with_different_literals_are_not_confused() -> None:
    for _ in range(2):
        np.testing.assert_array_equal(values(op.Add(X, 1)), X + 1)
        np.testing.assert_array_equal(values(op.Add(X, 2)), X + 2)
        np.testing.assert_array_equal(values(op.Add(X, 2.5)), X + 2.5)
        assert op.Reshape(X, [3, 2]).shape == (3, 2)
        assert op.Reshape(X, [6]).shape == (6,)
        assert len(op.Split(X, [1, 2], axis=1)) == 2
        assert len(op.Split(X, [1, 1, 1], axis=1)) == 3
        assert len(op.Split(X, axis=1, num_outputs=3)) == 3
        assert len(op.Split(X, axis=1, num_outputs=2)) == 2
        assert op.Cast(X, to=TensorProto.INT32).dtype == np.int32
        assert op.Cast(X, to=TensorProto.DOUBLE).dtype == np.float64
        assert op.Cast(X, to=True).dtype == np.float32


def test_optional_outputs_follow_the_names_assigned() -> None:
    image = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    for _ in range(2):
        pooled = op.MaxPool(image, kernel_shape=[2, 2])
        assert isinstance(pooled, Tensor) and pooled.shape == (1, 1, 3, 3)
        pooled, indices = op.MaxPool(image, kernel_shape=[2, 2])
        assert indices.dtype == np.int64
        (output,) = op.Dropout(X)
        assert isinstance(output, Tensor)
        output, mask = op.Dropout(X)
        assert mask.dtype == np.bool_
    assert isinstance(op.Dropout(X, _num_outputs=2), tuple)
    with pytest.raises(OpCallError, match="must be 1 to 2, not 3"):
        op.Dropout(X, _num_outputs=3)
    with pytest.raises(OpCallError, match="Split produces 3 outputs here, but 2 were asked for"):
        first, second = op.Split(X[0], num_outputs=3)
    first, second = opset13.Split(X[:, :2], axis=1)
    assert first.shape == second.shape == (2, 1)


def test_graph_input_types_follow_the_parent_op() -> None:
    from onnxscribe.core import schemas
    from onnxscribe.core.types import SequenceValueType, TensorValueType
    from onnxscribe.eager.dispatch import graph_input_types

    def schema(name: str) -> schemas.OpSchema:
        found = schemas.lookup(name, 18)
        assert found is not None
        return found

    floats = TensorValueType(TensorProto.FLOAT, (None, None))
    count = TensorValueType(TensorProto.INT64, ())
    loop = graph_input_types(schema("Loop"), "body", [count, None, floats], {})
    assert loop == [
        TensorValueType(TensorProto.INT64, ()),
        TensorValueType(TensorProto.BOOL, ()),
        TensorValueType(TensorProto.FLOAT, (None, None)),
    ]
    scans = helper.make_attribute("num_scan_inputs", 1)
    scan = graph_input_types(schema("Scan"), "body", [count, floats], {"num_scan_inputs": scans})
    assert scan == [
        TensorValueType(TensorProto.INT64, ()),
        TensorValueType(TensorProto.FLOAT, (None,)),
    ]
    assert (
        graph_input_types(schema("If"), "then_branch", [TensorValueType(TensorProto.BOOL, ())], {})
        == []
    )
    sequence = SequenceValueType(TensorValueType(TensorProto.FLOAT, (None,)))
    mapped = graph_input_types(schema("SequenceMap"), "body", [sequence, floats], {})
    assert mapped == [
        TensorValueType(TensorProto.FLOAT, (None,)),
        TensorValueType(TensorProto.FLOAT, (None, None)),
    ]


def test_an_unknown_element_type_is_a_call_error() -> None:
    with pytest.raises(OpCallError, match="'to' of Cast must be an ONNX element type") as raised:
        op.Cast(X, to=999)
    assert problem_codes(raised) == ["OXS307"]


def test_sequence_elements_of_different_types_are_a_call_error() -> None:
    with pytest.raises(OpCallError, match="must have one element type, but are FLOAT and INT64"):
        op.ConcatFromSequence([X, X.astype(np.int64)], axis=0)
    with pytest.raises(OpCallError, match="_num_outputs of Add must be 1, not 2"):
        op.Add(X, X, _num_outputs=2)


def test_a_float_literal_with_an_integer_tensor_is_refused() -> None:
    """ONNX would cast 1.5 to 1 where Python computes in float: the dialect says so instead."""
    from onnxscribe.eager.errors import OpCallError

    integers = np.arange(3, dtype=np.int64)
    with pytest.raises(OpCallError) as raised:
        opset18.Add(integers, 1.5)
    assert raised.value.codes == ["OXS408"]
    with pytest.raises(OpCallError, match="OXS408"):
        Tensor(integers) * 2.0
    np.testing.assert_array_equal(opset18.Add(integers, 2), [2, 3, 4])
    np.testing.assert_allclose(opset18.Add(integers.astype(np.float32), 1.5), [1.5, 2.5, 3.5])


def test_the_converter_offers_an_integer_for_an_integral_float() -> None:
    from onnxscribe import analyze

    source = (
        "from onnxscribe import script, INT64\n\n@script()\ndef f(I: INT64['N']):\n"
        "    return I * 2.0\n"
    )
    (error,) = analyze(source, "f.py").diagnostics
    assert error.code == "OXS408"
    (fix,) = error.fixes
    (edit,) = fix.edits
    assert (edit.span.line, edit.span.column, edit.span.end_column, edit.new_text) == (
        5,
        16,
        19,
        "2",
    )


def test_a_literal_that_does_not_fit_the_tensor_type_is_refused_as_the_converter_does() -> None:
    from onnxscribe import analyze

    with pytest.raises(OpCallError, match="300 cannot be converted to UINT8") as raised:
        opset18.Add(np.zeros(2, np.uint8), 300)
    assert raised.value.codes == ["OXS401"]
    source = "from onnxscribe import script, UINT8\n\n@script()\ndef f(X: UINT8['N']):\n    return X + 300\n"
    (error,) = analyze(source, "f.py").diagnostics
    assert error.code == "OXS401" and "300 cannot be converted to UINT8" in error.message
