"""The graph-mode interpreter on its own: results equal eager results, frames and line starts."""

from __future__ import annotations

import importlib.util
import sys
import types

import numpy as np
import pytest
from onnxscribe.dap.breakpoints import BreakpointTable
from onnxscribe.dap.compare import ComparingListener, EagerRecorder, difference
from onnxscribe.dap.control import Controller, Stop
from onnxscribe.dap.eager_mode import EagerTracer, code_objects
from onnxscribe.dap.frames import Frame
from onnxscribe.dap.interpreter import GraphInterpreter, NodeFailure
from onnxscribe.dap.program import script_functions
from onnxscribe.graph_ir.nodes import Node
from programs_support import line_of, program


def load(name: str) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(f"dap_programs_{name}", program(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class Recording:
    watches_values = False

    def __init__(self) -> None:
        self.line_starts: list[tuple[str, int]] = []
        self.failures: list[NodeFailure] = []

    def before_node(self, frame: Frame, node: Node, line_start: bool) -> None:
        if line_start:
            self.line_starts.append((frame.name, node.span.line))

    def after_node(self, frame: Frame, node: Node) -> None:
        pass

    def node_failed(self, frame: Frame, node: Node, failure: NodeFailure) -> None:
        self.failures.append(failure)


@pytest.mark.parametrize("fill", [1.0, 10.0])
def test_loops_calls_and_both_if_branches_equal_eager(fill: float) -> None:
    loops = load("loops")
    x = np.array([fill, -2, 3], dtype=np.float32)
    (graph,) = GraphInterpreter().run(loops.accumulate.function_ir, {"X": x}, {"steps": 4})
    np.testing.assert_array_equal(graph, loops.accumulate(x, steps=4))


def test_scan_equals_eager_and_iterations_are_frames() -> None:
    scan = load("scan")
    x = np.array([1, 2, 3, 4], dtype=np.float32)
    recording = Recording()
    (graph,) = GraphInterpreter(recording).run(scan.cumulative_sum.function_ir, {"X": x}, {})
    np.testing.assert_array_equal(graph, scan.cumulative_sum(x))
    body_line = line_of("scan.py", "sum_out = sum_in + next")
    assert [name for name, line in recording.line_starts if line == body_line] == [
        f"Scan body (iteration {i})" for i in range(4)
    ]


def test_a_line_of_several_nodes_is_one_line_start() -> None:
    loops = load("loops")
    recording = Recording()
    GraphInterpreter(recording).run(
        loops.accumulate.function_ir, {"X": np.ones(3, np.float32)}, {"steps": 1}
    )
    call_line = line_of("loops.py", "acc = scale(acc)")
    relu_line = line_of("loops.py", "positive = op.Relu(x)")
    assert recording.line_starts.count(("Loop body (iteration 0)", call_line)) == 1
    assert ("scale", relu_line) in recording.line_starts


def test_failure_names_op_inputs_and_reason_once() -> None:
    failing = load("failing")
    recording = Recording()
    with pytest.raises(NodeFailure) as raised:
        GraphInterpreter(recording).run(
            failing.square.function_ir, {"X": np.ones((2, 3), np.float32)}, {}
        )
    assert raised.value.op == "MatMul"
    assert raised.value.input_types == ["FLOAT[2, 3]", "FLOAT[2, 3]"]
    assert recording.failures == [raised.value]


def test_difference() -> None:
    a = np.array([1.0, 2.0], np.float32)
    assert difference(a, a + 1e-7) is None
    assert difference(a, a * 2) == (
        "values differ at 2 of 2 positions; max abs error 2, max rel error 0.5, "
        "largest at [1]: graph 2.0 against eager 4.0"
    )
    assert difference(a, a.astype(np.float64)) == "element types differ (FLOAT[2] and DOUBLE[2])"
    assert difference(a, a[:1]) == "shapes differ ([2] and [1])"
    assert difference([a], [a, a]) == "sequence lengths differ (1 and 2)"
    assert difference(np.array([np.nan]), np.array([np.nan])) is None


def compare(name: str, function: str, x: np.ndarray) -> tuple[list[Stop], ComparingListener]:
    module = load(name)
    target = getattr(module, function)
    functions = script_functions(module)
    recorder = EagerRecorder()
    EagerTracer(code_objects(functions), recorder).run(lambda: target(x))
    stops: list[Stop] = []

    def notify(stop: Stop) -> None:
        stops.append(stop)
        controller.resume("continue")

    controller = Controller(BreakpointTable(), notify, lambda *_: True)
    listener = ComparingListener(recorder.values, controller, lambda f: None, vars(module))
    GraphInterpreter(listener).run(target.function_ir, {"X": x}, {})
    return stops, listener


def test_compare_checks_every_named_value_and_finds_nothing_when_they_agree() -> None:
    stops, listener = compare("loops", "accumulate", np.array([1, -2, 3], np.float32))
    assert stops == []
    # 3 iterations x (acc twice + scale's positive) + total + out
    assert listener.compared == 11


def test_compare_stops_once_at_the_planted_divergence() -> None:
    stops, listener = compare("divergence", "scaled", np.array([1, 2], np.float32))
    assert len(stops) == 1
    assert stops[0].frames[0].line == line_of("divergence.py", "grown = shifted * SCALE")
    assert stops[0].exception is not None and stops[0].exception.exception_id == "divergence"
    assert listener.compared == 2  # shifted agrees, grown differs, nothing after is compared
