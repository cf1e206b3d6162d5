"""Reading a Python source file the way Python does: a UTF-8 BOM or a PEP 263 coding line decides
the encoding, and a byte that does not decode is reported at its line and column.

Every tool that reads a user's file (``onnxscribe check``, ``show``, ``export``, ``@script()``)
goes through ``read_source`` so that a file Python runs is a file onnxscribe reads. Files are read
only when they are regular files (``open_regular``): a FIFO, a folder or a device named like a
source file is reported for what it is, never waited on or read without end.
"""

from __future__ import annotations

import codecs
import io
import tokenize
from dataclasses import dataclass

from onnxscribe.core.diagnostics import Diagnostic, Severity, Span
from onnxscribe.core.patterns import LazyPattern
from onnxscribe.core.regular_files import (
    FileTooLarge,
    NotRegularFile,
    file_kind,
    open_regular,
    read_regular_file,
)

__all__ = [
    "FileTooLarge",
    "NotRegularFile",
    "SourceDecodeError",
    "SourceText",
    "decode_source",
    "file_kind",
    "open_regular",
    "read_regular_file",
    "read_source",
]


@dataclass(frozen=True)
class SourceText:
    """A file's text (BOM removed, newlines as ``\\n``) and the encoding to write it back with."""

    text: str
    encoding: str
    """``utf-8-sig`` when the file starts with a BOM (writing keeps the BOM)."""


class SourceDecodeError(Exception):
    """The file's bytes are not text in its declared encoding; ``diagnostic`` says where."""

    def __init__(self, diagnostic: Diagnostic, text: str = "") -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
        self.text = text
        """The file decoded with replacement characters, to show its lines."""


def read_source(path: str) -> SourceText:
    """The text of the Python file at ``path``.

    Raises ``OSError`` when the file cannot be opened (``NotRegularFile`` when it is not a
    regular file) and ``SourceDecodeError`` (an OXS100 diagnostic at the line and column of the
    problem) when it cannot be decoded.
    """
    return decode_source(read_regular_file(path), path)


def decode_source(data: bytes, path: str | None) -> SourceText:
    """``data`` decoded as Python decodes a source file (see ``read_source``)."""
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as error:
        # an unknown encoding in the coding line, a BOM contradicting it, or a first line that
        # is not UTF-8 (read while looking for the coding line)
        line = _coding_line(data)
        if line is None:
            encoding = "utf-8-sig" if data.startswith(codecs.BOM_UTF8) else "utf-8"
        else:
            message = f"cannot read this file: {error}"
            raise SourceDecodeError(
                _diagnostic(path, line, 1, _line_length(data, line), message),
                _newlines(data.decode("utf-8", errors="replace").lstrip("\ufeff")),
            ) from None
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as error:
        readable = data.decode(encoding, errors="replace").lstrip("\ufeff")
        raise SourceDecodeError(
            _decode_problem(data, encoding, error, path), _newlines(readable)
        ) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return SourceText(_newlines(text), encoding)


_CODING_LINE = LazyPattern(rb"^[ \t\f]*#.*?coding[:=][ \t]*[-\w.]+")


def _coding_line(data: bytes) -> int | None:
    """The line (1 or 2) of a PEP 263 coding declaration, if there is one."""
    for number, line in enumerate(data.splitlines()[:2], start=1):
        if _CODING_LINE.match(line):
            return number
    return None


def _newlines(text: str) -> str:
    if "\r" not in text:  # most files: one quick search instead of two replacements
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _decode_problem(
    data: bytes, encoding: str, error: UnicodeDecodeError, path: str | None
) -> Diagnostic:
    before = data[: error.start]
    line_start = max(before.rfind(b"\n"), before.rfind(b"\r")) + 1
    line = before.count(b"\n") + before.replace(b"\r\n", b"\n").count(b"\r") + 1
    prefix = data[line_start : error.start].decode(encoding, errors="replace").lstrip("\ufeff")
    column = len(prefix) + 1
    bad = data[error.start : error.end].hex(" ")
    message = (
        f"this file is not valid {_encoding_name(encoding)}: byte(s) {bad} cannot be decoded "
        f"({error.reason}); save it as UTF-8, or declare its encoding in a coding line "
        "(`# -*- coding: latin-1 -*-`) as its first or second line"
    )
    return _diagnostic(path, line, column, column + 1, message)


def _encoding_name(encoding: str) -> str:
    return "UTF-8" if encoding in ("utf-8", "utf-8-sig") else encoding


def _line_length(data: bytes, line: int) -> int:
    lines = data.splitlines()
    text = lines[line - 1].decode("latin-1") if 1 <= line <= len(lines) else ""
    return max(len(text), 1) + 1


def _diagnostic(path: str | None, line: int, column: int, end: int, message: str) -> Diagnostic:
    return Diagnostic("OXS100", Severity.ERROR, message, Span(path, line, column, line, end))
