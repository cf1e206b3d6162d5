"""Checking files in worker processes, each file under a time and memory budget.

A file that hangs the analysis or makes it grow without end costs at most its budget: its worker
is stopped (OXS702) or goes over its memory budget (OXS703), a new worker takes over, and the
other files are still checked. What each budget means, and how it is held, is ``core/bounded``'s
(the language server holds its analyses to the same). Workers are forked once per run (they inherit the loaded schemas), so the
normal path pays one fork, not one per file. Where ``fork`` does not exist (Windows) they are
spawned: each starts a fresh interpreter and analyzes ``warm_up`` first, so loading the package
is not charged to the first file's budget. Spawned workers have the time budget; the memory
budget needs ``/proc`` and ``resource``, which Windows lacks.
"""

from __future__ import annotations

import multiprocessing
import time
from collections import deque
from collections.abc import Callable
from multiprocessing.connection import Connection, wait
from multiprocessing.context import BaseContext
from multiprocessing.process import BaseProcess
from typing import Any

from onnxscribe.core import bounded
from onnxscribe.core.bounded import DEFAULT_SECONDS, Budget
from onnxscribe.core.diagnostics import Diagnostic
from onnxscribe.core.resources import budget_exceeded

__all__ = ["DEFAULT_SECONDS", "Budget", "check_all", "diagnostics_only"]

CheckOne = Callable[[str, str], Any]
"""``check(text, path)``: what is found in one file (its diagnostics, or more)."""
Failed = Callable[[Diagnostic], Any]
"""The result of a file whose analysis went over its budget, from the diagnostic saying so."""


def diagnostics_only(diagnostic: Diagnostic) -> list[Diagnostic]:
    """``Failed`` for a ``check`` that returns a list of diagnostics."""
    return [diagnostic]


def _serve(
    connection: Connection,
    memory_mb: int | None,
    check: CheckOne,
    warm_up: tuple[str, str] | None,
    failed: Failed,
) -> None:
    if warm_up is not None:
        check(*warm_up)
    bounded.hold_to_memory_budget(memory_mb)
    try:
        connection.send(bounded.resident_memory())  # ready: budgets count from here
    except (BrokenPipeError, OSError):
        return
    while True:
        try:
            name, text = connection.recv()
        except (EOFError, OSError):
            return
        try:
            found = check(text, name)
        except MemoryError:
            found = failed(bounded.out_of_memory(name, memory_mb))
        try:
            connection.send((name, found))
        except (BrokenPipeError, OSError):
            return


_STARTUP_SECONDS = 120.0
"""How long a spawned worker may take to import the package and analyze its warm-up text."""


class _Worker:
    def __init__(
        self,
        context: BaseContext,
        budget: Budget,
        check: CheckOne,
        warm_up: tuple[str, str] | None,
        failed: Failed,
    ) -> None:
        mine, theirs = context.Pipe()
        self.process: BaseProcess = context.Process(  # type: ignore[attr-defined]
            target=_serve, args=(theirs, budget.memory_mb, check, warm_up, failed), daemon=True
        )
        self.process.start()
        theirs.close()
        self.connection = mine
        self.name: str | None = None
        self.deadline = 0.0
        if not mine.poll(_STARTUP_SECONDS):
            self.stop()
            raise RuntimeError(f"a checking process did not start in {_STARTUP_SECONDS:g} s")
        self.ready_rss: int | None = mine.recv()

    def give(self, name: str, text: str, seconds: float) -> None:
        self.name = name
        self.deadline = time.monotonic() + seconds
        self.connection.send((name, text))

    def stop(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.connection.close()


def check_all(
    items: list[tuple[str, str]],
    jobs: int,
    budget: Budget,
    check: CheckOne,
    warm_up: tuple[str, str] | None = None,
    start_method: str | None = None,
    failed: Failed = diagnostics_only,
) -> dict[str, Any]:
    """What ``check`` finds in every ``(path, text)`` (its diagnostics, by default), in the order
    given, ``jobs`` files at a time; ``failed`` makes the result of a file over its budget.

    ``start_method`` is ``fork`` where it exists, else ``spawn`` (then ``check`` and ``failed``
    must be module-level functions or ``functools.partial``s of them, and ``warm_up`` is analyzed
    by each worker before its first file)."""
    if start_method is None:
        methods = multiprocessing.get_all_start_methods()
        start_method = "fork" if "fork" in methods else "spawn"
    context = multiprocessing.get_context(start_method)
    if start_method == "fork":
        warm_up = None  # the workers inherit what this process has loaded
    results: dict[str, Any] = {}
    pending = deque(items)
    workers = [
        _Worker(context, budget, check, warm_up, failed)
        for _ in range(max(1, min(jobs, len(items))))
    ]
    try:
        while pending or any(w.name is not None for w in workers):
            for worker in workers:
                if worker.name is None and pending:
                    worker.give(*pending.popleft(), budget.seconds)
            busy = [w for w in workers if w.name is not None]
            timeout = max(0.0, min(w.deadline for w in busy) - time.monotonic())
            if budget.memory_mb is not None:
                timeout = min(timeout, bounded.POLL_SECONDS)
            ready = wait([w.connection for w in busy], timeout)
            for index, worker in enumerate(workers):
                if worker.name is None:
                    continue
                replacement = _collect(worker, worker.connection in ready, budget, results, failed)
                if replacement:
                    worker.stop()
                    workers[index] = _Worker(context, budget, check, warm_up, failed)
    finally:
        for worker in workers:
            worker.stop()
    return {name: results[name] for name, _ in items}


def _collect(
    worker: _Worker, ready: bool, budget: Budget, results: dict[str, Any], failed: Failed
) -> bool:
    """Record the worker's answer, or why there is none; True when it must be replaced."""
    name = worker.name
    assert name is not None
    if ready:
        try:
            answered, found = worker.connection.recv()
        except (EOFError, OSError):
            worker.process.join(5)
            code = worker.process.exitcode
            results[name] = failed(
                budget_exceeded(
                    "OXS703",
                    name,
                    f"its process ended (exit status {code}), most likely out of memory "
                    f"(budget {budget.memory_mb} MB)",
                )
            )
            worker.name = None
            return True
        results[answered] = found
        worker.name = None
        return False
    if time.monotonic() >= worker.deadline:
        results[name] = failed(bounded.out_of_time(name, budget.seconds))
    elif bounded.over_memory(worker.process.pid, worker.ready_rss, budget.memory_mb):
        results[name] = failed(bounded.out_of_memory(name, budget.memory_mb))
    else:
        return False
    worker.name = None
    return True
