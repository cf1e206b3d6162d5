"""Analysis processes under a time and a memory budget: what each budget means, and the means
by which both tools hold a process to it (``onnxscribe check``: ``cli/budgeted.py``; the
language server: ``lsp/scheduler.py``, ``lsp/analysis_process.py``, ``lsp/early.py``).

* **Time**: seconds from the moment a file is handed to a ready process to its answer. A
  process that has not answered by then is stopped: OXS702.
* **Memory**: megabytes of resident memory an analysis may add to what its process held when
  it became ready (after loading the package and its warm-up). The process that started it
  compares the two every ``POLL_SECONDS`` and stops a process beyond it: OXS703. As a backstop
  the analysis process's address space may grow by at most ``BACKSTOP`` times the budget: an
  allocation too large or too quick for the watch fails with ``MemoryError`` (also OXS703)
  before it takes the machine's memory.

Resident memory is read from ``/proc`` and the address space is limited with ``RLIMIT_AS``;
where either is missing (Windows, macOS) that part of the memory budget is not enforced.
"""

from __future__ import annotations

from dataclasses import dataclass

from onnxscribe.core.diagnostics import Diagnostic
from onnxscribe.core.resources import (
    DEFAULT_MEMORY_MB,
    address_space,
    budget_exceeded,
    set_memory_limit,
)

DEFAULT_SECONDS = 60.0
"""The time budget of ``onnxscribe check`` (the editor's is its ``analysisTimeout`` setting)."""

POLL_SECONDS = 0.05
"""How often the resident memory of a busy analysis process is compared with its budget."""

BACKSTOP = 2
"""The address space an analysis process may add, in multiples of its memory budget. The
resident memory is what is measured; an allocation failing inside a C extension can end the
process instead of raising MemoryError, so the operating system's limit stays well above it."""


@dataclass(frozen=True)
class Budget:
    """The time and memory one analysis may take."""

    seconds: float = DEFAULT_SECONDS
    memory_mb: int | None = DEFAULT_MEMORY_MB
    """None: no memory budget."""


def time_detail(seconds: float) -> str:
    return f"it took longer than {seconds:g} s"


def memory_detail(memory_mb: int | None) -> str:
    return f"it needed more than {memory_mb} MB" if memory_mb else "it ran out of memory"


def out_of_time(path: str | None, seconds: float) -> Diagnostic:
    """OXS702: the analysis of the file went over its time budget."""
    return budget_exceeded("OXS702", path, time_detail(seconds))


def out_of_memory(path: str | None, memory_mb: int | None) -> Diagnostic:
    """OXS703: the analysis of the file went over its memory budget."""
    return budget_exceeded("OXS703", path, memory_detail(memory_mb))


def resident_memory(pid: int | None = None) -> int | None:
    """The resident memory of a process (this one by default) in bytes; None where unknown."""
    try:
        with open(f"/proc/{pid or 'self'}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def over_memory(pid: int | None, ready_rss: int | None, memory_mb: int | None) -> bool:
    """Whether process ``pid`` holds more than ``memory_mb`` beyond ``ready_rss`` (its resident
    memory when it became ready); False where either is unknown or there is no budget."""
    if memory_mb is None or pid is None or ready_rss is None:
        return False
    now = resident_memory(pid)
    return now is not None and now - ready_rss > memory_mb << 20


_address_space: tuple[int, int | None] | None = None
"""This process's address space when it became ready, and the memory budget in force on it."""


def hold_to_memory_budget(memory_mb: int | None) -> None:
    """In an analysis process: let its address space grow by ``BACKSTOP`` times ``memory_mb``
    beyond its size at the first call (made when it is ready); None lifts the limit. Later
    calls change the budget (an allocation beyond it raises MemoryError)."""
    global _address_space
    if _address_space is None:
        base = address_space()
        if base is None:
            return
        _address_space = (base, None)
    base, current = _address_space
    if memory_mb != current:
        set_memory_limit(None if memory_mb is None else BACKSTOP * memory_mb, base)
        _address_space = (base, memory_mb)
