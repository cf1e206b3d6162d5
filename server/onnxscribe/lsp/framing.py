"""Reading LSP messages (``Content-Length`` frames) from a byte stream, recovering from bad frames.

A client that sends a wrong ``Content-Length`` must not leave the server stuck or lose the
requests after it. ``FrameReader`` is fed bytes and returns what it found:

* ``Frame``: a message body;
* ``BrokenFrame``: bytes that are not a message (a wrong length, garbage between frames), with the
  reason and, when one can be read from the bytes, the id of the request they held (so the server
  can answer it with an error).

A declared length that is too long swallows the start of the next frame: the body is cut where
the next header starts. One that is too short leaves the end of the body before the next header:
the body is taken up to that header. A body that stalls (``flush``, after a pause with no bytes)
is judged on what arrived.

A next header is only looked for where one can be: ``Content-Length: N`` followed by a real line
break, which JSON cannot hold inside a string (a document's text mentioning a header is no
boundary). Each byte is searched once and each frame parsed at most twice (at its declared
length and before the first header after it), so reading is linear in what arrives.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from onnxscribe.core.patterns import LazyPattern

HEADER = b"Content-Length:"
_HEADER_END = b"\r\n\r\n"
_LENGTH = re.compile(rb"^content-length:[ \t]*(\d+)[ \t]*\r?$", re.IGNORECASE | re.MULTILINE)
# Only a body that is not JSON at its declared length is searched with these (compiled then).
_NEXT_HEADER = LazyPattern(rb"Content-Length:[ \t]*\d+[ \t]*\r?\n")
_NEXT_HEADER_REACH = 64
"""Bytes from a header's start within which its line must end (to be found as a next header)."""
_CONTENT = LazyPattern(rb"\S")
_ID = LazyPattern(rb'"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")')
MAX_HEADER = 8192
MAX_DEPTH = 100
"""Messages nested deeper are refused (LSP messages nest a dozen levels; settings a few more)."""


@dataclass(frozen=True)
class Frame:
    body: bytes


@dataclass(frozen=True)
class BrokenFrame:
    reason: str
    request_id: int | str | None = None


Found = Frame | BrokenFrame


class Unreadable(ValueError):
    """A frame's body that is not a message: not JSON, or nested deeper than ``MAX_DEPTH``."""

    def __init__(self, reason: str, too_deep: bool = False) -> None:
        super().__init__(reason)
        self.too_deep = too_deep


def parse_message(body: bytes) -> Any:
    """The JSON value of a frame's body; ``Unreadable`` when it is not JSON or nests too deep."""
    try:
        value = json.loads(body)
    except RecursionError:
        raise Unreadable(f"the message nests deeper than {MAX_DEPTH} levels", True) from None
    except ValueError as error:
        raise Unreadable(f"the message is not JSON: {error}") from None
    if nesting_depth(value) > MAX_DEPTH:
        raise Unreadable(f"the message nests deeper than {MAX_DEPTH} levels", True)
    return value


def nesting_depth(value: Any) -> int:
    """How deep lists and objects nest in a JSON value (a scalar: 0), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = item.values()
        elif not isinstance(item, list):
            continue
        depth += 1
        if depth > deepest:
            deepest = depth
            if deepest > MAX_DEPTH:
                return deepest
        stack.extend((child, depth) for child in item)
    return deepest


def request_id_in(body: bytes) -> int | str | None:
    """The id of the request a body that cannot be parsed seems to hold (None: none found)."""
    match = _ID.search(body)
    if match is None:
        return None
    try:
        found = json.loads(match.group(1))
    except ValueError:
        return None
    return found if isinstance(found, (int, str)) else None


class FrameReader:
    def __init__(self) -> None:
        self._buffer = bytearray()
        self._start = 0
        """Where the unread part of ``_buffer`` begins."""
        self._searched = 0
        """How far the current header (or body) has been searched for its end."""
        self._body_start: int | None = None
        self._length = 0
        self._tried_declared = False
        """Whether the body at its declared length was parsed (and was not JSON)."""
        self._next_header: int | None = None
        """Where the first header after the body's start is, once found."""
        self._tried_next = False
        self._rest_content: bool = False
        """Whether something other than white space follows the declared end of the body."""

    @property
    def waiting_for_body(self) -> bool:
        """True while a frame's body is incomplete (a pause now means a wrong length)."""
        return self._body_start is not None

    def feed(self, data: bytes) -> list[Found]:
        self._buffer += data
        found: list[Found] = []
        while True:
            step = self._step()
            if step is None:
                self._compact()
                return found
            found.append(step)

    def flush(self) -> list[Found]:
        """The stream paused inside a body: judge the body on what arrived."""
        if self._body_start is None:
            return []
        start = self._body_start
        following = self._find_next_header(start)
        end = len(self._buffer) if following is None else following
        if _is_json(self._buffer[start:end]):
            return [self._take(start, end - start)]
        reason = f"a message shorter than its Content-Length ({self._length})"
        return [self._take(start, end - start, reason), *self.feed(b"")]

    def _compact(self) -> None:
        if self._start and self._start * 2 >= len(self._buffer):
            del self._buffer[: self._start]
            shift = self._start
            self._start = 0
            self._searched = max(0, self._searched - shift)
            if self._body_start is not None:
                self._body_start -= shift
            if self._next_header is not None:
                self._next_header -= shift

    def _step(self) -> Found | None:
        if self._body_start is None:
            return self._header()
        start, length = self._body_start, self._length
        end = start + length
        size = len(self._buffer)
        if size >= end and not self._tried_declared:
            self._tried_declared = True
            if _is_json(self._buffer[start:end]):
                return self._take(start, length)
        following = self._find_next_header(start)
        if following is not None and not self._tried_next:
            self._tried_next = True
            if _is_json(self._buffer[start:following]):  # a length too long (or too short)
                return self._take(start, following - start)
        if following is not None and (following >= end or self._tried_next):
            # The body runs up to the next header, and is not JSON there.
            reason = (
                f"Content-Length {length} does not fit the message"
                if following >= end
                else "a message that is not JSON"
            )
            return self._take(start, following - start, reason)
        if size < end:
            return None
        if not self._rest_content:
            self._rest_content = _CONTENT.compiled.search(self._buffer, end) is not None
        if not self._rest_content:
            return self._take(start, length, "a message that is not JSON")
        return None  # the rest of a too-short body may still be coming

    def _find_next_header(self, start: int) -> int | None:
        """Where the first header after ``start`` begins (None: none arrived yet)."""
        if self._next_header is not None:
            return self._next_header
        at = self._buffer.find(HEADER, max(start + 1, self._searched))
        while at >= 0:
            if _NEXT_HEADER.compiled.match(self._buffer, at) is not None:
                self._next_header = at
                return at
            if len(self._buffer) - at < _NEXT_HEADER_REACH:  # its line may not have ended yet
                self._searched = at
                return None
            at = self._buffer.find(HEADER, at + 1)
        self._searched = max(self._searched, len(self._buffer) - len(HEADER))
        return None

    def _take(self, start: int, size: int, problem: str | None = None) -> Found:
        with memoryview(self._buffer) as view:
            body = bytes(view[start : start + size])
        self._start = start + size
        self._searched = self._start
        self._body_start = None
        if problem is None or _is_json(body):
            return Frame(body)
        return BrokenFrame(problem, request_id_in(body))

    def _header(self) -> Found | None:
        begin = self._start
        end = self._buffer.find(_HEADER_END, max(begin, self._searched - len(_HEADER_END)))
        if end < 0:
            self._searched = len(self._buffer)
            if len(self._buffer) - begin > MAX_HEADER:
                return self._skip_garbage("a header longer than 8 KiB")
            return None
        if end - begin > MAX_HEADER:
            return self._skip_garbage("a header longer than 8 KiB")
        block = bytes(self._buffer[begin:end])
        match = _LENGTH.search(block)
        if match is None or not block.lstrip().lower().startswith(b"content-"):
            return self._skip_garbage("bytes that are not a message header")
        self._length = int(match.group(1))
        self._body_start = end + len(_HEADER_END)
        self._searched = self._body_start
        self._tried_declared = self._tried_next = self._rest_content = False
        self._next_header = None
        if self._length:
            return self._step()
        self._start, self._body_start = self._body_start, None
        return BrokenFrame("an empty message (Content-Length 0)")

    def _skip_garbage(self, reason: str) -> Found:
        begin = self._start
        following = self._buffer.find(HEADER, begin + 1)
        end = len(self._buffer) if following < 0 else following
        skipped = bytes(self._buffer[begin:end])
        self._start = self._searched = end
        return BrokenFrame(f"{reason} ({len(skipped)} bytes skipped)", request_id_in(skipped))


def _is_json(body: bytes | bytearray) -> bool:
    """Whether ``body`` is one JSON value (a value nested too deep to parse counts: it is a
    message, refused later by ``parse_message``)."""
    try:
        json.loads(body)
    except RecursionError:
        return True
    except ValueError:
        return False
    return True
