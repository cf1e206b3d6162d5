"""Every node output compared in order; a recording matched by Python names from the end."""

from __future__ import annotations

import numpy as np
from onnx import TensorProto, helper
from onnxscribe.eager.divergence import Tolerance
from onnxscribe.eager.intermediates import (
    NodeOutput,
    by_python_name,
    expose_all,
    first_divergence,
    run_onnxruntime,
    run_reference,
)
from onnxscribe.eager.name_recorder import record_locals


def outputs(*names: str) -> list[NodeOutput]:
    return [NodeOutput(i, "", "Op", name, ("m.py", i + 1, 1)) for i, name in enumerate(names)]


def test_values_are_matched_from_the_last_one_back() -> None:
    nodes = outputs("y", "y_1", "z")
    names = {"y": "y", "y_1": "y", "z": "z"}
    one, two = np.zeros(1), np.ones(1)
    matched = by_python_name(nodes, names, {"y": [one], "z": [two]})
    assert set(matched) == {"y_1", "z"}
    assert matched["y_1"] is one


def test_the_first_output_out_of_tolerance_is_reported() -> None:
    nodes = outputs("a", "b", "c")
    actual = {"a": np.ones(3), "b": np.array([1.0, 2.0, 3.0]), "c": np.zeros(3)}
    expected = {"a": np.ones(3), "b": np.array([1.0, 2.5, 3.0]), "c": np.ones(3)}
    found, compared = first_divergence(nodes, actual, expected, Tolerance())
    assert found is not None and compared == 2
    assert found.output.name == "b" and found.mismatch.index == (1,)


def test_every_node_output_is_a_graph_output_and_runs_agree() -> None:
    graph = helper.make_graph(
        [
            helper.make_node("Mul", ["x", "x"], ["sq"]),
            helper.make_node("Sqrt", ["sq"], ["r"]),
            helper.make_node("Add", ["r", "x"], ["y"]),
        ],
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=9)
    exposed, order = expose_all(model)
    assert [o.name for o in order] == ["sq", "r", "y"]
    assert [o.name for o in exposed.graph.output] == ["y", "sq", "r"]
    feeds = {"x": np.array([1.0, -2.0, 3.0, 4.0], np.float32)}
    ort = run_onnxruntime(exposed, feeds)
    reference = run_reference(exposed, feeds)
    np.testing.assert_allclose(ort["r"], np.abs(feeds["x"]))
    assert first_divergence(order, ort, reference, Tolerance()) == (None, 3)


def test_the_recorder_keeps_each_new_value_of_a_name() -> None:
    def function(x: np.ndarray) -> np.ndarray:
        y = x + 1
        y = y * 2
        alias = y
        return alias - x

    x = np.arange(3.0)
    result, recorded = record_locals(function.__code__, lambda: function(x))
    np.testing.assert_array_equal(result, (x + 1) * 2 - x)
    assert "x" not in recorded  # an argument is not a value the function made
    np.testing.assert_array_equal(recorded["y"][0], x + 1)
    np.testing.assert_array_equal(recorded["y"][1], (x + 1) * 2)
    assert len(recorded["y"]) == 2 and recorded["alias"][0] is recorded["y"][1]
