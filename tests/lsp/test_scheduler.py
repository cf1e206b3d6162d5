"""The scheduler with a real worker process, without the protocol."""

from __future__ import annotations

import asyncio

import pytest
from onnxscribe.lsp import scheduler as scheduler_module
from onnxscribe.lsp.scheduler import Analyzed, DocumentState, Scheduler
from onnxscribe.lsp.worker import TEST_DELAY

pytestmark = pytest.mark.asyncio

BROKEN = "def f(:\n"
VALID = "x = 1\n"


class Recorder:
    def __init__(self) -> None:
        self.results: list[tuple[str, int, list[str]]] = []
        self.errors: list[tuple[str, int, Exception]] = []

    def result(self, state: DocumentState, analyzed: Analyzed) -> None:
        self.results.append(
            (state.uri, analyzed.version, [d.code for d in analyzed.data.diagnostics])
        )

    def error(self, state: DocumentState, version: int, error: Exception) -> None:
        self.errors.append((state.uri, version, error))


async def _scheduler(recorder: Recorder, monkeypatch: pytest.MonkeyPatch, delay: str) -> Scheduler:
    monkeypatch.setenv(TEST_DELAY, delay)
    scheduler = Scheduler(asyncio.get_running_loop(), recorder.result, recorder.error)
    scheduler.start()
    return scheduler


async def test_only_the_newest_version_is_delivered(monkeypatch: pytest.MonkeyPatch) -> None:
    recorder = Recorder()
    scheduler = await _scheduler(recorder, monkeypatch, "0.5")
    try:
        for version in range(1, 6):
            scheduler.update("file:///a.py", None, version, BROKEN if version % 2 else VALID, 0)
        await asyncio.wait_for(scheduler.wait_current("file:///a.py"), 60)
        assert recorder.results == [("file:///a.py", 5, ["OXS100"])]
        assert recorder.errors == []
    finally:
        scheduler.stop()


async def test_debounce_delay_coalesces_edits(monkeypatch: pytest.MonkeyPatch) -> None:
    recorder = Recorder()
    scheduler = await _scheduler(recorder, monkeypatch, "0")
    try:
        for version in range(1, 11):
            scheduler.update("file:///b.py", None, version, VALID, 0.3)
        await asyncio.wait_for(scheduler.wait_current("file:///b.py"), 60)
        assert recorder.results == [("file:///b.py", 10, [])]
    finally:
        scheduler.stop()


async def test_closing_a_document_drops_its_pending_result(monkeypatch: pytest.MonkeyPatch) -> None:
    recorder = Recorder()
    scheduler = await _scheduler(recorder, monkeypatch, "0.5")
    try:
        scheduler.update("file:///c.py", None, 1, BROKEN, 0)
        scheduler.update("file:///d.py", None, 1, VALID, 0)
        await asyncio.sleep(0.1)
        scheduler.close("file:///c.py")
        await asyncio.wait_for(scheduler.wait_current("file:///d.py"), 60)
        assert recorder.results == [("file:///d.py", 1, [])]
    finally:
        scheduler.stop()


async def test_the_document_data_arrives_with_the_diagnostics(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    recorder = Recorder()
    scheduler = await _scheduler(recorder, monkeypatch, "0")
    arrived = asyncio.Event()
    scheduler.on_analysis = lambda state, analyzed: arrived.set()
    source = "from onnxscribe import script, opset18 as op, FLOAT\n\n@script()\ndef f(X: FLOAT[2]):\n    Y = op.Abs(X)\n    return Y\n"
    try:
        scheduler.update("file:///e.py", None, 1, source, 0)
        await asyncio.wait_for(arrived.wait(), 60)
        state = scheduler.documents["file:///e.py"]
        assert state.latest is not None and state.latest.text == source
        assert [h.label for h in state.latest.data.hints_between(1)] == [": FLOAT[2]"]
    finally:
        scheduler.stop()


async def test_the_timeout_does_not_count_the_worker_start(monkeypatch: pytest.MonkeyPatch) -> None:
    # Starting a worker (imports, schemas) takes longer than this timeout; analyzing does not.
    recorder = Recorder()
    monkeypatch.setenv(TEST_DELAY, "0")
    scheduler = Scheduler(asyncio.get_running_loop(), recorder.result, recorder.error, timeout=0.5)
    try:
        scheduler.update("file:///f.py", None, 1, BROKEN, 0)
        await asyncio.wait_for(scheduler.wait_current("file:///f.py"), 120)
        assert recorder.errors == []
        assert recorder.results == [("file:///f.py", 1, ["OXS100"])]
    finally:
        scheduler.stop()


async def test_a_worker_holding_freed_memory_is_replaced_when_the_last_document_closes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    recorder = Recorder()
    monkeypatch.setattr(scheduler_module, "RESTART_GROWTH", 0.0)  # any memory counts as grown
    scheduler = await _scheduler(recorder, monkeypatch, "0")
    started: list[int | None] = []
    replaced = asyncio.Event()
    scheduler.on_worker_started = lambda pid: (started.append(pid), replaced.set())
    try:
        scheduler.update("file:///h.py", None, 1, VALID, 0)
        await asyncio.wait_for(scheduler.wait_current("file:///h.py"), 60)
        scheduler.close("file:///h.py")
        await asyncio.wait_for(replaced.wait(), 60)
        scheduler.update("file:///h.py", None, 2, BROKEN, 0)
        await asyncio.wait_for(scheduler.wait_current("file:///h.py"), 60)
        assert recorder.results[-1] == ("file:///h.py", 2, ["OXS100"])
        assert len(started) == 1 and started[0] is not None
    finally:
        scheduler.stop()


async def test_a_worker_is_kept_while_documents_are_open(monkeypatch: pytest.MonkeyPatch) -> None:
    recorder = Recorder()
    monkeypatch.setattr(scheduler_module, "RESTART_GROWTH", 0.0)
    scheduler = await _scheduler(recorder, monkeypatch, "0")
    started: list[int | None] = []
    scheduler.on_worker_started = started.append
    try:
        for uri in ("file:///i.py", "file:///j.py"):
            scheduler.update(uri, None, 1, VALID, 0)
            await asyncio.wait_for(scheduler.wait_current(uri), 60)
        scheduler.close("file:///i.py")
        scheduler.update("file:///j.py", None, 2, BROKEN, 0)
        await asyncio.wait_for(scheduler.wait_current("file:///j.py"), 60)
        assert started == []
    finally:
        scheduler.stop()


@pytest.mark.parametrize("ticks", range(6))
async def test_the_runner_ends_when_cancelled_as_a_reply_arrives(
    monkeypatch: pytest.MonkeyPatch, ticks: int
) -> None:
    # At shutdown the server's loop cancels every task; a reply landing in the same few loop
    # iterations must not swallow the cancellation (the server would never exit).
    recorder = Recorder()
    scheduler = await _scheduler(recorder, monkeypatch, "60")
    runner = scheduler._runner
    assert runner is not None
    try:
        scheduler.update("file:///k.py", None, 1, VALID, 0)
        current = scheduler._worker
        assert current is not None
        while current.idle:
            await asyncio.sleep(0.01)
        current._exited()  # every pending reply fails at once, as when the worker is stopped
        for _ in range(ticks):
            await asyncio.sleep(0)
        runner.cancel()
        finished, _ = await asyncio.wait({runner}, timeout=10)
        assert finished == {runner} and runner.cancelled()
    finally:
        scheduler.stop()
