"""``noDebug`` (the Run command): the program runs to its end; breakpoints, stop on entry and
failing ops never stop it, and a failure is output and a non-zero exit code."""

from __future__ import annotations

import pytest
from dap_client import DapClient
from programs_support import line_of, program

LOOPS = program("loops.py")
FAILING = program("failing.py")


def stopped_events(client: DapClient) -> list[dict]:
    return [e for e in client.events if e["event"] == "stopped"]


@pytest.mark.parametrize("mode", ["graph", "eager", "compare"])
def test_breakpoints_and_stop_on_entry_do_not_stop_a_run(client: DapClient, mode: str) -> None:
    line = line_of("loops.py", "positive = op.Relu(x)")
    client.start(
        breakpoints={LOOPS: [{"line": line}]},
        program=LOOPS,
        function="accumulate",
        inputs={"X": "np.array([10, 10, 10], dtype=np.float32)"},
        mode=mode,
        stopOnEntry=True,
        noDebug=True,
    )
    assert client.wait_event("exited")["exitCode"] == 0
    assert stopped_events(client) == []
    assert "out = FLOAT[3] [-6. -6. -6.]" in client.output("console")


@pytest.mark.parametrize("mode", ["graph", "eager"])
def test_a_failing_op_is_output_and_exit_code_one(client: DapClient, mode: str) -> None:
    client.start(
        program=FAILING,
        function="square",
        inputs={"X": "np.ones((2, 3), dtype=np.float32)"},
        mode=mode,
        noDebug=True,
    )
    assert client.wait_event("exited")["exitCode"] == 1
    assert stopped_events(client) == []
    errors = client.output("stderr")
    assert "MatMul(FLOAT[2, 3], FLOAT[2, 3])" in errors
    assert "failed" in errors


def test_compare_run_reports_a_divergence_without_stopping(client: DapClient) -> None:
    client.start(
        program=program("divergence.py"),
        function="scaled",
        inputs={"X": "np.array([1, 2], dtype=np.float32)"},
        mode="compare",
        noDebug=True,
    )
    assert client.wait_event("exited")["exitCode"] == 1
    assert stopped_events(client) == []
    assert "eager and graph values differ: 'grown'" in client.output("stderr")


def test_no_debug_must_be_a_boolean(client: DapClient) -> None:
    client.request("initialize", {"adapterID": "onnxscribe"})
    message = client.failing("launch", {"program": LOOPS, "noDebug": "yes"})
    assert message == "'noDebug' must be true or false"
