"""Reading files from disk in the server: regular files only, never blocking.

A workspace may hold a FIFO, a device or a socket under a Python file's name; opening one with a
plain ``open`` blocks (a FIFO until something writes to it) or never ends (``/dev/zero``).
Everything the server reads from disk (documents the editor has not opened, workspace symbols,
the files jedi reads for navigation) goes through here.
"""

from __future__ import annotations

import os
import stat

MAX_BYTES = 16 << 20
"""A file larger than this is not read (it would not be analyzed either)."""


def is_regular_file(path: str) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def read_regular_file(path: str, limit: int = MAX_BYTES) -> bytes | None:
    """The bytes of the file at ``path`` when it is a regular file of at most ``limit`` bytes;
    None otherwise (missing, unreadable, a FIFO, a device, a folder, too large). A FIFO is
    opened without waiting for a writer, so this never blocks."""
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError):
        return None
    with os.fdopen(descriptor, "rb") as handle:
        try:
            status = os.fstat(handle.fileno())
            if not stat.S_ISREG(status.st_mode) or status.st_size > limit:
                return None
            data = handle.read(limit + 1)
        except OSError:
            return None
    return data if len(data) <= limit else None


def read_source_file(path: str, limit: int = MAX_BYTES) -> str | None:
    """The text of a Python file on disk, decoded as ``onnxscribe check`` decodes it (a BOM or a
    coding line decides the encoding; undecodable bytes are replaced); None when it is not a
    regular file of at most ``limit`` bytes."""
    data = read_regular_file(path, limit)
    if data is None:
        return None
    # Deferred: importing the server must not load the frontend (tests/lsp/test_worker.py).
    from onnxscribe.frontend.source_text import SourceDecodeError, decode_source

    try:
        return decode_source(data, path).text
    except SourceDecodeError as error:
        return error.text
