"""Debounced, latest-wins analysis of open documents, in a worker process.

The server's message loop never analyzes: it hands documents to one worker process (see
``worker.py``) and publishes what comes back. Per document only the newest version counts: edits
that arrive while a version is waiting or being analyzed replace it, and a result for a version
that is no longer the newest is dropped. A worker that crashes or exceeds the timeout is replaced;
the failure is reported to the server (which tells the user once) and the server keeps serving.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from onnxscribe.core import bounded
from onnxscribe.core.resources import DEFAULT_MAX_FILE_MB, DEFAULT_MEMORY_MB
from onnxscribe.lsp import spawn, worker
from onnxscribe.lsp.data import DocumentData

if TYPE_CHECKING:
    from onnxscribe.core.project_settings import ProjectSettings

logger = logging.getLogger(__name__)


RESTART_GROWTH = 1.25
"""When the last document closes and the worker holds this many times the memory it had after
its warm-up (freed memory the allocator keeps), it is replaced by a fresh one."""

STARTUP_TIMEOUT = 120.0
"""Seconds a new worker may take to load before it is considered broken."""


def _retrieve(future: asyncio.Future[Any]) -> None:
    """Mark a future's exception as seen (nobody may be waiting for it)."""
    if not future.cancelled():
        future.exception()


class WorkerCrashed(Exception):
    """The worker process exited while it had work."""


class WorkerTimeout(Exception):
    """The worker did not answer in time and was stopped."""


class OverBudget(Exception):
    """A request went over the time or memory budget of an analysis and its worker was stopped:
    the file's analysis is at fault (``code``: OXS702 or OXS703), not the worker."""

    code = ""

    def __init__(self, detail: str) -> None:
        super().__init__(f"{detail}; the analysis process was restarted")
        self.detail = detail


class AnalysisTimeout(OverBudget):
    code = "OXS702"

    def __init__(self, seconds: float) -> None:
        super().__init__(bounded.time_detail(seconds))


class AnalysisOutOfMemory(OverBudget):
    code = "OXS703"

    def __init__(self, megabytes: int) -> None:
        super().__init__(bounded.memory_detail(megabytes))


class WorkerFailure(Exception):
    """An internal error inside the worker (with its traceback in ``details``)."""

    def __init__(self, summary: str, details: str) -> None:
        super().__init__(summary)
        self.details = details


@dataclass
class Analyzed:
    """A finished analysis of one version of a document."""

    version: int
    text: str
    data: DocumentData


class WorkerProcess:
    """One worker process and a thread that reads its answers (so the message loop never waits)."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        spawned: spawn.Spawned | None = None,
        ready: worker.Ready | None = None,
    ) -> None:
        self._loop = loop
        self.process, self._connection = spawned or spawn.spawn()
        self._futures: dict[int, asyncio.Future[Any]] = {}
        self._ids = itertools.count(1)
        self.ready: asyncio.Future[None] = loop.create_future()
        """Done when the worker has warmed up (analysis timeouts count from then)."""
        self.ready.add_done_callback(_retrieve)
        self._lock = threading.Lock()
        self.closed = False
        self.baseline_rss: int | None = None
        """The worker's resident memory when it became ready (None: unknown)."""
        if ready is not None:  # its Ready message was read before the server loaded
            self._set_ready(ready.rss)
        threading.Thread(target=self._read, daemon=True, name="onnxscribe-worker-reader").start()

    @property
    def pid(self) -> int | None:
        return self.process.pid

    @property
    def idle(self) -> bool:
        with self._lock:
            return not self._futures

    def submit(self, request: object) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] = self._loop.create_future()
        if self.closed:
            future.set_exception(WorkerCrashed("the analysis process has exited"))
            return future
        job_id = next(self._ids)
        with self._lock:
            self._futures[job_id] = future
        try:
            self._connection.send((job_id, request))
        except (BrokenPipeError, OSError) as error:
            with self._lock:
                self._futures.pop(job_id, None)
            future.set_exception(WorkerCrashed(f"the analysis process is gone ({error})"))
        return future

    def _read(self) -> None:
        while True:
            try:
                job_id, reply = self._connection.recv()
            except (EOFError, OSError):
                break
            if isinstance(reply, worker.Ready):
                self._post(self._set_ready, reply.rss)
                continue
            self._post(self._resolve, job_id, reply)
        self._post(self._exited)

    def _post(self, callback: Callable[..., None], *arguments: Any) -> None:
        """Run ``callback`` on the server's loop (from the reader thread)."""
        with contextlib.suppress(RuntimeError):  # the loop has closed: the server is exiting
            self._loop.call_soon_threadsafe(callback, *arguments)

    def _resolve(self, job_id: int, reply: Any) -> None:
        with self._lock:
            future = self._futures.pop(job_id, None)
        if future is None or future.done():
            return
        if isinstance(reply, worker.Failure):
            future.set_exception(WorkerFailure(reply.summary, reply.details))
        elif isinstance(reply, Exception):
            future.set_exception(reply)
        else:
            future.set_result(reply)

    def _set_ready(self, rss: int | None) -> None:
        self.baseline_rss = rss
        if not self.ready.done():
            self.ready.set_result(None)

    def over_memory(self, memory_mb: int | None) -> bool:
        """Whether the worker holds more than ``memory_mb`` beyond what it held when ready."""
        return bounded.over_memory(self.pid, self.baseline_rss, memory_mb)

    def _exited(self) -> None:
        self.closed = True
        code = self.process.exitcode
        if not self.ready.done():
            self.ready.set_exception(
                WorkerCrashed(f"the analysis process exited at start (code {code})")
            )
        with self._lock:
            pending = list(self._futures.values())
            self._futures.clear()
        for future in pending:
            if not future.done():
                future.set_exception(WorkerCrashed(f"the analysis process exited (code {code})"))

    def stop(self) -> None:
        self.closed = True
        if self.process.is_alive():
            self.process.kill()
        self.process.join(timeout=5)
        self._connection.close()


@dataclass
class DocumentState:
    uri: str
    path: str | None
    version: int
    """The editor's newest version and text."""
    text: str
    scheduled_version: int = 0
    """The newest version handed to ``update`` (with analysis on save, older than ``version``)."""
    scheduled_text: str = ""
    due: bool = False
    """A version newer than the last analyzed one is waiting for its turn."""
    timer: asyncio.TimerHandle | None = None
    latest: Analyzed | None = None
    base: DocumentData | None = None
    """The worker's last reply for the document (its next reply may refer to it)."""
    waiters: list[asyncio.Future[None]] = field(default_factory=list)


ResultCallback = Callable[[DocumentState, Analyzed], None]
ErrorCallback = Callable[[DocumentState, int, Exception], None]


class Scheduler:
    """Owns the worker and decides which document version is analyzed when."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        on_result: ResultCallback,
        on_error: ErrorCallback,
        default_opset: Callable[[str], int | None] = lambda uri: None,
        timeout: float = 30.0,
        settings: Callable[[str], ProjectSettings | None] = lambda uri: None,
        max_file_mb: Callable[[str], float] = lambda uri: DEFAULT_MAX_FILE_MB,
        memory_mb: int | None = DEFAULT_MEMORY_MB,
    ) -> None:
        self._loop = loop
        self.prestarted: spawn.Spawned | None = None
        """A worker process started before the server was ready (it warms up meanwhile)."""
        self.prestarted_ready: worker.Ready | None = None
        """Its ``Ready`` message, when it was read before the server was ready."""
        self._on_result = on_result
        self._on_error = on_error
        self._default_opset = default_opset
        self._settings = settings
        self.timeout = timeout
        self.max_file_mb = max_file_mb
        self.memory_mb = memory_mb
        """The memory limit of the worker (None: none), sent with each request."""
        self.documents: dict[str, DocumentState] = {}
        self._queue: OrderedDict[str, None] = OrderedDict()
        self._wakeup = asyncio.Event()
        self._worker: WorkerProcess | None = None
        self._runner: asyncio.Task[None] | None = None
        self.on_worker_started: Callable[[int | None], None] = lambda pid: None
        self.on_analysis: ResultCallback = lambda state, analyzed: None
        """Called after ``on_result``, once the document's data (for hover, hints) is in place."""

    # ------------------------------------------------------------------ worker

    def start(self) -> None:
        """Start the worker now (it warms up while the editor opens its first document)."""
        self._ensure_worker()
        if self._runner is None:
            self._runner = self._loop.create_task(self._run())

    def _ensure_worker(self) -> WorkerProcess:
        if self._worker is None or self._worker.closed:
            if self._worker is not None:
                self._worker.stop()
            spawned, self.prestarted = self.prestarted, None
            ready, self.prestarted_ready = self.prestarted_ready, None
            self._worker = WorkerProcess(self._loop, spawned, ready if spawned else None)
            self.on_worker_started(self._worker.pid)
        return self._worker

    def stop(self) -> None:
        if self._runner is not None:
            self._runner.cancel()
        if self._worker is not None:
            self._worker.stop()

    # ------------------------------------------------------------------ documents

    def update(self, uri: str, path: str | None, version: int, text: str, delay: float) -> None:
        """A new version of a document: analyze it after ``delay`` seconds (0: now)."""
        state = self.documents.get(uri)
        if state is None:
            state = self.documents[uri] = DocumentState(uri, path, version, text)
        state.version, state.text, state.path = version, text, path
        state.scheduled_version, state.scheduled_text = version, text
        state.due = True
        if state.timer is not None:
            state.timer.cancel()
            state.timer = None
        if delay <= 0:
            self._enqueue(uri)
        else:
            state.timer = self._loop.call_later(delay, self._enqueue, uri)

    def touch(self, uri: str, path: str | None, version: int, text: str) -> None:
        """A new version that will not be analyzed until the next ``update`` (analysis on save)."""
        state = self.documents.get(uri)
        if state is None:
            state = self.documents[uri] = DocumentState(uri, path, version, text)
        state.version, state.text = version, text

    def close(self, uri: str) -> None:
        state = self.documents.pop(uri, None)
        if state is not None and state.timer is not None:
            state.timer.cancel()
        self._queue.pop(uri, None)
        if state is not None:
            self._release(state)
            if self._worker is not None and not self._worker.closed:
                # Frees what the worker keeps about the document (nobody waits for the answer).
                closing = self._worker.submit(worker.CloseRequest(uri))
                closing.add_done_callback(partial(self._closed, self._worker))

    def _closed(self, process: WorkerProcess, done: asyncio.Future[Any]) -> None:
        if done.cancelled() or done.exception() is not None:
            return
        closed = done.result()
        if (
            isinstance(closed, worker.Closed)
            and closed.documents == 0
            and not self.documents
            and closed.rss is not None
            and closed.baseline is not None
            and closed.rss > RESTART_GROWTH * closed.baseline
            and process is self._worker
            and process.idle
        ):
            logger.info(
                "no document open and the analysis process holds %d MiB (%d MiB after start): "
                "replacing it",
                closed.rss >> 20,
                closed.baseline >> 20,
            )
            process.stop()
            self._ensure_worker()

    async def wait_current(self, uri: str) -> DocumentState | None:
        """Wait until the document's newest scheduled version has been analyzed (or failed)."""
        state = self.documents.get(uri)
        if state is None:
            return None
        if state.due:
            waiter: asyncio.Future[None] = self._loop.create_future()
            state.waiters.append(waiter)
            await waiter
        return self.documents.get(uri)

    def _enqueue(self, uri: str) -> None:
        state = self.documents.get(uri)
        if state is None:
            return
        state.timer = None
        self._queue[uri] = None
        self._wakeup.set()
        if self._runner is None:
            self.start()

    def _release(self, state: DocumentState) -> None:
        waiters, state.waiters = state.waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    async def _run(self) -> None:
        while True:
            await self._wakeup.wait()
            self._wakeup.clear()
            while self._queue:
                uri, _ = self._queue.popitem(last=False)
                state = self.documents.get(uri)
                if state is None or not state.due:
                    continue
                await self._analyze(state)

    async def _analyze(self, state: DocumentState) -> None:
        version, text = state.scheduled_version, state.scheduled_text
        request = worker.AnalyzeRequest(
            state.uri,
            state.path,
            text,
            self._default_opset(state.uri),
            self._settings(state.uri),
            self.max_file_mb(state.uri),
            self.memory_mb,
        )
        try:
            data = (await self._call(request)).resolve(state.base)
            state.base = data
        except Exception as error:
            if self.documents.get(state.uri) is state and state.scheduled_version == version:
                state.due = False
                self._release(state)
            self._on_error(state, version, error)
            return
        if self.documents.get(state.uri) is not state or state.scheduled_version != version:
            return  # a newer version arrived meanwhile; it is queued or waiting for its delay
        if state.timer is None and state.uri not in self._queue:
            state.due = False
        analyzed = Analyzed(version, text, data)
        state.latest = analyzed
        self._on_result(state, analyzed)
        self.on_analysis(state, analyzed)
        if not state.due:
            self._release(state)

    async def _call(self, request: object) -> Any:
        # asyncio.wait, never asyncio.wait_for: before Python 3.12, wait_for returns the result
        # of a future that completes as the task is cancelled, and so loses the cancellation; a
        # worker stopped at shutdown does exactly that, and ``_run`` then never ends.
        current = self._ensure_worker()
        started, _ = await asyncio.wait({current.ready}, timeout=STARTUP_TIMEOUT)
        if not started:
            current.stop()
            raise WorkerTimeout(f"the analysis process did not start within {STARTUP_TIMEOUT:g} s")
        current.ready.result()
        future = current.submit(request)
        try:
            return await self._within_limits(current, future)
        finally:
            future.cancel()

    async def _within_limits(self, current: WorkerProcess, future: asyncio.Future[Any]) -> Any:
        """The reply; ``AnalysisTimeout`` after ``timeout`` seconds, ``AnalysisOutOfMemory`` once
        the worker goes over the memory budget (their meaning: ``core/bounded``)."""
        deadline = self._loop.time() + self.timeout
        while True:
            left = deadline - self._loop.time()
            poll = bounded.POLL_SECONDS
            done, _ = await asyncio.wait({future}, timeout=max(0.0, min(poll, left)))
            if done:
                return future.result()
            if left <= poll:
                current.stop()
                raise AnalysisTimeout(self.timeout)
            if self.memory_mb is not None and current.over_memory(self.memory_mb):
                current.stop()
                raise AnalysisOutOfMemory(self.memory_mb)

    async def command(self, request: worker.CommandRequest) -> Any:
        """Run a command in the worker (between analyses; commands are rare and short)."""
        request.max_file_mb = self.max_file_mb(request.uri)
        request.memory_mb = self.memory_mb
        return await self._call(request)
