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
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            kind = file_kind(mode)
            raise NotRegularFile(errno.EINVAL, f"it is {kind}, not a regular file", str(path))
        if flags & getattr(os, "O_NONBLOCK", 0):
            os.set_blocking(descriptor, True)
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


class FileTooLarge(OSError):
    """The file is larger than its reader takes; ``size`` is its size in bytes."""

    def __init__(self, path: str, size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, f"it is {size:,} bytes, over the limit of {limit:,}", path)
        self.size = size


def read_regular_file(path: str | os.PathLike[str], max_bytes: int | None = None) -> bytes:
    """The bytes of the regular file at ``path`` (see ``open_regular``); ``FileTooLarge``,
    before anything is read, when it holds more than ``max_bytes``."""
    with open_regular(path) as handle:
        if max_bytes is not None:
            size = os.fstat(handle.fileno()).st_size
            if size > max_bytes:
                raise FileTooLarge(str(path), size, max_bytes)
        return handle.read()
