"""Debug Adapter Protocol framing: ``Content-Length`` headers, JSON bodies, sequence numbers."""

from __future__ import annotations

import json
import threading
from typing import IO, Any


class ProtocolError(Exception):
    """The stream does not hold a well-formed DAP message."""


def read_message(stream: IO[bytes]) -> dict[str, Any] | None:
    """The next message, or None at the end of the stream."""
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            if length is None:
                continue
            break
        name, _, value = line.decode("ascii", "replace").partition(":")
        if name.strip().lower() == "content-length":
            try:
                length = int(value.strip())
            except ValueError:
                raise ProtocolError(f"bad Content-Length header: {line!r}") from None
    body = stream.read(length)
    if len(body) < length:
        return None
    try:
        message = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ProtocolError(f"message body is not JSON: {error}") from None
    if not isinstance(message, dict):
        raise ProtocolError("message body is not a JSON object")
    return message


class Writer:
    """Writes responses and events, from any thread, with increasing sequence numbers."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream
        self._lock = threading.Lock()
        self._seq = 0

    def _write(self, message: dict[str, Any]) -> None:
        with self._lock:
            self._seq += 1
            message["seq"] = self._seq
            body = json.dumps(message, default=str).encode("utf-8")
            self._stream.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self._stream.flush()

    def event(self, name: str, body: dict[str, Any] | None = None) -> None:
        message: dict[str, Any] = {"type": "event", "event": name}
        if body is not None:
            message["body"] = body
        self._write(message)

    def respond(
        self,
        request: dict[str, Any],
        body: dict[str, Any] | None = None,
        error: str | None = None,
        show_user: bool = False,
    ) -> None:
        """A response; an ``error`` is shown where the request came from (the Debug Console, a
        hover, the Variables view), and also as a notification only with ``show_user``."""
        message: dict[str, Any] = {
            "type": "response",
            "request_seq": request.get("seq", 0),
            "command": request.get("command", ""),
            "success": error is None,
        }
        if error is not None:
            message["message"] = error
            message["body"] = {"error": {"id": 1, "format": error, "showUser": show_user}}
        elif body is not None:
            message["body"] = body
        self._write(message)
