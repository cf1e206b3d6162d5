"""The analysis worker: a separate process that analyzes documents for the server.

Analysis can take long on big files; running it here keeps the server's message loop free, and a
crash or hang here only costs a restart of this process. The worker never runs the analyzed code
(``analyze`` reads the text only); as a second line of defence its standard output goes to
standard error, so nothing it prints can reach the protocol stream.

Testing hooks (read from the environment, honoured only by this process, never set by users):

* ``ONNXSCRIBE_LSP_TEST_DELAY``: seconds to sleep before each analysis (makes analyses slow).
* ``ONNXSCRIBE_LSP_TEST_FAULTS=1``: a line ``# onnxscribe-test: crash`` (exit at once),
  ``raise`` (raise an internal error), ``hang`` (never answer) or ``print`` (write to standard
  output) in an analyzed document triggers that fault (in an analysis or a command).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import gc
import multiprocessing
import os
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import TYPE_CHECKING, Any

from onnxscribe.core import bounded, schemas
from onnxscribe.core.bounded import resident_memory
from onnxscribe.core.resources import DEFAULT_MAX_FILE_MB, DEFAULT_MEMORY_MB
from onnxscribe.lsp import commands
from onnxscribe.lsp.data import DocumentData
from onnxscribe.lsp.parent import process_alive

if TYPE_CHECKING:
    from onnxscribe.core.project_settings import ProjectSettings
    from onnxscribe.lsp.incremental import DocumentAnalyzer

TEST_DELAY = "ONNXSCRIBE_LSP_TEST_DELAY"
TEST_FAULTS = "ONNXSCRIBE_LSP_TEST_FAULTS"
FAULT_MARKER = "# onnxscribe-test: "


@dataclass
class AnalyzeRequest:
    uri: str
    path: str | None
    text: str
    default_opset: int | None = None
    settings: ProjectSettings | None = None
    """The editor's settings that analysis takes (added to the project's pyproject.toml)."""
    max_file_mb: float = DEFAULT_MAX_FILE_MB
    memory_mb: int | None = DEFAULT_MEMORY_MB
    """The memory limit of the process while it serves the request (None: none)."""
    primer: bool = False
    """Sent before the server has loaded (``early``): the reply is not the scheduler's, so the next
    one must not refer to it."""


@dataclass
class CloseRequest:
    """The document is closed: forget what the worker keeps about it."""

    uri: str


@dataclass
class Closed:
    """What the worker's memory looks like once a document is forgotten."""

    documents: int = 0
    """Documents still open in the worker."""
    rss: int | None = None
    """Resident memory now and right after the warm-up, in bytes (None where unknown)."""
    baseline: int | None = None


@dataclass
class CommandRequest:
    uri: str
    name: str
    path: str | None
    text: str
    arguments: dict[str, Any] = field(default_factory=dict)
    default_opset: int | None = None
    settings: ProjectSettings | None = None
    max_file_mb: float = DEFAULT_MAX_FILE_MB
    memory_mb: int | None = DEFAULT_MEMORY_MB


@dataclass
class Ready:
    """Sent once, when the worker has loaded everything and takes requests."""

    rss: int | None = None
    """Its resident memory then, in bytes (None where unknown): what analyses are measured
    against."""


@dataclass
class Failure:
    """An internal error inside the worker (a bug); the traceback goes to the server's log."""

    summary: str
    details: str


class CommandError(Exception):
    """A command could not do what was asked, for a reason the user can act on.

    ``diagnostics``: the errors behind it, as plain data (see ``commands.diagnostic_data``).
    """

    def __init__(self, message: str, diagnostics: list[dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.diagnostics = diagnostics or []

    def __reduce__(self) -> tuple[Any, ...]:
        return (CommandError, (str(self), self.diagnostics))


Spawned = tuple[BaseProcess, Connection]
"""A started worker process and the server's end of its pipe."""


def spawn(fork_closing: tuple[int, ...] | None = None) -> Spawned:
    """Start a worker process: spawned (it shares no state with the server), or, given
    ``fork_closing`` on Linux, forked with those descriptors closed in it.

    Forking saves the new interpreter and the imports the process has made so far; it is for a
    process that has only imported modules yet (no thread, no event loop, no open document):
    the server's start-up, where it is what the first diagnostics wait for."""
    # Linux only: elsewhere a fork of a process that loaded numpy is not safe (macOS) or
    # there is no fork (Windows).
    forked = fork_closing is not None and sys.platform.startswith("linux")
    context = multiprocessing.get_context("fork" if forked else "spawn")
    server_end, worker_end = context.Pipe()
    process = context.Process(  # type: ignore[attr-defined]  # each context has Process
        target=serve,
        args=(worker_end, os.getpid(), fork_closing if forked else ()),
        daemon=True,
        name="onnxscribe-analysis",
    )
    process.start()
    worker_end.close()
    return process, server_end


def protect_stdout() -> None:
    """Send everything written to standard output (Python or C level) to standard error."""
    sys.stdout.flush()
    with contextlib.suppress(OSError, ValueError):
        os.dup2(sys.stderr.fileno(), 1)
    sys.stdout = sys.stderr


def _watch_parent(parent_pid: int) -> None:
    while True:
        time.sleep(1.0)
        if os.getppid() != parent_pid or not process_alive(parent_pid):
            os._exit(0)


def _test_faults(text: str) -> None:
    if os.environ.get(TEST_FAULTS) != "1" or FAULT_MARKER not in text:
        return
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped.startswith(FAULT_MARKER):
            continue
        fault = stripped[len(FAULT_MARKER) :].strip()
        if fault == "crash":
            os._exit(3)
        if fault == "raise":
            raise RuntimeError("test fault: analysis raised")
        if fault == "hang":
            while True:
                time.sleep(3600)
        if fault == "print":
            print("test fault: analysis printed to stdout", flush=True)


_documents: dict[str, DocumentAnalyzer] = {}
"""What the worker keeps per open document (its cache of converted functions)."""


def handle_analyze(request: AnalyzeRequest) -> DocumentData:
    """The document's data: diagnostics, hovers, hints, signatures and symbols (no IR); the
    functions unchanged since the last reply for this document as references to it."""
    delay = os.environ.get(TEST_DELAY)
    if delay:
        time.sleep(float(delay))
    _test_faults(request.text)
    # The converter is loaded here, in the worker, never in the server process.
    from onnxscribe.frontend.project_config import project_config
    from onnxscribe.lsp.incremental import DocumentAnalyzer

    analyzer = _documents.setdefault(request.uri, DocumentAnalyzer())
    try:
        data = analyzer.analyze(
            python_text(request.text),
            request.path,
            request.default_opset,
            delta=not request.primer,
            settings=request.settings,
            max_file_mb=request.max_file_mb,
        )
    except MemoryError:
        # What the analysis made is garbage now; its cache may be half updated.
        _documents.pop(request.uri, None)
        gc.collect()
        return DocumentData(request.path, [bounded.out_of_memory(request.path, request.memory_mb)])
    if request.primer:
        analyzer.forget_reply()
    config = project_config(request.path)
    data.project_file, data.project_problems = config.path, config.problems
    return data


def python_text(text: str) -> str:
    """The editor's text as Python reads it: a leading BOM is no character (as for
    ``onnxscribe check``), but the editor counts it in the first line's columns, so it becomes a
    form feed, which Python ignores at the start of a line."""
    return "\f" + text[1:] if text.startswith("\ufeff") else text


def open_documents() -> list[str]:
    """The documents the worker keeps a cache for."""
    return list(_documents)


def handle_close(request: CloseRequest) -> Closed:
    """Forget the document; say how much memory the process holds (the server replaces a
    process that holds much more than after its start once no document is open: a new process
    is quicker to get than the memory back from the allocator)."""
    _documents.pop(request.uri, None)
    if not _documents:
        from onnxscribe.lsp.incremental import forget_names  # (the converter: worker only)

        forget_names()
    return Closed(len(_documents), resident_memory(), _baseline)


_baseline: int | None = None
"""The worker's resident memory right after its warm-up."""


def release_memory() -> None:
    """Give freed memory back to the system (glibc keeps it otherwise; elsewhere: nothing)."""
    if not sys.platform.startswith("linux"):
        return
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
        if libc is not None and hasattr(libc, "malloc_trim"):
            libc.malloc_trim(0)
    except OSError:
        pass


def handle_command(request: CommandRequest) -> Any:
    """Run a command; only the script function it is about is converted (again, if needed)."""
    # The converter is loaded here, in the worker, never in the server process.
    from onnxscribe.lsp.incremental import DocumentAnalyzer

    _test_faults(request.text)
    analyzer = _documents.get(request.uri) or DocumentAnalyzer()
    target = request.arguments.get("target")
    arguments = (python_text(request.text), request.path, request.default_opset)
    limit = request.max_file_mb
    listed = analyzer.command_analysis(
        *arguments, wanted="", max_file_mb=limit, settings=request.settings
    )
    try:
        wanted = commands.find_function(listed, target).name
        analysis = analyzer.command_analysis(
            *arguments, wanted=wanted, max_file_mb=limit, settings=request.settings
        )
        return commands.run(request.name, analysis, request.arguments)
    except commands.CommandFailed as error:
        raise CommandError(str(error), error.diagnostics) from error
    except MemoryError:
        gc.collect()
        message = bounded.out_of_memory(request.path, request.memory_mb).message
        raise CommandError(message) from None


def warm_up() -> None:
    """Load what every analysis needs, so that the first one is fast."""
    from onnxscribe.lsp import collect  # the converter: loaded in the worker only

    schemas.ops_at(schemas.latest_version())
    collect.document_data(WARM_UP_SOURCE, None)


WARM_UP_SOURCE = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def warm(X: FLOAT["N", 4]) -> FLOAT["N", 4]:
    return op.Relu(op.Add(X, X))
"""


def serve(
    connection: Connection, parent_pid: int | None = None, inherited: tuple[int, ...] = ()
) -> None:
    """The worker's main loop: answer requests until the server goes away. ``inherited``:
    descriptors of the server a forked worker closes (its protocol stream)."""
    for descriptor in inherited:
        with contextlib.suppress(OSError):
            os.close(descriptor)
    protect_stdout()
    if parent_pid is not None:
        threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True).start()
    # The warm-up makes objects that live as long as the process (modules, schemas): the
    # collector would only scan them, again and again, while the first analysis waits.
    gc.disable()
    try:
        warm_up()
    except Exception:
        traceback.print_exc()
    bounded.hold_to_memory_budget(DEFAULT_MEMORY_MB)  # each request then brings its budget
    gc.freeze()  # and never scans them later
    gc.enable()
    global _baseline
    _baseline = resident_memory()
    try:
        connection.send((0, Ready(_baseline)))
    except (BrokenPipeError, OSError):
        return
    while True:
        try:
            job_id, request = connection.recv()
        except (EOFError, OSError):
            return
        reply: Any
        gc.disable()  # collect after the reply, not while the editor waits for it
        try:
            if isinstance(request, (AnalyzeRequest, CommandRequest)):
                bounded.hold_to_memory_budget(request.memory_mb)
            if isinstance(request, AnalyzeRequest):
                reply = handle_analyze(request)
            elif isinstance(request, CloseRequest):
                reply = handle_close(request)
            elif isinstance(request, CommandRequest):
                reply = handle_command(request)
            else:
                reply = Failure(f"unknown request {type(request).__name__}", "")
        except CommandError as error:
            reply = error
        except Exception as error:
            details = traceback.format_exc()
            print(details, file=sys.stderr)
            reply = Failure(f"{type(error).__name__}: {error}", details)
        try:
            connection.send((job_id, reply))
        except (BrokenPipeError, OSError):
            return
        finally:
            gc.enable()
