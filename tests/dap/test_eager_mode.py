"""Eager mode end to end: the Python body runs, traced only in script functions."""

from __future__ import annotations

import time

from dap_client import DapClient
from programs_support import line_of, program

LOOPS = program("loops.py")


def test_eager_breakpoints_steps_and_frames(client: DapClient) -> None:
    assignment = line_of("loops.py", "acc = X")
    call = line_of("loops.py", "acc = scale(acc)")
    answers = client.start(
        breakpoints={LOOPS: [{"line": assignment}, {"line": call}]},
        program=LOOPS,
        function="accumulate",
        inputs={"X": "np.array([1, -2, 3], dtype=np.float32)"},
        mode="eager",
    )
    # in eager mode Python runs `acc = X`, so a breakpoint there is verified
    assert [b["verified"] for b in answers[LOOPS]["breakpoints"]] == [True, True]
    top = client.stopped("breakpoint")
    assert top["line"] == assignment
    assert [f["name"] for f in top["stack"]] == ["accumulate"]
    assert client.scope_variables(top["id"], "Attributes")["steps"]["value"] == "3"
    client.request("continue", {"threadId": 1})
    top = client.stopped("breakpoint")
    assert top["line"] == call
    variables = client.scope_variables(top["id"])
    assert variables["acc"]["value"] == "FLOAT[3] [ 2. -1. 4.]"
    assert variables["i"]["value"] == "0"
    client.request("stepIn", {"threadId": 1})
    top = client.stopped("step")
    assert [f["name"] for f in top["stack"]] == ["scale", "accumulate"]
    assert top["line"] == line_of("loops.py", "positive = op.Relu(x)")
    assert top["stack"][1]["line"] == call
    result = client.request(
        "evaluate", {"expression": "op.ReduceMax(x, keepdims=0)", "frameId": top["id"]}
    )
    assert result["result"] == "FLOAT[] 4.0"
    client.request("stepOut", {"threadId": 1})
    top = client.stopped("step")
    assert [f["name"] for f in top["stack"]] == ["accumulate"]
    client.request("setBreakpoints", {"source": {"path": LOOPS}, "breakpoints": []})
    client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0
    assert "out = FLOAT[3] [22.5 6.5 38.5]" in client.output("console")


def test_terminate_interrupts_a_long_running_op(client: DapClient) -> None:
    client.start(
        program=program("long_op.py"),
        function="spin",
        inputs={"X": "np.zeros(3, dtype=np.float32)", "count": "np.array(10**10)"},
        mode="eager",
    )
    time.sleep(1.5)
    assert not any(e["event"] in ("exited", "terminated") for e in client.events)
    client.request("terminate")
    client.wait_event("terminated")
    client.request("threads")
    client.send("disconnect", {})
    assert client.process.wait(timeout=20) == 0
