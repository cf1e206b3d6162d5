"""Loop nodes back to ``for`` / ``while`` loops where the round trip keeps the node, and to the
op form with a ``@graph()`` body elsewhere."""

from __future__ import annotations

import re
import warnings
from pathlib import Path
from typing import Any

import loop_scripts
import models
import numpy as np
import onnx
import pytest
from onnx import TensorProto
from onnx import helper as h
from onnxscribe import from_onnx
from onnxscribe.onnx2script.loops import plan_loop
from onnxscribe.onnx2script.roundtrip import round_trip

INT64, BOOL, FLOAT = TensorProto.INT64, TensorProto.BOOL, TensorProto.FLOAT
X = np.array([0.5, 4.0, -3.0], np.float32)
PYTHON_LOOP = re.compile(r"^ *(for \w+ in range\(|while )", re.MULTILINE)


def _feeds(model: onnx.ModelProto, given: dict[str, Any]) -> dict[str, np.ndarray]:
    feeds: dict[str, np.ndarray] = {}
    for value in model.graph.input:
        if value.name == "x":
            dims = value.type.tensor_type.shape.dim
            fixed = all(d.HasField("dim_value") for d in dims)
            feeds["x"] = X[: dims[0].dim_value] if fixed else X
            continue
        given_value = given[value.name]
        dtype = onnx.helper.tensor_dtype_to_np_dtype(value.type.tensor_type.elem_type)
        feeds[value.name] = np.array(given_value, dtype)
    return feeds


def assert_round_trips(model: onnx.ModelProto, directory: Path, feeds: dict[str, Any]) -> None:
    outcome = round_trip(model, directory, feeds=feeds)
    assert outcome.ok, f"{outcome.status}: {outcome.reason}"
    assert not outcome.node_changes, outcome.node_changes


@pytest.mark.parametrize(
    "function", list(loop_scripts.CASES), ids=lambda f: f.name if hasattr(f, "name") else str(f)
)
def test_converted_loops_come_back_as_python_loops(function: Any, tmp_path: Path) -> None:
    model = function.to_model_proto()
    text = from_onnx(model).text
    assert "op.Loop" not in text
    assert PYTHON_LOOP.search(text)
    assert "@graph" not in text
    assert_round_trips(model, tmp_path, _feeds(model, loop_scripts.CASES[function]))


def _main(text: str) -> str:
    return text.split("@script()\n", 1)[1]


def test_a_for_loop_reads_as_written() -> None:
    text = from_onnx(loop_scripts.count_up.to_model_proto()).text
    assert _main(text) == (
        "def count_up(x: FLOAT[3], n: INT64) -> FLOAT[3]:\n"
        "    total_2 = x\n"
        "    for i in range(n):\n"
        "        castlike = op.CastLike(i, x)\n"
        "        total_2 = total_2 + castlike\n"
        "    return total_2\n"
    )


def test_a_while_loop_recomputes_its_test_in_the_while_line() -> None:
    text = from_onnx(loop_scripts.halve_until_small.to_model_proto()).text
    assert (
        "    steps = op.Constant(value=np.array(0, dtype=np.int64))\n"
        "    y_2 = x\n"
        "    steps_3 = steps\n"
        "    while op.ReduceMax(op.Abs(y_2), keepdims=0) > 1.0:\n"
        "        y_2 = y_2 / 2.0\n"
        "        steps_3 = steps_3 + 1\n"
        "    return y_2, steps_3\n"
    ) in text


def test_a_negated_condition_is_a_break_and_a_constant_trip_count_a_literal() -> None:
    text = from_onnx(loop_scripts.loop_with_break.to_model_proto()).text
    assert (
        "    for _ in range(10):\n"
        "        y_2 = y_2 + 1.0\n"
        "        reducesum = op.ReduceSum(y_2, keepdims=0)\n"
        "        greater = reducesum > limit\n"
        "        if greater:\n"
        "            break\n"
    ) in text


def test_a_value_read_after_its_update_is_assigned_at_the_end_of_the_body() -> None:
    # a, b = b, a + b: the body reads the old b after making the new one
    text = from_onnx(loop_scripts.fibonacci.to_model_proto()).text
    assert (
        "    for _ in range(n):\n"
        "        b_2 = a_2 + b\n"
        "        a_2 = op.Identity(b)\n"
        "        b = b_2\n"
    ) in text


def _loop_model(
    loop_inputs: list[str],
    body_nodes: list[onnx.NodeProto],
    body_outputs: list[onnx.ValueInfoProto],
    loop_outputs: list[str],
    graph_outputs: list[onnx.ValueInfoProto],
) -> onnx.ModelProto:
    body = h.make_graph(
        body_nodes,
        "body",
        [
            models.tensor("i", INT64, []),
            models.tensor("cond_in", BOOL, []),
            models.tensor("acc_in", FLOAT, [2]),
        ],
        body_outputs,
    )
    return models.model(
        [h.make_node("Loop", loop_inputs, loop_outputs, body=body)],
        [
            models.tensor("n", INT64, []),
            models.tensor("go", BOOL, []),
            models.tensor("x", FLOAT, [2]),
        ],
        graph_outputs,
    )


ACC_OUT = models.tensor("acc_out", FLOAT, [2])


def keeps_a_scan_output() -> onnx.ModelProto:
    return _loop_model(
        ["n", "", "x"],
        [
            h.make_node("Identity", ["cond_in"], ["cond_out"]),
            h.make_node("Add", ["acc_in", "x"], ["acc_out"]),
            h.make_node("Identity", ["acc_out"], ["scanned"]),
        ],
        [models.tensor("cond_out", BOOL, []), ACC_OUT, models.tensor("scanned", FLOAT, [2])],
        ["total", "all"],
        [models.tensor("total", FLOAT, [2]), models.tensor("all", FLOAT, [None, 2])],
    )


def has_a_trip_count_and_a_condition() -> onnx.ModelProto:
    return _loop_model(
        ["n", "go", "x"],
        [
            h.make_node("Identity", ["cond_in"], ["cond_out"]),
            h.make_node("Add", ["acc_in", "x"], ["acc_out"]),
        ],
        [models.tensor("cond_out", BOOL, []), ACC_OUT],
        ["total"],
        [models.tensor("total", FLOAT, [2])],
    )


def carries_a_value_nothing_reads() -> onnx.ModelProto:
    # acc_in is not read and the Loop's output is not used: `acc = ...` would not be carried
    return models.model(
        [
            h.make_node(
                "Loop",
                ["n", "", "x"],
                ["unused"],
                body=h.make_graph(
                    [
                        h.make_node("Identity", ["cond_in"], ["cond_out"]),
                        h.make_node("Neg", ["x"], ["acc_out"]),
                    ],
                    "body",
                    [
                        models.tensor("i", INT64, []),
                        models.tensor("cond_in", BOOL, []),
                        models.tensor("acc_in", FLOAT, [2]),
                    ],
                    [models.tensor("cond_out", BOOL, []), ACC_OUT],
                ),
            ),
            h.make_node("Relu", ["x"], ["y"]),
        ],
        [models.tensor("n", INT64, []), models.tensor("x", FLOAT, [2])],
        [models.tensor("y", FLOAT, [2])],
    )


def keeps_a_constant_condition() -> onnx.ModelProto:
    # exporters often write `cond_out = Constant(True)`: the dialect's `for` writes Identity
    true = h.make_tensor("", BOOL, [], [True])
    return _loop_model(
        ["n", "", "x"],
        [
            h.make_node("Constant", [], ["cond_out"], value=true),
            h.make_node("Add", ["acc_in", "x"], ["acc_out"]),
        ],
        [models.tensor("cond_out", BOOL, []), ACC_OUT],
        ["total"],
        [models.tensor("total", FLOAT, [2])],
    )


@pytest.mark.parametrize(
    "build",
    [
        keeps_a_scan_output,
        has_a_trip_count_and_a_condition,
        carries_a_value_nothing_reads,
        keeps_a_constant_condition,
    ],
    ids=lambda f: f.__name__,
)
def test_loops_of_other_shapes_keep_the_op_form(build: Any, tmp_path: Path) -> None:
    model = build()
    assert plan_loop(model.graph.node[0], list(model.graph.node), 0, {"total"}) is None
    text = from_onnx(model).text
    assert "op.Loop(" in text
    assert "@graph()" in text
    assert not PYTHON_LOOP.search(text)
    assert_round_trips(model, tmp_path, _feeds(model, {"n": 3, "go": True}))


def test_a_for_shaped_model_plans_a_for_loop() -> None:
    model = _loop_model(
        ["n", "", "x"],
        [
            h.make_node("Add", ["acc_in", "x"], ["acc_out"]),
            h.make_node("Identity", ["cond_in"], ["cond_out"]),
        ],
        [models.tensor("cond_out", BOOL, []), ACC_OUT],
        ["total"],
        [models.tensor("total", FLOAT, [2])],
    )
    plan = plan_loop(model.graph.node[0], list(model.graph.node), 0, {"total"})
    assert plan is not None
    assert (plan.kind, plan.trip_count, plan.iteration, plan.counter_read) == (
        "for",
        "n",
        "i",
        False,
    )
    assert plan.skipped_body_nodes == {1}
    [carried] = plan.carried
    assert (carried.initial, carried.body_input, carried.body_output, carried.result) == (
        "x",
        "acc_in",
        "acc_out",
        "total",
    )
    assert carried.assigned_in_place and not carried.reuses_initial


def _backend_loop_cases() -> list[Any]:
    from onnx.backend.test.case.node import collect_testcases

    def has_loop(graph: onnx.GraphProto) -> bool:
        return any(
            node.op_type == "Loop"
            or any(a.type == onnx.AttributeProto.GRAPH and has_loop(a.g) for a in node.attribute)
            for node in graph.node
        )

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cases = collect_testcases("")
    return sorted((c for c in cases if has_loop(c.model.graph)), key=lambda c: c.name)


BACKEND_LOOPS = _backend_loop_cases()


def test_the_backend_models_with_loop_are_found() -> None:
    assert len(BACKEND_LOOPS) >= 10


@pytest.mark.parametrize("case", BACKEND_LOOPS, ids=lambda c: c.name)
def test_backend_loops_keep_the_op_form_and_round_trip(case: Any, tmp_path: Path) -> None:
    # each carries a condition beside its trip count, or a scan output: no Python loop
    text = from_onnx(case.model).text
    assert "op.Loop(" in text
    assert not PYTHON_LOOP.search(text)
    if case.name == "test_loop16_seq_none":
        pytest.skip("listed in expected_failures.txt (the converter's loop-carried types)")
    inputs = case.data_sets[0][0] if case.data_sets else None
    feeds = None
    if inputs is not None:
        feeds = {v.name: x for v, x in zip(case.model.graph.input, inputs, strict=False)}
    outcome = round_trip(case.model, tmp_path, feeds=feeds)
    assert outcome.ok, f"{outcome.status}: {outcome.reason}"
    assert not outcome.node_changes, outcome.node_changes
