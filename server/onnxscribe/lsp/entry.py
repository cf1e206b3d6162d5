"""Starting the language server over stdio: ``onnxscribe lsp`` and ``python -m onnxscribe.lsp``."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from typing import BinaryIO


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--log-level",
        default="WARNING",
        choices=["DEBUG", "INFO", "WARNING", "ERROR"],
        help="what the server logs to standard error (default: WARNING)",
    )
    parser.add_argument("--log-file", help="log to this file instead of standard error")


def run(args: argparse.Namespace) -> int:
    handler: logging.Handler = (
        logging.FileHandler(args.log_file, encoding="utf-8")
        if args.log_file
        else logging.StreamHandler(sys.stderr)
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=getattr(logging, args.log_level), handlers=[handler], force=True)

    protocol_out = _protocol_stdout()
    # Start the analysis process first: it warms up while the protocol libraries load here.
    from onnxscribe.lsp import worker

    prestarted = worker.spawn()
    # The editor gets its answer to `initialize` before the protocol libraries load.
    from onnxscribe.lsp import early

    started = early.answer_initialize(sys.stdin.buffer, protocol_out)

    from onnxscribe.lsp.server import create_server

    create_server(prestarted).start_io(sys.stdin.buffer, protocol_out, started)
    return 0


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
