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
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

HEADER = b"Content-Length:"
_HEADER_END = b"\r\n\r\n"
_LENGTH = re.compile(rb"^content-length:[ \t]*(\d+)[ \t]*\r?$", re.IGNORECASE | re.MULTILINE)
_ID = re.compile(rb'"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")')
MAX_HEADER = 8192


@dataclass(frozen=True)
class Frame:
    body: bytes


@dataclass(frozen=True)
class BrokenFrame:
    reason: str
    request_id: int | str | None = None


Found = Frame | BrokenFrame


class FrameReader:
    def __init__(self) -> None:
        self._buffer = b""
        self._body_start: int | None = None
        self._length = 0

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
                return found
            found.append(step)

    def flush(self) -> list[Found]:
        """The stream paused inside a body: judge the body on what arrived."""
        if self._body_start is None:
            return []
        start = self._body_start
        available = self._buffer[start:]
        cut = self._json_before_header(available)
        if cut is not None:
            return [self._take(start, cut)]
        following = available.find(HEADER)
        size = len(available) if following < 0 else following
        reason = f"a message shorter than its Content-Length ({self._length})"
        return [self._take(start, size, reason), *self.feed(b"")]

    def _step(self) -> Found | None:
        if self._body_start is None:
            return self._header()
        start, length = self._body_start, self._length
        available = self._buffer[start:]
        if len(available) >= length and _is_json(available[:length]):
            return self._take(start, length)
        cut = self._json_before_header(available)
        if cut is not None:  # the declared length runs into the next message: too long
            return self._take(start, cut)
        if len(available) < length:
            return None
        following = available.find(HEADER, length)
        if following >= 0:  # the declared length is too short: the body ends at the next header
            return self._take(start, following, f"Content-Length {length} does not fit the message")
        if not available[length:].strip():
            return self._take(start, length, "a message that is not JSON")
        return None  # the rest of a too-short body may still be coming

    @staticmethod
    def _json_before_header(available: bytes) -> int | None:
        """Where a next header starts right after a whole JSON body, if one does."""
        at = available.find(HEADER)
        while at > 0:
            if _is_json(available[:at]):
                return at
            at = available.find(HEADER, at + 1)
        return None

    def _take(self, start: int, size: int, problem: str | None = None) -> Found:
        body = self._buffer[start : start + size]
        self._buffer, self._body_start = self._buffer[start + size :], None
        if problem is None or _is_json(body):
            return Frame(body)
        return _broken(problem, body)

    def _header(self) -> Found | None:
        end = self._buffer.find(_HEADER_END)
        if end < 0:
            if len(self._buffer) > MAX_HEADER:
                return self._skip_garbage("a header longer than 8 KiB")
            return None
        block = self._buffer[:end]
        match = _LENGTH.search(block)
        if match is None or not block.lstrip().lower().startswith(b"content-"):
            return self._skip_garbage("bytes that are not a message header")
        self._length = int(match.group(1))
        self._body_start = end + len(_HEADER_END)
        return self._step() if self._length else self._step_empty()

    def _step_empty(self) -> Found:
        start = self._body_start or 0
        self._buffer, self._body_start = self._buffer[start:], None
        return BrokenFrame("an empty message (Content-Length 0)")

    def _skip_garbage(self, reason: str) -> Found:
        following = self._buffer.find(HEADER, 1)
        skipped = self._buffer if following < 0 else self._buffer[:following]
        self._buffer = b"" if following < 0 else self._buffer[following:]
        return _broken(f"{reason} ({len(skipped)} bytes skipped)", skipped)


def _is_json(body: bytes) -> bool:
    try:
        json.loads(body)
    except ValueError:
        return False
    return True


def _broken(reason: str, body: bytes) -> BrokenFrame:
    match = _ID.search(body)
    request_id: int | str | None = None
    if match is not None:
        try:
            request_id = json.loads(match.group(1))
        except ValueError:
            request_id = None
    return BrokenFrame(reason, request_id)
