"""Reading a file only when it is a regular file: a FIFO, a folder or a device named like the
file is reported for what it is (``NotRegularFile``), never waited on or read without end. Every
reader of a user's file (through ``frontend/source_text``) and of the package's own cache goes
through ``open_regular``.
"""

from __future__ import annotations

import errno
import os
import stat
from typing import BinaryIO


class NotRegularFile(OSError):
    """The path names a FIFO, a folder, a device or a socket: nothing to read as a file."""


_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def file_kind(mode: int) -> str:
    """What a ``stat`` mode describes: ``a regular file``, ``a folder``, ``a FIFO (named pipe)``..."""
    if stat.S_ISREG(mode):
        return "a regular file"
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """``path`` opened for reading in binary, if it is a regular file (after symbolic links).

    Opening does not wait (a FIFO without a writer would block ``open`` for ever), and the kind
    is checked on the opened file itself, so a file swapped for a FIFO in between is refused too.
    Raises ``NotRegularFile`` (its ``strerror`` says what the path is) or another ``OSError``.
    """
    descriptor, _size = _open_descriptor(path)
    try:
        if _NONBLOCK:
            os.set_blocking(descriptor, True)
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def _open_descriptor(path: str | os.PathLike[str]) -> tuple[int, int]:
    """A descriptor of ``path`` opened without waiting, and the file's size, if it is a regular
    file (else ``NotRegularFile``, the descriptor closed)."""
    descriptor = os.open(path, os.O_RDONLY | _NONBLOCK | getattr(os, "O_BINARY", 0))
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            kind = file_kind(status.st_mode)
            raise NotRegularFile(errno.EINVAL, f"it is {kind}, not a regular file", str(path))
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor, status.st_size


class FileTooLarge(OSError):
    """The file is larger than its reader takes; ``size`` is its size in bytes."""

    def __init__(self, path: str, size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, f"it is {size:,} bytes, over the limit of {limit:,}", path)
        self.size = size


def read_regular_file(path: str | os.PathLike[str], max_bytes: int | None = None) -> bytes:
    """The bytes of the regular file at ``path`` (see ``open_regular``); ``FileTooLarge``,
    before anything is read, when it holds more than ``max_bytes``."""
    descriptor, size = _open_descriptor(path)
    try:
        if max_bytes is not None and size > max_bytes:
            raise FileTooLarge(str(path), size, max_bytes)
        # Read to the end, as a file object's read() does: the file may have grown since fstat.
        # (A regular file never blocks, so the descriptor's O_NONBLOCK changes nothing here.)
        pieces = [os.read(descriptor, size + 1)]
        while pieces[-1]:
            pieces.append(os.read(descriptor, max(size, 1 << 16)))
    finally:
        os.close(descriptor)
    return pieces[0] if len(pieces) == 2 else b"".join(pieces)
