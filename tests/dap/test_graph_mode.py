"""Graph mode end to end: breakpoints, stepping through loops, ifs, calls and Scan bodies."""

from __future__ import annotations

from dap_client import DapClient
from programs_support import line_of, program

LOOPS = program("loops.py")
X = {"X": "np.array([1, -2, 3], dtype=np.float32)"}


def launch_loops(client: DapClient, breakpoints: list[dict], **extra: object) -> dict:
    return client.start(
        breakpoints={LOOPS: breakpoints},
        program=LOOPS,
        function="accumulate",
        inputs=X,
        **extra,
    )


def test_breakpoint_in_a_loop_body_stops_once_per_iteration_with_the_iteration_as_a_frame(
    client: DapClient,
) -> None:
    line = line_of("loops.py", "acc = acc + 1.0")
    answers = launch_loops(client, [{"line": line}])
    (breakpoint,) = answers[LOOPS]["breakpoints"]
    assert breakpoint["verified"] and breakpoint["line"] == line

    expected_acc = ["[ 1. -2. 3.]", "[4. 0. 8.]", "[10. 2. 18.]"]
    for iteration, acc in enumerate(expected_acc):
        top = client.stopped("breakpoint")
        assert top["event"]["hitBreakpointIds"] == [breakpoint["id"]]
        assert top["line"] == line
        assert [f["name"] for f in top["stack"]] == [
            f"Loop body (iteration {iteration})",
            "accumulate",
        ]
        assert top["stack"][1]["line"] == line_of("loops.py", "for i in range(steps)")
        assert top["source"]["path"] == LOOPS
        variables = client.scope_variables(top["id"])
        assert variables["acc"]["value"] == f"FLOAT[3] {acc}"
        assert variables["acc"]["type"] == "FLOAT[3]"
        assert variables["i"]["value"] == f"INT64[] {iteration}"
        client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0
    client.wait_event("terminated")
    assert "accumulate returned out = FLOAT[3] [22.5 6.5 38.5]" in client.output("console")


def test_lines_without_nodes_are_unverified_with_the_reason(client: DapClient) -> None:
    assignment = line_of("loops.py", "acc = X")
    outside = line_of("loops.py", 'print("loading')
    answers = launch_loops(client, [{"line": assignment}, {"line": outside}])
    first, second = answers[LOOPS]["breakpoints"]
    assert not first["verified"]
    assert "produces no ONNX node" in first["message"]
    assert f"nearest line with code is {assignment + 1}" in first["message"]
    assert not second["verified"]
    assert "not inside a script function" in second["message"]
    assert client.wait_event("exited")["exitCode"] == 0


def test_hit_count_and_condition(client: DapClient) -> None:
    line = line_of("loops.py", "acc = acc + 1.0")
    launch_loops(client, [{"line": line, "hitCondition": "3"}])
    top = client.stopped("breakpoint")
    assert top["stack"][0]["name"] == "Loop body (iteration 2)"
    assert client.scope_variables(top["id"])["acc"]["value"] == "FLOAT[3] [10. 2. 18.]"
    client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0


def test_conditional_breakpoint_is_a_dialect_expression(client: DapClient) -> None:
    line = line_of("loops.py", "acc = acc + 1.0")
    launch_loops(client, [{"line": line, "condition": "op.ReduceMax(acc) > 5.0"}])
    top = client.stopped("breakpoint")
    # iteration 0 starts with max 3; iteration 1 with [4, 0, 8]
    assert top["stack"][0]["name"] == "Loop body (iteration 1)"
    client.request("continue", {"threadId": 1})
    top = client.stopped("breakpoint")
    assert top["stack"][0]["name"] == "Loop body (iteration 2)"
    client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0


def test_step_in_to_a_called_function_and_out_again(client: DapClient) -> None:
    call = line_of("loops.py", "acc = scale(acc)")
    launch_loops(client, [{"line": call}])
    top = client.stopped("breakpoint")
    assert top["line"] == call
    client.request("stepIn", {"threadId": 1})
    top = client.stopped("step")
    assert [f["name"] for f in top["stack"]] == ["scale", "Loop body (iteration 0)", "accumulate"]
    assert top["line"] == line_of("loops.py", "positive = op.Relu(x)")
    assert top["stack"][1]["line"] == call
    assert client.scope_variables(top["id"])["x"]["value"] == "FLOAT[3] [ 2. -1. 4.]"
    assert client.scope_variables(top["id"], "Attributes")["factor"]["value"] == "2.0"
    client.request("next", {"threadId": 1})
    top = client.stopped("step")
    assert top["line"] == line_of("loops.py", "return positive * factor")
    assert client.scope_variables(top["id"])["positive"]["value"] == "FLOAT[3] [2. 0. 4.]"
    client.request("stepOut", {"threadId": 1})
    top = client.stopped("step")
    assert top["stack"][0]["name"] == "Loop body (iteration 0)"
    assert len(top["stack"]) == 2
    client.request("continue", {"threadId": 1})
    top = client.stopped("breakpoint")
    assert top["stack"][0]["name"] == "Loop body (iteration 1)"
    client.request("setBreakpoints", {"source": {"path": LOOPS}, "breakpoints": []})
    client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0


def test_stop_on_entry_then_next_steps_over_the_loop_and_into_the_if(client: DapClient) -> None:
    client.start(
        program=LOOPS,
        function="accumulate",
        inputs={"X": "np.full(3, 10, dtype=np.float32)"},
        stopOnEntry=True,
    )
    top = client.stopped("entry")
    assert [f["name"] for f in top["stack"]] == ["accumulate"]
    assert top["line"] == line_of("loops.py", "for i in range(steps)")
    client.request("next", {"threadId": 1})
    top = client.stopped("step")
    assert top["line"] == line_of("loops.py", "total = op.ReduceSum(acc)")
    assert [f["name"] for f in top["stack"]] == ["accumulate"]
    assert client.scope_variables(top["id"])["acc"]["value"] == "FLOAT[3] [94. 94. 94.]"
    client.request("next", {"threadId": 1})
    top = client.stopped("step")
    assert top["line"] == line_of("loops.py", "if total > 100.0")
    client.request("stepIn", {"threadId": 1})
    top = client.stopped("step")
    assert top["stack"][0]["name"] == "If then branch"
    assert top["line"] == line_of("loops.py", "out = acc - 100.0")
    enclosing = client.scope_variables(top["id"], "Enclosing")
    assert enclosing["total"]["value"] == "FLOAT[1] [282.]"
    client.request("next", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0
    assert "out = FLOAT[3] [-6. -6. -6.]" in client.output("console")


def test_scan_body_iterations_are_frames(client: DapClient) -> None:
    scan = program("scan.py")
    line = line_of("scan.py", "sum_out = sum_in + next")
    client.start(
        breakpoints={scan: [{"line": line}]},
        program=scan,
        function="cumulative_sum",
        inputs={"X": "np.array([1, 2, 3], dtype=np.float32)"},
    )
    for step, (state, element) in enumerate([("0.0", "1.0"), ("1.0", "2.0"), ("3.0", "3.0")]):
        top = client.stopped("breakpoint")
        assert [f["name"] for f in top["stack"]] == [
            f"Scan body (iteration {step})",
            "cumulative_sum",
        ]
        assert top["stack"][1]["line"] == line_of("scan.py", "op.Scan(")
        variables = client.scope_variables(top["id"])
        assert variables["sum_in"]["value"] == f"FLOAT[] {state}"
        assert variables["next"]["value"] == f"FLOAT[] {element}"
        client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0
    assert "running = FLOAT[3] [1. 3. 6.]" in client.output("console")


def test_pause_stops_a_long_run_and_terminate_ends_it(client: DapClient) -> None:
    launch_loops(client, [], attributes={"steps": 1_000_000})
    client.request("pause", {"threadId": 1})
    top = client.stopped("pause")
    assert top["stack"][-1]["name"] == "accumulate"
    client.request("terminate")
    client.wait_event("terminated")
