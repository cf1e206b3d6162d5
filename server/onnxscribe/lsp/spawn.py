"""Starting the analysis process (see ``worker``): the server's side of the process boundary."""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

Spawned = tuple[BaseProcess, Connection]
"""A started worker process and the server's end of its pipe."""

BLAS_THREADS = "OPENBLAS_NUM_THREADS"
"""How many threads numpy's BLAS (OpenBLAS) starts when numpy loads."""


def one_blas_thread() -> None:
    """Have numpy, when it loads in this process (and in those it starts), start one BLAS thread,
    unless the user chose a number. OpenBLAS starts a pool of threads, one a processor, when
    numpy loads, and they spin: about half the processor time of ``import numpy`` on two
    processors, taken from the editor starting alongside. The server's processes do no large
    matrix products (the analysis computes constants; eager evaluation runs in the user's own
    process, which this never touches)."""
    os.environ.setdefault(BLAS_THREADS, "1")


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
    if forked:
        # This process is the server at its start (see above): its own numpy loads later, with
        # the server's modules.
        one_blas_thread()
        # What was imported so far is never collected: kept out of the collector's scans, the
        # forked process does not copy the pages that hold it when it collects.
        gc.freeze()
    server_end, worker_end = context.Pipe()
    process = context.Process(  # type: ignore[attr-defined]  # each context has Process
        target=serve_in_child,
        args=(worker_end, os.getpid(), fork_closing if forked else ()),
        daemon=True,
        name="onnxscribe-analysis",
    )
    process.start()
    worker_end.close()
    return process, server_end


def serve_in_child(
    connection: Connection, parent_pid: int | None = None, inherited: tuple[int, ...] = ()
) -> None:
    """The process's target: serve requests (``analysis_process.serve``)."""
    # The process boundary: the converter loads here, in the analysis process only (without
    # collections: what loads lives as long as the process; ``serve`` freezes it).
    gc.disable()
    one_blas_thread()  # before numpy loads with the converter
    from onnxscribe.lsp import analysis_process

    analysis_process.serve(connection, parent_pid, inherited)
