"""The CLI holds its analysis processes to the memory budget as the language server does
(core/bounded.py): resident memory added since the process became ready is watched, so an
analysis is stopped even while its address space is still under the backstop."""

from __future__ import annotations

import sys
import time

import pytest
from onnxscribe.cli import budgeted
from onnxscribe.core import bounded


def _hold(megabytes: int, text: str, path: str) -> list[str]:
    if "hold" not in text:
        return ["done"]
    held = bytearray(megabytes << 20)
    for i in range(0, len(held), 4096):
        held[i] = 1
    while True:  # only the budget ends this analysis
        time.sleep(3600)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="resident memory from /proc")
def test_a_file_over_the_resident_memory_budget_is_stopped_below_the_backstop() -> None:
    budget = bounded.Budget(seconds=600.0, memory_mb=40)
    held = 60  # over the budget, well under BACKSTOP times it
    assert held < bounded.BACKSTOP * budget.memory_mb

    def check(text: str, path: str) -> list[str]:
        return _hold(held, text, path)

    results = budgeted.check_all(
        [("big.py", "hold"), ("small.py", "")],
        jobs=1,
        budget=budget,
        check=check,
        start_method="fork",
        failed=lambda diagnostic: [diagnostic.code, diagnostic.message],
    )
    assert results["small.py"] == ["done"]
    assert results["big.py"][0] == "OXS703"
    assert "more than 40 MB" in results["big.py"][1]
