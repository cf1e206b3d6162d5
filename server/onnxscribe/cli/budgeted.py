"""Checking files in worker processes, each file under a time and memory budget.

A file that hangs the analysis or makes it grow without end costs at most its budget: its worker
is stopped (OXS702) or runs out of memory (OXS703), a new worker takes over, and the other files
are still checked. Workers are forked once per run (they inherit the loaded schemas), so the
normal path pays one fork, not one per file. Where ``fork`` does not exist (Windows) files are
checked in this process, without budgets.
"""

from __future__ import annotations

import multiprocessing
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from multiprocessing.context import BaseContext
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

from onnxscribe.core.diagnostics import Diagnostic
from onnxscribe.core.resources import DEFAULT_MEMORY_MB, limit_memory
from onnxscribe.frontend.limits import budget_exceeded

Result = TypeVar("Result")
CheckOne = Callable[[str, str], Any]
"""``check(text, path)``: what is found in one file (its diagnostics, and more)."""
Failed = Callable[[Diagnostic], Any]
"""The result of a file whose analysis went over its budget (the diagnostic saying so)."""

DEFAULT_SECONDS = 60.0


@dataclass(frozen=True)
class Budget:
    seconds: float = DEFAULT_SECONDS
    memory_mb: int | None = DEFAULT_MEMORY_MB


def _serve(connection: Connection, memory_mb: int | None, check: CheckOne, failed: Failed) -> None:
    limit_memory(memory_mb)
    while True:
        try:
            name, text = connection.recv()
        except (EOFError, OSError):
            return
        try:
            found = check(text, name)
        except MemoryError:
            found = failed(budget_exceeded("OXS703", name, f"it needed more than {memory_mb} MB"))
        try:
            connection.send((name, found))
        except (BrokenPipeError, OSError):
            return


class _Worker:
    def __init__(
        self, context: BaseContext, budget: Budget, check: CheckOne, failed: Failed
    ) -> None:
        mine, theirs = context.Pipe()
        self.process: BaseProcess = context.Process(  # type: ignore[attr-defined]
            target=_serve, args=(theirs, budget.memory_mb, check, failed), daemon=True
        )
        self.process.start()
        theirs.close()
        self.connection = mine
        self.name: str | None = None
        self.deadline = 0.0

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
    check: Callable[[str, str], Result],
    failed: Callable[[Diagnostic], Result],
) -> dict[str, Result]:
    """What ``check`` finds in every ``(path, text)``, in the order given, ``jobs`` files at a
    time; ``failed`` makes the result of a file that went over its budget."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return {name: check(text, name) for name, text in items}
    context = multiprocessing.get_context("fork")
    results: dict[str, Any] = {}
    pending = deque(items)
    workers = [
        _Worker(context, budget, check, failed) for _ in range(max(1, min(jobs, len(items))))
    ]
    try:
        while pending or any(w.name is not None for w in workers):
            for worker in workers:
                if worker.name is None and pending:
                    worker.give(*pending.popleft(), budget.seconds)
            busy = [w for w in workers if w.name is not None]
            timeout = max(0.0, min(w.deadline for w in busy) - time.monotonic())
            ready = wait([w.connection for w in busy], timeout)
            for index, worker in enumerate(workers):
                if worker.name is None:
                    continue
                replacement = _collect(worker, worker.connection in ready, budget, results, failed)
                if replacement:
                    worker.stop()
                    workers[index] = _Worker(context, budget, check, failed)
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
        results[name] = failed(
            budget_exceeded("OXS702", name, f"it took longer than {budget.seconds:g} s")
        )
        worker.name = None
        return True
    return False
