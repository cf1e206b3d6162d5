"""The one meaning of an analysis process's memory budget (core/bounded.py), on real processes:
resident memory added since the process became ready is what is measured, and the address space
may grow by at most BACKSTOP times the budget."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from onnxscribe.core import bounded

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads /proc and sets RLIMIT_AS"
)

_HOLDER = textwrap.dedent(
    """
    import sys
    from onnxscribe.core.bounded import resident_memory
    print(resident_memory(), flush=True)
    sys.stdin.readline()
    held = bytearray(int(sys.argv[1]) << 20)  # zero-filled: resident once written
    for i in range(0, len(held), 4096):
        held[i] = 1
    print("holding", flush=True)
    sys.stdin.readline()
    """
)


@linux_only
def test_resident_memory_added_since_ready_is_what_the_budget_measures() -> None:
    process = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, "120"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        ready_rss = int(process.stdout.readline())
        assert not bounded.over_memory(process.pid, ready_rss, 50)
        process.stdin.write("\n")
        process.stdin.flush()
        assert process.stdout.readline().strip() == "holding"
        assert bounded.over_memory(process.pid, ready_rss, 50)
        assert not bounded.over_memory(process.pid, ready_rss, 500)
        assert not bounded.over_memory(process.pid, ready_rss, None)
        assert not bounded.over_memory(process.pid, None, 50)
    finally:
        process.kill()
        process.wait()


_BACKSTOP = textwrap.dedent(
    """
    import sys
    from onnxscribe.core import bounded
    bounded.hold_to_memory_budget(int(sys.argv[1]))
    for megabytes in map(int, sys.argv[2:]):
        try:
            block = bytearray(megabytes << 20)
            print(megabytes, "fits")
            del block
        except MemoryError:
            print(megabytes, "MemoryError")
    """
)


@linux_only
def test_the_address_space_may_grow_by_backstop_times_the_budget() -> None:
    budget = 100
    within, beyond = (bounded.BACKSTOP * budget) * 3 // 4, bounded.BACKSTOP * budget + 50
    done = subprocess.run(
        [sys.executable, "-c", _BACKSTOP, str(budget), str(within), str(beyond)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.splitlines() == [f"{within} fits", f"{beyond} MemoryError"]


def test_both_tools_word_a_stopped_analysis_the_same() -> None:
    from onnxscribe.lsp.scheduler import AnalysisOutOfMemory, AnalysisTimeout

    assert AnalysisTimeout(1.5).detail in bounded.out_of_time("a.py", 1.5).message
    assert AnalysisOutOfMemory(40).detail in bounded.out_of_memory("a.py", 40).message
    assert bounded.out_of_memory("a.py", 40).code == "OXS703"
    assert bounded.out_of_time("a.py", 1.5).code == "OXS702"
