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

from onnxscribe.core import schemas
from onnxscribe.core.resources import DEFAULT_MEMORY_MB, limit_memory
from onnxscribe.lsp import commands
from onnxscribe.lsp.data import DocumentData
from onnxscribe.lsp.parent import process_alive

if TYPE_CHECKING:
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


@dataclass
class Ready:
    """Sent once, when the worker has loaded everything and takes requests."""


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


def spawn() -> Spawned:
    """Start a worker process (spawned, not forked: it shares no state with the server)."""
    context = multiprocessing.get_context("spawn")
    server_end, worker_end = context.Pipe()
    process = context.Process(
        target=serve, args=(worker_end, os.getpid()), daemon=True, name="onnxscribe-analysis"
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
    from onnxscribe.lsp.incremental import DocumentAnalyzer

    analyzer = _documents.setdefault(request.uri, DocumentAnalyzer())
    return analyzer.analyze(request.text, request.path, request.default_opset, delta=True)


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


def resident_memory() -> int | None:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def release_memory() -> None:
    """Give freed memory back to the system (glibc keeps it otherwise; elsewhere: nothing)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import ctypes.util

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
    arguments = (request.text, request.path, request.default_opset)
    listed = analyzer.command_analysis(*arguments, wanted="")
    try:
        wanted = commands.find_function(listed, target).name
        analysis = analyzer.command_analysis(*arguments, wanted=wanted)
        return commands.run(request.name, analysis, request.arguments)
    except commands.CommandFailed as error:
        raise CommandError(str(error), error.diagnostics) from error


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


def serve(connection: Connection, parent_pid: int | None = None) -> None:
    """The worker's main loop: answer requests until the server goes away."""
    protect_stdout()
    if parent_pid is not None:
        threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True).start()
    try:
        warm_up()
    except Exception:
        traceback.print_exc()
    # An analysis beyond this raises MemoryError, reported as OXS703 (the server's timeout
    # bounds its time).
    limit_memory(DEFAULT_MEMORY_MB)
    # Schemas and modules live as long as the process: keep the collector from scanning them.
    gc.freeze()
    global _baseline
    _baseline = resident_memory()
    try:
        connection.send((0, Ready()))
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
