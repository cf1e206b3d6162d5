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
    # the three entries merged as their wire format: one call into protobuf instead of nine
    node.MergeFromString(
        _path_entry(_relative(span.path, base or os.getcwd()))
        + _line_entry(span.line)
        + _column_entry(span.column)
    )


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


def _number_entry(head: bytes, number: int) -> bytes:
    """``_entry`` of a line or column number: its text and the whole body are shorter than 128
    bytes (keys of two dozen bytes, at most twenty digits), so each length is one byte."""
    text = b"%d" % number
    body = head + bytes((len(text),)) + text
    return _ENTRY_TAG + bytes((len(body),)) + body


@functools.lru_cache(maxsize=4096)
def _line_entry(line: int) -> bytes:
    # made once a line: the nodes of a function share few lines (and fewer columns)
    return _number_entry(_LINE_HEAD, line)


@functools.lru_cache(maxsize=1024)
def _column_entry(column: int) -> bytes:
    return _number_entry(_COLUMN_HEAD, column)


def _entry(key: bytes, value: str) -> bytes:
    """One ``metadata_props`` entry of a NodeProto in the wire format."""
    text = value.encode("utf-8")
    body = _head(key) + varint(len(text)) + text
    return _ENTRY_TAG + varint(len(body)) + body


@functools.lru_cache(maxsize=256)
def _path_entry(path: str) -> bytes:
    return _entry(PATH_KEY.encode(), path)


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
