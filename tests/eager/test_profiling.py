"""Reading onnxruntime's profile trace back to source lines (a trace written here, then a real
run)."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper
from onnxscribe.core.diagnostics import Span
from onnxscribe.eager.profiling import (
    AUTO_MAX_RUNS,
    AUTO_MIN_RUNS,
    OVERHEAD_TARGET,
    LineCost,
    NodeInfo,
    Profile,
    auto_runs,
    line_costs,
    on_timed_runs,
    prepare,
    run_profiled,
)
from onnxscribe.graph_ir.source_props import add_source_props
from profile_events import NODES, kernel, run_event


def test_lines_take_the_median_of_their_summed_kernels() -> None:
    events = [
        run_event(0, 100),  # the warm-up run: left out
        kernel("[0]MatMul", "MatMul", 10, 1000),
        run_event(200, 100),
        kernel("[0]MatMul", "MatMul", 210, 50),
        kernel("[1]Add", "Add", 260, 5),
        kernel("[2]Mul", "Mul", 270, 6),
        run_event(400, 100),
        kernel("[0]MatMul", "MatMul", 410, 70),
        kernel("[1]Add", "Add", 480, 9),
        kernel("[2]Mul", "Mul", 490, 1),
        run_event(600, 100),
        kernel("[0]MatMul", "MatMul", 610, 60),
        kernel("[1]Add", "Add", 680, 2),
        kernel("[2]Mul", "Mul", 690, 2),
        {"cat": "Node", "name": "[1]Add_fence_before", "ts": 259, "dur": 0},
    ]
    profile = line_costs(events, NODES, warmup=1)
    assert profile.runs == 3
    assert [cost.line for cost in profile.lines] == [("m.py", 3), ("m.py", 4)]
    matmul, line4 = profile.lines
    assert matmul.median_us == 60 and matmul.per_run_us == [50, 70, 60]
    assert line4.median_us == 10 and line4.per_run_us == [11, 10, 4]
    assert line4.ops == {"Add": 1, "Mul": 1} and line4.nodes == ["#1 Add", "#2 Mul"]
    assert matmul.share == pytest.approx(60 / 70)
    assert profile.kernel_median_us == 64  # runs total 61, 80 and 64
    assert profile.run_median_us == 100


def test_a_fused_kernel_is_charged_to_a_node_it_came_from() -> None:
    events = [
        run_event(0, 100),
        kernel("MatMulScaleFusion/[0]MatMul", "FusedMatMul", 10, 40),
        kernel("SomethingNew", "Cast", 60, 3),
    ]
    profile = line_costs(events, NODES, warmup=0)
    assert [(cost.line, cost.ops) for cost in profile.lines] == [
        (("m.py", 3), {"FusedMatMul": 1}),
        (None, {"Cast": 1}),
    ]


def test_a_real_run_has_every_node_on_its_line() -> None:
    nodes = [
        helper.make_node("MatMul", ["x", "w"], ["h"]),
        helper.make_node("Relu", ["h"], ["y"]),
    ]
    for line, node in enumerate(nodes, start=5):
        add_source_props(node, Span("/src/m.py", line, 1, line, 10), base="/src")
    graph = helper.make_graph(
        nodes,
        "g",
        [
            helper.make_tensor_value_info("x", TensorProto.FLOAT, [32, 64]),
            helper.make_tensor_value_info("w", TensorProto.FLOAT, [64, 64]),
        ],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [32, 64])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=9)
    prepared = prepare(model)
    assert [n.name for n in prepared.model.graph.node] == ["[0]MatMul", "[1]Relu"]
    feeds = {"x": np.ones((32, 64), np.float32), "w": np.ones((64, 64), np.float32)}
    done = run_profiled(
        prepared.model, feeds, runs=4, profiled_runs=3, warmup=1, optimization="disable"
    )
    # the profiler saw the warm-up and the profiled runs only
    runs = [e for e in done.events if e.get("cat") == "Session" and e.get("name") == "model_run"]
    assert len(runs) == 4 and len(done.profiled_us) == 3 and len(done.timed_us) == 4
    profile = line_costs(done.events, prepared.nodes)
    assert profile.runs == 3
    assert {cost.line: cost.ops for cost in profile.lines} == {
        ("m.py", 5): {"MatMul": 1},
        ("m.py", 6): {"Relu": 1},
    }
    assert all(len(cost.per_run_us) == 3 for cost in profile.lines)


def test_a_node_with_bodies_keeps_only_its_own_time() -> None:
    nodes = {
        "[0]If": NodeInfo("#0 If", "If", ("m.py", 2), True),
        "[0.0/0]If": NodeInfo("#0.0/0 If", "If", ("m.py", 3), True),
        "[0.0/0.0/0]MatMul": NodeInfo("#0.0/0.0/0 MatMul", "MatMul", ("m.py", 4)),
        "[1]Add": NodeInfo("#1 Add", "Add", ("m.py", 5)),
    }
    events = [
        run_event(0, 200),
        kernel("[0]If", "If", 10, 100),
        kernel("[0.0/0]If", "If", 15, 90),
        kernel("[0.0/0.0/0]MatMul", "MatMul", 20, 70),
        kernel("[1]Add", "Add", 120, 5),
    ]
    profile = line_costs(events, nodes, warmup=0)
    assert {cost.line[1]: cost.median_us for cost in profile.lines if cost.line} == {
        2: 10,
        3: 20,
        4: 70,
        5: 5,
    }


def test_timed_runs_set_the_total_and_the_lines_keep_their_kernel_times() -> None:
    lines = [
        LineCost(("m.py", 3), 60.0, 60 / 70, per_run_us=[50, 70, 60]),
        LineCost(("m.py", 4), 10.0, 10 / 70, per_run_us=[11, 10, 4]),
    ]
    profiled = Profile(lines, 3, 300.0, 70.0)
    timed = on_timed_runs(profiled, [90.0, 100.0, 95.0, 400.0])
    assert (timed.runs, timed.profiled_runs, timed.run_median_us) == (4, 3, 97.5)
    assert [c.median_us for c in timed.lines] == [60.0, 10.0]
    assert timed.kernel_median_us == 70.0 and timed.outside_kernels_us == 27.5
    assert timed.scale == 1.0
    assert [c.share for c in timed.lines] == [60 / 70, 10 / 70]


def test_lines_longer_than_a_timed_run_are_scaled_down_to_it() -> None:
    lines = [
        LineCost(("m.py", 3), 60.0, 0.75, per_run_us=[60.0]),
        LineCost(("m.py", 4), 20.0, 0.25, per_run_us=[20.0]),
    ]
    timed = on_timed_runs(Profile(lines, 1, 200.0, 80.0), [40.0])
    assert [c.median_us for c in timed.lines] == [30.0, 10.0]
    assert timed.lines[0].per_run_us == [30.0]
    assert timed.kernel_median_us == 40.0 and timed.outside_kernels_us == 0.0
    assert timed.scale == 0.5
    assert [c.share for c in timed.lines] == [0.75, 0.25]


def test_scaled_down_kernels_are_never_above_the_timed_run() -> None:
    # scaled by 66.162 / 198.365, these three sum to a hair over 66.162 in floating point
    medians = [99.262, 86.135, 12.968]
    lines = [
        LineCost(("m.py", n), m, m / sum(medians), per_run_us=[m]) for n, m in enumerate(medians)
    ]
    assert sum(m * (66.162 / sum(medians)) for m in medians) > 66.162
    timed = on_timed_runs(Profile(lines, 1, 300.0, sum(medians)), [66.162])
    assert timed.kernel_median_us == timed.run_median_us == 66.162
    assert timed.outside_kernels_us == 0.0


def test_enough_timed_runs_keep_the_profiled_runs_within_the_target() -> None:
    # 4 runs and their trace took 480 us under the profiler; an unprofiled run takes 10 us
    n = auto_runs(480.0, 4, 10.0)
    assert 480.0 + n * 10.0 <= OVERHEAD_TARGET * (4 + n) * 10.0
    assert 480.0 + (n - 1) * 10.0 > OVERHEAD_TARGET * (4 + n - 1) * 10.0
    assert auto_runs(44.0, 4, 10.0) == AUTO_MIN_RUNS  # 1.1x: no more than the least needed
    assert auto_runs(1e9, 4, 1.0) == AUTO_MAX_RUNS
