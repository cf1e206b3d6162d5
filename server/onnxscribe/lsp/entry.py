"""Starting the language server over stdio: ``onnxscribe lsp`` and ``python -m onnxscribe.lsp``."""

from __future__ import annotations

import gc

# What loads here lives as long as the server (and its analysis process, forked from it): the
# collector would only scan it, again and again, while it loads (as in ``onnxscribe``).
_collecting = gc.isenabled()
gc.disable()
try:
    import contextlib
    import logging
    import os
    import sys
    from collections.abc import Sequence
    from typing import TYPE_CHECKING, BinaryIO

    # Both the start-up phase (``early``) and the analysis process use these: imported before
    # the process is forked, they load once, not in both processes at the same time.
    from onnxscribe.core import bounded, codes, project_settings  # noqa: F401
    from onnxscribe.lsp import data, positions, worker  # noqa: F401
    from onnxscribe.lsp.spawn import spawn
finally:
    if _collecting:
        gc.enable()

if TYPE_CHECKING:
    import argparse

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
DEFAULT_LOG_LEVEL = "WARNING"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--log-level",
        default=DEFAULT_LOG_LEVEL,
        choices=list(LOG_LEVELS),
        help=f"what the server logs to standard error (default: {DEFAULT_LOG_LEVEL})",
    )
    parser.add_argument("--log-file", help="log to this file instead of standard error")


def plain_arguments(argv: Sequence[str]) -> tuple[str, str | None] | None:
    """The log level and log file of a command line made of ``--log-level LEVEL`` and
    ``--log-file PATH`` only (each also as ``--option=value``), as editors start the server:
    read without argparse, which the server's start would otherwise load and build a parser
    with (about 13M instructions). None for any other command line: argparse reads it (help,
    abbreviations, mistakes)."""
    level, file = DEFAULT_LOG_LEVEL, None
    rest = list(argv)
    while rest:
        name, equals, value = rest.pop(0).partition("=")
        if not equals:
            if not rest:
                return None
            value = rest.pop(0)
        if not value or value.startswith("-"):
            return None
        if name == "--log-level" and value in LOG_LEVELS:
            level = value
        elif name == "--log-file":
            file = value
        else:
            return None
    return level, file


def run(args: argparse.Namespace) -> int:
    return serve(args.log_level, args.log_file)


def serve(log_level: str, log_file: str | None) -> int:
    """Serve the editor over stdio, logging at ``log_level`` to ``log_file`` (else stderr)."""
    handler: logging.Handler = (
        logging.FileHandler(log_file, encoding="utf-8")
        if log_file
        else logging.StreamHandler(sys.stderr)
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=getattr(logging, log_level), handlers=[handler], force=True)
    logging.getLogger("pygls.protocol.json_rpc").addFilter(_late_cancel)

    protocol_out = _protocol_stdout()
    # Start the analysis process first: it warms up while the protocol libraries load here.
    prestarted = spawn(fork_closing=_descriptors(protocol_out))
    from onnxscribe.lsp import early

    logging.getLogger(__name__).info("start-up: reading the editor's messages")
    # The editor gets its answer to `initialize` first; then the diagnostics of the first
    # document it opens are published, and the protocol libraries load (see `early`).
    try:
        started = early.answer_initialize(sys.stdin.buffer, protocol_out)
        loading = early.Loading("onnxscribe.lsp.server")
        started = early.first_diagnostics(
            sys.stdin.buffer, protocol_out, started, prestarted, loading
        )
    except (BrokenPipeError, ConnectionResetError):  # the editor quit during the start-up
        logging.getLogger(__name__).info(early.EDITOR_GONE)
        with contextlib.suppress(OSError):  # (what is left unwritten cannot be flushed)
            protocol_out.close()
        return 0
    loading.release("the start-up phase is over")
    loading.join()

    from onnxscribe.lsp.server import create_server

    adopted = None if started.worker_stopped else prestarted
    server = create_server(adopted, started)
    server.start_io(sys.stdin.buffer, protocol_out, started)
    return server.exit_status


def _late_cancel(record: logging.LogRecord) -> bool:
    """Leave out pygls' warning about a cancelled request it no longer knows: editors cancel
    requests already answered all the time (VS Code shows every line of standard error as an
    error)."""
    return not str(record.msg).startswith("Cancel notification for unknown message id")


def _descriptors(stream: BinaryIO) -> tuple[int, ...]:
    try:
        return (stream.fileno(),)
    except (OSError, ValueError, AttributeError):
        return ()


def _protocol_stdout() -> BinaryIO:
    """Keep standard output for protocol messages only.

    The protocol gets its own duplicate of the stdout descriptor; descriptor 1 and ``sys.stdout``
    then point at stderr, so a stray print (from Python or from a C extension, here or in a
    process started from here) can never corrupt the message stream.
    """
    sys.stdout.flush()
    try:
        protocol: BinaryIO = os.fdopen(os.dup(1), "wb")
        os.dup2(sys.stderr.fileno(), 1)
    except (OSError, ValueError):  # no real descriptors (embedded use): keep the streams
        protocol = sys.stdout.buffer
    sys.stdout = sys.stderr
    return protocol
