"""from_onnx on small models, one feature each: the text it writes and the round trip."""

from __future__ import annotations

from pathlib import Path

import models
import numpy as np
import onnx
import pytest
from onnx import TensorProto
from onnx import helper as h
from onnxscribe import from_onnx
from onnxscribe.onnx2script import FromOnnxError
from onnxscribe.onnx2script.roundtrip import round_trip, script_model


def assert_round_trips(model: onnx.ModelProto, directory: Path, **feeds: object) -> None:
    outcome = round_trip(model, directory, feeds=feeds or None)
    assert outcome.ok, f"{outcome.status}: {outcome.reason}"
    assert not outcome.node_changes, outcome.node_changes


def test_from_onnx_is_exported_from_the_package() -> None:
    import onnxscribe
    from onnxscribe.onnx2script.api import from_onnx as direct

    assert onnxscribe.from_onnx is direct


def test_names_become_identifiers_and_comments_keep_the_originals(tmp_path: Path) -> None:
    text = from_onnx(models.odd_names()).text
    assert 'def main(x_0: FLOAT["N"]) -> FLOAT["N"]:' in text
    assert "# inputs: x_0 is 'x:0'" in text
    assert "y_1 = op.Relu(x_0)  # y_1 is 'y.1'" in text
    assert "lambda_ = -y_1  # lambda_ is 'lambda'" in text
    assert "op_1 = op.Abs(lambda_)  # op_1 is 'op'" in text  # `op` is the opset
    assert "v_2d = op.Sigmoid(op_1)  # v_2d is '2d'" in text
    assert_round_trips(models.odd_names(), tmp_path)


def test_identifier_names_are_kept() -> None:
    text = from_onnx(models.loop_and_scan()).text
    for name in ("total", "fi", "s_out", "sums"):
        assert f"{name}" in text
    assert "# " not in text.split("def main", 1)[1]


def test_small_constants_are_literals_and_large_initializers_are_stored(tmp_path: Path) -> None:
    model = models.constants_and_weights()
    source = from_onnx(model, data_file="weights.npz")
    assert "scaled = x * 2.0" in source.text
    assert "out = op.Reshape(y, [-1, 4])" in source.text
    assert "weights = op.Constant(value=DATA.weights)" in source.text
    assert "np.load(Path(__file__).with_name('weights.npz'))" in source.text
    written = source.write(tmp_path / "model.py")
    assert [p.name for p in written] == ["model.py", "weights.npz"]
    stored = np.load(tmp_path / "weights.npz")
    expected = onnx.numpy_helper.to_array(model.graph.initializer[0])
    np.testing.assert_array_equal(stored["weights"], expected)
    assert_round_trips(model, tmp_path)


def test_a_literal_is_not_used_where_it_would_change_the_node(tmp_path: Path) -> None:
    # a float64 constant: the literal 2.0 would be FLOAT; it stays a Constant of float64
    model = models.model(
        [
            h.make_node(
                "Constant", [], ["two"], value=h.make_tensor("", TensorProto.DOUBLE, [], [2])
            ),
            h.make_node("Mul", ["x", "two"], ["y"]),
        ],
        [models.tensor("x", TensorProto.DOUBLE, [3])],
        [models.tensor("y", TensorProto.DOUBLE, [3])],
    )
    text = from_onnx(model).text
    assert "two = op.Constant(value=np.array(2.0, dtype=np.float64))" in text
    assert "y = x * two" in text
    assert_round_trips(model, tmp_path)


@pytest.mark.parametrize(
    ("op_type", "dtype", "attributes", "expected"),
    [
        ("Add", TensorProto.FLOAT, {}, "z = x + w"),
        ("Pow", TensorProto.FLOAT, {}, "z = x ** w"),
        ("MatMul", TensorProto.FLOAT, {}, "z = x @ w"),
        ("Less", TensorProto.INT64, {}, "z = x < w"),
        ("Mod", TensorProto.INT64, {}, "z = x % w"),
        ("Mod", TensorProto.FLOAT, {"fmod": 1}, "z = x % w"),
        ("Mod", TensorProto.INT64, {"fmod": 0}, "z = op.Mod(x, w, fmod=0)"),
        ("And", TensorProto.BOOL, {}, "z = x & w"),
        ("BitwiseXor", TensorProto.INT32, {}, "z = x ^ w"),
        ("BitShift", TensorProto.UINT8, {"direction": "LEFT"}, "z = x << w"),
        ("Div", TensorProto.INT64, {}, "z = x / w"),
    ],
)
def test_operators_only_where_they_give_the_same_node(
    op_type: str, dtype: int, attributes: dict[str, object], expected: str, tmp_path: Path
) -> None:
    result_type = TensorProto.BOOL if op_type in ("Less", "And") else dtype
    model = models.model(
        [h.make_node(op_type, ["x", "w"], ["z"], **attributes)],
        [models.tensor("x", dtype, [2, 2]), models.tensor("w", dtype, [2, 2])],
        [models.tensor("z", result_type, [2, 2])],
    )
    assert expected in from_onnx(model).text
    assert_round_trips(model, tmp_path)


def test_operators_can_be_turned_off() -> None:
    text = from_onnx(models.constants_and_weights(), use_operators=False).text
    assert "scaled = op.Mul(x, 2.0)" in text
    assert "y = op.MatMul(scaled, weights)" in text


def test_a_scalar_condition_if_becomes_an_if_statement(tmp_path: Path) -> None:
    model = models.if_model([])
    text = from_onnx(model).text
    assert "    if c:\n        y = op.Relu(x)" in text
    assert "    else:\n        y = -x" in text
    for cond in (True, False):
        assert_round_trips(model, tmp_path, c=np.array(cond), x=np.array([-1.0, 2.0], np.float32))


def test_an_if_on_a_one_element_tensor_keeps_the_op_form(tmp_path: Path) -> None:
    # the dialect's `if` needs a single value; a [1] condition goes through op.If
    model = models.if_model([1])
    text = from_onnx(model).text
    assert "@graph()\n    def y_then_branch():" in text
    assert "y = op.If(c, else_branch=y_else_branch, then_branch=y_then_branch)" in text
    assert_round_trips(model, tmp_path, c=np.array([False]), x=np.array([-1.0], np.float32))


def test_a_for_shaped_loop_is_a_for_loop_and_scan_a_graph_function(tmp_path: Path) -> None:
    model = models.loop_and_scan()
    text = from_onnx(model).text
    assert (
        "    total = zero\n"
        "    for i in range(n):\n"
        "        fi = op.Cast(i, to=FLOAT.dtype)\n"
        "        total = total + fi\n"
    ) in text
    assert "op.Loop" not in text
    assert "def final_body(s_in: FLOAT[2], x_i: FLOAT[2]):" in text
    assert "final, sums = op.Scan(init, xs, body=final_body, num_scan_inputs=1)" in text
    assert_round_trips(model, tmp_path, n=np.array(4, np.int64), xs=np.ones((3, 2), np.float32))


def test_without_control_flow_recovery_loop_bodies_are_graph_functions(tmp_path: Path) -> None:
    model = models.loop_and_scan()
    text = from_onnx(model, recover_control_flow=False).text
    assert "def total_body(i: INT64, cond_in: BOOL, acc_in: FLOAT):" in text
    assert "total = op.Loop(n, None, zero, body=total_body)" in text
    assert "for i in" not in text


def test_local_functions_custom_domains_and_attributes(tmp_path: Path) -> None:
    model = models.with_functions()
    text = from_onnx(model).text
    assert "lib = Opset('my.lib', 1)" in text
    # callees are defined before their callers: the decorator converts at once
    assert text.index("def Scale(X):") < text.index("def Act(X, alpha: float):")
    assert "@script(lib)\ndef Act(X, alpha: float):" in text
    assert "Y = op.LeakyRelu(t, alpha=alpha)" in text
    assert "y = Act(x, alpha=0.25)" in text
    assert_round_trips(model, tmp_path)


def test_attribute_values_by_keyword() -> None:
    model = models.model(
        [
            h.make_node("Cast", ["x"], ["i"], to=TensorProto.INT64),
            h.make_node("Transpose", ["x"], ["t"], perm=[1, 0]),
            h.make_node("LeakyRelu", ["x"], ["l"], alpha=0.1),
            h.make_node("Split", ["x"], ["a", "b"], axis=0, num_outputs=2),
        ],
        [models.tensor("x", TensorProto.FLOAT, [2, 3])],
        [
            models.tensor("i", TensorProto.INT64, [2, 3]),
            models.tensor("t", TensorProto.FLOAT, [3, 2]),
            models.tensor("l", TensorProto.FLOAT, [2, 3]),
            models.tensor("a", TensorProto.FLOAT, [1, 3]),
        ],
    )
    text = from_onnx(model).text
    assert "i = op.Cast(x, to=INT64.dtype)" in text
    assert "t = op.Transpose(x, perm=[1, 0])" in text
    assert "l = op.LeakyRelu(x, alpha=0.1)" in text
    assert "a, b = op.Split(x, axis=0, num_outputs=2)" in text


def test_types_and_symbolic_shapes_are_annotations() -> None:
    model = models.model(
        [
            h.make_node("SequenceConstruct", ["x"], ["s"]),
            h.make_node("Identity", ["x"], ["y"]),
        ],
        [models.tensor("x", TensorProto.FLOAT16, ["batch", 3, None])],
        [
            h.make_tensor_sequence_value_info("s", TensorProto.FLOAT16, ["batch", 3, None]),
            models.tensor("y", TensorProto.FLOAT16, ["batch", 3, None]),
        ],
    )
    text = from_onnx(model).text
    assert "from typing import Sequence" in text
    assert (
        'def main(x: FLOAT16["batch", 3, None]) -> '
        'tuple[Sequence[FLOAT16["batch", 3, None]], FLOAT16["batch", 3, None]]:'
    ) in text


def test_a_function_proto_becomes_a_script_function(tmp_path: Path) -> None:
    function = models.with_functions().functions[1]  # Scale
    source = from_onnx(function)
    assert source.function_name == "Scale"
    assert "@script(lib)\ndef Scale(X):\n    Y = X + X\n    return Y" in source.text
    (tmp_path / "scale.py").write_text(source.text)
    from onnxscribe.onnx2script.roundtrip import load_module

    converted = load_module(tmp_path / "scale.py").Scale.to_function_proto()
    assert [(n.op_type, list(n.input)) for n in converted.node] == [("Add", ["X", "X"])]


def test_a_graph_proto_takes_the_given_opset(tmp_path: Path) -> None:
    graph = models.odd_names().graph
    source = from_onnx(graph, opset_imports={"": 17})
    assert "opset17 as op" in source.text
    model = script_model(source, tmp_path)
    assert {i.domain: i.version for i in model.opset_import}[""] == 17


def test_tensors_without_a_numpy_type_are_rebuilt_exactly(tmp_path: Path) -> None:
    import ml_dtypes

    values = np.arange(40, dtype=np.float32).astype(ml_dtypes.bfloat16).reshape(5, 8)
    model = models.model(
        [h.make_node("Cast", ["big"], ["y"], to=TensorProto.FLOAT)],
        [],
        [models.tensor("y", TensorProto.FLOAT, [5, 8])],
        [onnx.numpy_helper.from_array(values, "big")],
    )
    source = from_onnx(model)
    assert "BIG_TENSOR = onnx.TensorProto.FromString(DATA.big.tobytes())" in source.text
    assert_round_trips(model, tmp_path)


def test_sparse_initializers_are_refused_with_a_reason() -> None:
    model = models.odd_names()
    sparse = h.make_sparse_tensor(
        h.make_tensor("v", TensorProto.FLOAT, [1], [1.0]),
        h.make_tensor("i", TensorProto.INT64, [1], [0]),
        [4],
    )
    model.graph.sparse_initializer.append(sparse)
    with pytest.raises(FromOnnxError, match="sparse initializers"):
        from_onnx(model)


def test_external_data_that_was_not_loaded_is_refused(tmp_path: Path) -> None:
    model = models.constants_and_weights()
    onnx.save(
        model, tmp_path / "m.onnx", save_as_external_data=True, size_threshold=0, location="w.bin"
    )
    unloaded = onnx.load(str(tmp_path / "m.onnx"), load_external_data=False)
    with pytest.raises(FromOnnxError, match="external data that was not loaded"):
        from_onnx(unloaded)


def test_not_a_proto_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="ModelProto, FunctionProto or GraphProto"):
        from_onnx("model.onnx")  # type: ignore[arg-type]
