"""Inline values: each name assigned up to a stop, at its line, with the preview Variables shows."""

from __future__ import annotations

import numpy as np
import pytest
from dap_client import DapClient
from onnxscribe.dap.inline_values import (
    InlineValue,
    assignment_lines,
    eager_values,
    entries,
    up_to,
)
from programs_support import line_of, program

INLINE = program("inline.py")
X = "np.array([1, 2, 3, 6], dtype=np.float32)"


def stop_before_out(client: DapClient, mode: str) -> dict:
    line = line_of("inline.py", "out = centered / spread")
    client.start(
        breakpoints={INLINE: [{"line": line}]},
        program=INLINE,
        function="normalize",
        inputs={"X": X},
        mode=mode,
    )
    return client.stopped("breakpoint")


def shown(client: DapClient, frame_id: int) -> list[tuple[int, str]]:
    body = client.request("inlineValues", {"frameId": frame_id})
    assert body["path"] == INLINE
    return [(v["line"], v["text"]) for v in body["values"]]


def test_graph_mode_shows_every_assignment_at_its_line(client: DapClient) -> None:
    top = stop_before_out(client, "graph")
    assert shown(client, top["id"]) == [
        (line_of("inline.py", "def normalize"), "X = FLOAT[4] [1. 2. 3. 6.]"),
        (line_of("inline.py", "centered = X -"), "centered = FLOAT[4] [-2. -1. 0. 3.]"),
        (line_of("inline.py", "squared ="), "squared = FLOAT[4] [4. 1. 0. 9.]"),
        (line_of("inline.py", "centered = centered"), "centered = FLOAT[4] [-4. -2. 0. 6.]"),
        (line_of("inline.py", "spread ="), "spread = FLOAT[1] [1.8708]"),
    ]


def test_eager_mode_shows_each_local_at_its_last_assignment(client: DapClient) -> None:
    top = stop_before_out(client, "eager")
    assert shown(client, top["id"]) == [
        (line_of("inline.py", "def normalize"), "X = FLOAT[4] [1. 2. 3. 6.]"),
        (line_of("inline.py", "squared ="), "squared = FLOAT[4] [4. 1. 0. 9.]"),
        (line_of("inline.py", "centered = centered"), "centered = FLOAT[4] [-4. -2. 0. 6.]"),
        (line_of("inline.py", "spread ="), "spread = FLOAT[1] [1.8708]"),
    ]


LOOPS = program("loops.py")


@pytest.mark.parametrize(
    ("mode", "acc_line", "loop_counter"),
    [("graph", "for i in range(steps)", []), ("eager", "acc = scale(acc)", ["i = 2"])],
)
def test_after_a_loop_its_result_and_the_attributes(
    client: DapClient, mode: str, acc_line: str, loop_counter: list[str]
) -> None:
    """Graph mode knows the loop's result at the ``for`` line (where the Loop node is); eager mode
    at the last line that assigned it."""
    client.start(
        breakpoints={LOOPS: [{"line": line_of("loops.py", "total = op.ReduceSum(acc)")}]},
        program=LOOPS,
        function="accumulate",
        inputs={"X": "np.array([1, -2, 3], dtype=np.float32)"},
        mode=mode,
    )
    top = client.stopped("breakpoint")
    body = client.request("inlineValues", {"frameId": top["id"]})
    texts = [(v["line"], v["text"]) for v in body["values"]]
    definition = line_of("loops.py", "def accumulate")
    expected = [(definition, "X = FLOAT[3] [ 1. -2. 3.]"), (definition, "steps = 3")]
    expected += [(line_of("loops.py", "for i in range"), text) for text in loop_counter]
    expected += [(line_of("loops.py", acc_line), "acc = FLOAT[3] [22. 6. 38.]")]
    assert sorted(texts) == sorted(expected)


def test_scope_variables_read_the_same_as_the_inline_values(client: DapClient) -> None:
    """What nvim-dap-virtual-text shows: Locals by their source names, with the same text."""
    top = stop_before_out(client, "graph")
    values = client.request("inlineValues", {"frameId": top["id"]})["values"]
    latest = {v["name"]: v["value"] for v in values}
    locals_ = client.scope_variables(top["id"])
    assert {name: v["value"] for name, v in locals_.items()} == latest


def test_an_unknown_frame_is_a_clear_error(client: DapClient) -> None:
    stop_before_out(client, "graph")
    assert client.failing("inlineValues", {"frameId": 9}) == "no frame 9 at this stop"


def _loop(x: np.ndarray, steps: int) -> np.ndarray:
    total = x
    for i in range(steps):
        total = total + i
        doubled = total * 2
    return doubled


def test_assignment_lines_read_targets_parameters_and_loop_variables() -> None:
    code = _loop.__code__
    first = code.co_firstlineno
    lines = assignment_lines(code)
    assert {name: [line - first for line, _ in places] for name, places in lines.items()} == {
        "x": [0],
        "steps": [0],
        "total": [1, 3],
        "i": [2],
        "doubled": [4],
    }


def test_eager_values_leave_out_names_assigned_only_further_down() -> None:
    code = _loop.__code__
    first = code.co_firstlineno
    local = {"x": 1, "steps": 2, "total": 3, "i": 0, "doubled": 6}
    # stopped again at `total = total + i`: doubled was assigned below, in the last turn
    found = eager_values(code, local, first + 3)
    assert [(v.name, v.line - first) for v in found] == [
        ("x", 0),
        ("steps", 0),
        ("total", 1),
        ("i", 2),
    ]


def test_source_less_code_gives_no_values() -> None:
    code = compile("y = 1", "<typed>", "exec")
    assert eager_values(code, {"y": 1}, 5) == []


def test_entries_never_read_a_whole_tensor() -> None:
    """A tensor of 10**12 elements (one element, broadcast): a statistic over it would need
    terabytes; the inline text reads only the few elements it shows."""
    huge = np.broadcast_to(np.float32(0.5), (10**6, 10**6))
    (entry,) = entries([InlineValue("big", 3, 5, huge)])
    text = "FLOAT[1000000, 1000000] [[0.5 ... 0.5] ... [0.5 ... 0.5]]"
    assert entry == {"line": 3, "column": 5, "name": "big", "value": text, "text": f"big = {text}"}


@pytest.mark.parametrize("stop", [1, 2])
def test_up_to_the_stop_line_only(stop: int) -> None:
    values = [InlineValue("b", 2, 1, 0), InlineValue("z", 1, 1, 0), InlineValue("c", 3, 1, 0)]
    values.append(InlineValue("a", 1, 9, 0))
    assert [v.name for v in up_to(values, stop)] == ["z", "a", "b"][: stop + 1]
