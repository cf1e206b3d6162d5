"""Each node's own median time, apart from the others on its line."""

from __future__ import annotations

from onnxscribe.eager.node_costs import NodeCost, node_costs
from profile_events import NODES, kernel, run_event


def test_each_node_takes_the_median_of_its_own_kernels() -> None:
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
        run_event(600, 100),
        kernel("[0]MatMul", "MatMul", 610, 60),
        kernel("[1]Add", "Add", 680, 2),
        kernel("[2]Mul", "Mul", 690, 2),
    ]
    cpu = "CPUExecutionProvider"
    assert node_costs(events, NODES, warmup=1) == [
        NodeCost(("m.py", 3), "#0 MatMul", "MatMul", cpu, 60),
        NodeCost(("m.py", 4), "#1 Add", "Add", cpu, 5),
        NodeCost(("m.py", 4), "#2 Mul", "Mul", cpu, 2),  # 6, 0 (did not run) and 2
    ]
