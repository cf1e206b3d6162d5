"""Where each exported node came from, kept in the node's ``metadata_props``.

Tools that only see the model (an onnxruntime error naming a node, a profile) can map a node
back to its source line. The path is relative to the folder the export ran in (the file name
alone for a source outside it), so it stays meaningful next to a checked-in model.
"""

from __future__ import annotations

import functools
import os
from typing import TYPE_CHECKING

from onnxscribe.core.diagnostics import Span
from onnxscribe.graph_ir.raw_data import varint

if TYPE_CHECKING:  # the nodes are made (and onnx loaded) by the callers
    import onnx

PATH_KEY = "onnxscribe.source.path"
LINE_KEY = "onnxscribe.source.line"
COLUMN_KEY = "onnxscribe.source.column"


def add_source_props(node: onnx.NodeProto, span: Span | None, base: str | None = None) -> None:
    """Record on ``node`` where ``span`` is, its path relative to ``base`` (the current folder
    when not given); nothing for a span without a path."""
    if span is None or span.path is None:
        return
    line = b"%d" % span.line
    column = b"%d" % span.column
    # the three entries merged as their wire format: one call into protobuf instead of nine
    entries = _entries_format(span.path, base or os.getcwd(), len(line), len(column))
    node.MergeFromString(entries % (line, column))


_METADATA_PROPS = 9
"""``NodeProto.metadata_props``; a ``StringStringEntryProto`` holds ``key`` (1), ``value`` (2)."""
_LINE = LINE_KEY.encode()
_COLUMN = COLUMN_KEY.encode()


def _head(key: bytes) -> bytes:
    """An entry's body up to its value's length: the key, and the value's tag."""
    return b"\x0a" + varint(len(key)) + key + b"\x12"


_LINE_HEAD = _head(_LINE)
_COLUMN_HEAD = _head(_COLUMN)
_ENTRY_TAG = varint(_METADATA_PROPS << 3 | 2)


def _number_entry(head: bytes, digits: int) -> bytes:
    """The entry of a line or column number of ``digits`` digits, up to its text: the text and
    the whole body are shorter than 128 bytes (keys of two dozen bytes, at most twenty digits),
    so each length is one byte."""
    return _ENTRY_TAG + bytes((len(head) + 1 + digits,)) + head + bytes((digits,))


@functools.lru_cache(maxsize=256)
def _entries_format(path: str, base: str, line_digits: int, column_digits: int) -> bytes:
    """The three entries of a node in ``path`` (relative to ``base``), as a format taking the
    texts of its line and column numbers (one format for each pair of their lengths: a line's
    entries are made as its node is written, not cached, as most nodes of a function are on
    lines of their own)."""
    return (
        _entry(PATH_KEY.encode(), _relative(path, base)).replace(b"%", b"%%")
        + _number_entry(_LINE_HEAD, line_digits).replace(b"%", b"%%")
        + b"%s"
        + _number_entry(_COLUMN_HEAD, column_digits).replace(b"%", b"%%")
        + b"%s"
    )


def _entry(key: bytes, value: str) -> bytes:
    """One ``metadata_props`` entry of a NodeProto in the wire format."""
    text = value.encode("utf-8")
    body = _head(key) + varint(len(text)) + text
    return _ENTRY_TAG + varint(len(body)) + body


def relative_path(path: str, base: str | None = None) -> str:
    """``path`` as a node records it: relative to ``base`` (the current folder when not given),
    the file name alone for a path outside it."""
    return _relative(path, base or os.getcwd())


@functools.lru_cache(maxsize=256)
def _relative(path: str, base: str) -> str:
    absolute = os.path.abspath(path)
    if os.path.commonpath([absolute, base]) == base:
        return os.path.relpath(absolute, base).replace(os.sep, "/")
    return os.path.basename(absolute)


def node_source(node: onnx.NodeProto) -> tuple[str, int, int] | None:
    """(relative path, line, column) recorded on ``node``, or None."""
    props = {entry.key: entry.value for entry in node.metadata_props}
    try:
        return props[PATH_KEY], int(props[LINE_KEY]), int(props.get(COLUMN_KEY, "1"))
    except (KeyError, ValueError):
        return None
