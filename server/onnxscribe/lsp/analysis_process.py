"""The analysis process's side of the worker: what runs inside the process ``spawn.spawn``
starts. It loads the converter at import; the server process never imports this module (the
process's target, ``spawn.serve_in_child``, imports it in the new process).

The process never runs the analyzed code (``analyze`` reads the text only); as a second line of
defence its standard output goes to standard error, so nothing it prints can reach the protocol
stream. It honours the testing hooks described in ``worker``.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools
import gc
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from onnxscribe.core import bounded
from onnxscribe.core.bounded import resident_memory
from onnxscribe.core.diagnostics import Diagnostic
from onnxscribe.core.resources import DEFAULT_MEMORY_MB
from onnxscribe.frontend.project_config import project_config
from onnxscribe.lsp.data import DocumentData
from onnxscribe.lsp.incremental import DocumentAnalyzer, forget_names
from onnxscribe.lsp.parent import process_alive
from onnxscribe.lsp.worker import (
    FAULT_MARKER,
    TEST_DELAY,
    TEST_FAULTS,
    AnalyzeRequest,
    Closed,
    CloseRequest,
    CommandError,
    CommandRequest,
    Failure,
    Ready,
)
from onnxscribe.pipeline import fallback_opset, function_analysis, read_module


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


def handle_analyze(
    request: AnalyzeRequest, answer: Callable[[DocumentData], None] | None = None
) -> DocumentData | None:
    """The document's data: diagnostics, hovers, hints, signatures and symbols (no IR); the
    functions unchanged since the last reply for this document as references to it.

    The start-up's analysis (``primer``) is answered with its diagnostics only, through
    ``answer`` as soon as they are known (None is returned then): they are all lsp/early.py
    publishes, and the server analyzes the document again, from the cache this analysis fills
    meanwhile, for the rest."""
    delay = os.environ.get(TEST_DELAY)
    if delay:
        time.sleep(float(delay))
    _test_faults(request.text)
    analyzer = _documents.setdefault(request.uri, DocumentAnalyzer())
    started = time.perf_counter()
    answered = False

    def first(diagnostics: list[Diagnostic]) -> None:
        nonlocal answered
        if answer is not None:
            answer(DocumentData(request.path, diagnostics, seconds=time.perf_counter() - started))
            answered = True

    try:
        data = analyzer.analyze(
            python_text(request.text),
            request.path,
            request.default_opset,
            delta=not request.primer,
            settings=request.settings,
            max_file_mb=request.max_file_mb,
            diagnostics_first=first if request.primer else None,
        )
    except MemoryError:
        # What the analysis made is garbage now; its cache may be half updated.
        _documents.pop(request.uri, None)
        gc.collect()
        return DocumentData(request.path, [bounded.out_of_memory(request.path, request.memory_mb)])
    if request.primer:
        analyzer.forget_reply()
        return None if answered else DocumentData(data.path, data.diagnostics, seconds=data.seconds)
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
    # Commands build protos (onnx) and pages: loaded by the first, not before the first analysis.
    from onnxscribe.lsp import commands

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
    """Load what every analysis needs before its diagnostics, so that the first diagnostics
    come fast (an operator's schemas are read when it is first looked up: the table of every
    operator is not). What only the rest of the data needs (hover texts, the operators'
    documentation) loads with the first analysis, after its diagnostics are sent."""
    env, _ = read_module(WARM_UP_SOURCE, None, fallback_opset(None))
    if env is not None:
        for script_function in env.script_functions:
            function_analysis(env, script_function)


WARM_UP_SOURCE = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def warm(X: FLOAT["N", 4]) -> FLOAT["N", 4]:
    return op.Relu(op.Add(X, X))
"""


def _answer(connection: Connection, job_id: int, reply: Any) -> None:
    with contextlib.suppress(BrokenPipeError, OSError):  # the loop's next read sees it gone
        connection.send((job_id, reply))


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
        answered = False
        gc.disable()  # collect after the reply, not while the editor waits for it
        try:
            if isinstance(request, (AnalyzeRequest, CommandRequest)):
                bounded.hold_to_memory_budget(request.memory_mb)
            if isinstance(request, AnalyzeRequest):
                reply = handle_analyze(request, functools.partial(_answer, connection, job_id))
                answered = reply is None
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
            if not answered:
                connection.send((job_id, reply))
        except (BrokenPipeError, OSError):
            return
        finally:
            gc.enable()
