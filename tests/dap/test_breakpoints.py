"""Line mapping, verification messages and hit conditions."""

from __future__ import annotations

import pytest
from onnxscribe.dap.breakpoints import (
    Breakpoint,
    BreakpointTable,
    FunctionLines,
    hit_condition_error,
    hit_condition_met,
    why_unverified,
)

LINES = [FunctionLines("f", "/w/prog.py", 10, 20, frozenset({12, 13, 18}))]


def test_why_unverified() -> None:
    assert why_unverified("/w/prog.py", 12, LINES, "graph") is None
    assert why_unverified("/w/prog.py", 15, LINES, "graph") == (
        "line 15 of f produces no ONNX node, so graph mode never stops there; "
        "the nearest line with code is 13"
    )
    assert why_unverified("/w/prog.py", 17, LINES, "eager") == (
        "no code runs on line 17 of f; the nearest line with code is 18"
    )
    assert why_unverified("/w/prog.py", 3, LINES, "graph") == (
        "line 3 is not inside a script function (here: f)"
    )
    assert "defines no script function" in str(why_unverified("/w/other.py", 3, LINES, "graph"))


@pytest.mark.parametrize(
    ("condition", "hits"),
    [
        ("3", [3]),
        ("==2", [2]),
        (">=4", [4, 5, 6]),
        ("<3", [1, 2]),
        ("%2", [2, 4, 6]),
        (None, [1, 2, 3, 4, 5, 6]),
    ],
)
def test_hit_conditions(condition: str | None, hits: list[int]) -> None:
    assert [n for n in range(1, 7) if hit_condition_met(condition, n)] == hits


def test_bad_hit_condition_is_reported() -> None:
    assert hit_condition_error("often") is not None
    assert hit_condition_error(">= 3") is None


def test_table_verifies_after_loading() -> None:
    table = BreakpointTable()
    good, bad = Breakpoint("/w/prog.py", 12), Breakpoint("/w/prog.py", 15)
    table.replace("/w/prog.py", [good, bad])
    changed = table.verify(LINES, "graph")
    assert good.verified and not bad.verified
    assert changed == [bad]
    assert table.at("/w/prog.py", 12) == [good]
    assert table.at("/w/prog.py", 15) == []
