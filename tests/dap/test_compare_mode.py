"""Compare mode: eager and graph evaluation side by side, stopping where they first differ."""

from __future__ import annotations

from dap_client import DapClient
from programs_support import line_of, program


def test_compare_finds_the_planted_divergence(client: DapClient) -> None:
    client.start(
        program=program("divergence.py"),
        function="scaled",
        inputs={"X": "np.array([1, 2], dtype=np.float32)"},
        mode="compare",
    )
    top = client.stopped("exception")
    assert top["line"] == line_of("divergence.py", "grown = shifted * SCALE")
    event = top["event"]
    assert event["description"] == "eager and graph values differ"
    assert "'grown'" in event["text"]
    assert "graph: FLOAT[2] [4. 6.]" in event["text"]
    assert "eager: FLOAT[2] [6. 9.]" in event["text"]
    info = client.request("exceptionInfo", {"threadId": 1})
    assert info["exceptionId"] == "divergence"
    assert (
        "max abs error 3, max rel error 0.333333, largest at [1]: graph 6.0 against eager 9.0"
        in info["description"]
    )
    eager = client.scope_variables(top["id"], "Eager values")
    assert eager["grown"]["value"] == "FLOAT[2] [6. 9.]"
    assert eager["grown (graph)"]["value"] == "FLOAT[2] [4. 6.]"
    client.request("continue", {"threadId": 1})
    assert client.wait_event("exited")["exitCode"] == 0


def test_compare_runs_through_agreeing_loops_calls_and_scan(client: DapClient) -> None:
    client.start(
        program=program("loops.py"),
        function="accumulate",
        inputs={"X": "np.array([1, -2, 3], dtype=np.float32)"},
        mode="compare",
    )
    assert client.wait_event("exited")["exitCode"] == 0
    assert not any(e["event"] == "stopped" for e in client.events)


def test_compare_agrees_on_scan(client: DapClient) -> None:
    client.start(
        program=program("scan.py"),
        function="cumulative_sum",
        inputs={"X": "np.array([1, 2, 3], dtype=np.float32)"},
        mode="compare",
    )
    assert client.wait_event("exited")["exitCode"] == 0
    assert not any(e["event"] == "stopped" for e in client.events)
