"""Keeping the program's output off the protocol stream.

The protocol gets private duplicates of the process's stdin and stdout file descriptors. File
descriptor 1 then becomes a pipe whose bytes (a C library printing, a child process) turn into
``output`` events, ``sys.stdout`` and ``sys.stderr`` write ``output`` events directly, and file
descriptor 0 reads nothing.
"""

from __future__ import annotations

import io
import os
import sys
import threading
from collections.abc import Callable
from typing import IO

Emit = Callable[[str, str], None]
"""(category, text) -> send an output event."""


class OutputStream(io.TextIOBase):
    def __init__(self, emit: Emit, category: str) -> None:
        self._emit = emit
        self._category = category

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if text:
            self._emit(self._category, text)
        return len(text)

    @property
    def encoding(self) -> str:  # type: ignore[override]  # TextIOBase declares encoding as an attribute
        return "utf-8"

    def isatty(self) -> bool:
        return False


def protocol_streams() -> tuple[IO[bytes], IO[bytes]]:
    """Private binary streams on duplicates of fds 0 and 1, taken before anything can print."""
    stdin = os.fdopen(os.dup(0), "rb", buffering=0)
    stdout = os.fdopen(os.dup(1), "wb", buffering=0)
    return stdin, stdout


def redirect_program_output(emit: Emit) -> None:
    """From now on, everything written to stdout (Python or C) becomes output events."""
    sys.stdout.flush()
    reader, writer = os.pipe()
    os.dup2(writer, 1)
    os.close(writer)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    sys.stdin = open(os.devnull)  # noqa: SIM115 - lives as long as the process
    sys.stdout = OutputStream(emit, "stdout")
    sys.stderr = OutputStream(emit, "stderr")

    def pump() -> None:
        with os.fdopen(reader, "rb", buffering=0) as stream:
            while True:
                chunk = stream.read(4096)
                if not chunk:
                    return
                emit("stdout", chunk.decode("utf-8", "replace"))

    threading.Thread(target=pump, name="program stdout", daemon=True).start()
