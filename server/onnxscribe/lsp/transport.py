"""The message stream of the language server: pygls' protocol and server, answering every request.

The server reads its input itself (``framing``), so that a frame with a wrong ``Content-Length``
or garbage between frames never leaves it stuck; every request gets an answer (an error when it
cannot be read), and error responses carry no traceback (it goes to the log).
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import sys
import threading
from functools import partial
from typing import Any, BinaryIO

import cattrs
from lsprotocol import types
from lsprotocol.types import ResponseError, ResponseErrorMessage
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcParseError,
)
from pygls.io_ import StdoutWriter
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol

from onnxscribe.lsp import early, framing

logger = logging.getLogger(__name__)

STALL_SECONDS = 2.0
"""A message body that stops arriving for this long is judged on what arrived."""


class OnnxscribeProtocol(LanguageServerProtocol):
    """pygls' protocol, answering every request.

    * A message is parsed here (not by pygls' reader): invalid params get an ``InvalidParams``
      error naming the field, a message that is not JSON a ``ParseError``, a request after
      ``shutdown`` an ``InvalidRequest``; none is dropped unanswered.
    * Error responses carry a message only; tracebacks go to the log.
    * pygls 2.1 files the future of every notification handled by its built-in handlers (open,
      change, save, close) among pending requests and never removes it: one object per
      keystroke. Those are removed here.
    """

    def receive(self, found: framing.Found) -> None:
        """Handle one frame from the client's stream."""
        if isinstance(found, framing.BrokenFrame):
            logger.error("unreadable message from the client: %s", found.reason)
            self._send_error(found.request_id, JsonRpcParseError(found.reason))
            return
        try:
            raw = json.loads(found.body)
        except ValueError as error:
            logger.error("a message that is not JSON: %s", error)
            self._send_error(None, JsonRpcParseError(f"the message is not JSON: {error}"))
            return
        request_id = raw.get("id") if isinstance(raw, dict) else None
        if not isinstance(raw, dict) or raw.get("jsonrpc") != self.VERSION:
            self._send_error(request_id, JsonRpcInvalidRequest("not a JSON-RPC 2.0 message"))
            return
        is_request = "method" in raw and "id" in raw
        if is_request and self._shutdown and raw["method"] != types.EXIT:
            self._send_error(request_id, JsonRpcInvalidRequest("the server is shutting down"))
            return
        try:
            message = self.structure_message(raw)
        except JsonRpcException as error:
            logger.error("%s: %s", raw.get("method", "a response"), error.message)
            if is_request:
                self._send_error(request_id, error)
            return
        self.handle_message(message)

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcInvalidParams as error:
            raise JsonRpcInvalidParams(_invalid_fields(error.__cause__)) from None
        except JsonRpcException as error:
            raise JsonRpcInvalidParams(f"cannot read the message: {error.__cause__}") from None

    def _send_error(self, request_id: Any, error: JsonRpcException) -> None:
        if not isinstance(request_id, (int, str)):
            request_id = None
        self._send_data(ResponseErrorMessage(id=request_id, error=error.to_response_error()))

    def __init__(self, *arguments: Any, **options: Any) -> None:
        super().__init__(*arguments, **options)
        self.answered_early: set[Any] = set()
        """Requests answered before the server loaded (``early``): not answered again."""

    def _send_response(
        self, msg_id: Any, result: Any | None = None, error: ResponseError | None = None
    ) -> None:
        if msg_id in self.answered_early:
            self.answered_early.discard(msg_id)
            return
        if error is not None and isinstance(error.data, dict) and "traceback" in error.data:
            logger.error(
                "request %s failed: %s\n%s", msg_id, error.message, "".join(error.data["traceback"])
            )
            error = ResponseError(code=error.code, message=error.message)
        super()._send_response(msg_id, result, error)

    def _handle_notification(self, method_name: str, params: Any) -> None:
        before = set(self._request_futures)
        super()._handle_notification(method_name, params)
        for key in set(self._request_futures) - before:
            future = self._request_futures[key]
            if future.done():
                del self._request_futures[key]
            else:
                future.add_done_callback(partial(self._forget, key))

    def _forget(self, key: Any, future: Any) -> None:
        self._request_futures.pop(key, None)


def _invalid_fields(cause: BaseException | None) -> str:
    """``invalid params: textDocument.uri: expected str`` from cattrs' validation error."""
    if not isinstance(cause, cattrs.BaseValidationError):
        return f"invalid params: {cause}"
    problems = []
    for problem in cattrs.transform_error(cause):
        what, _, where = problem.partition(" @ ")
        field = re.sub(r"_([a-z])", lambda m: m.group(1).upper(), where.removeprefix("$."))
        problems.append(f"{field.removeprefix('params.')}: {what}")
    return "invalid params: " + "; ".join(problems)


class _ClientWriter(StdoutWriter):
    """pygls' writer, dropping what is sent once the stream is closed (the server has shut down).

    pygls reports a failed write by sending a message about it, which fails the same way, and so
    on until the recursion limit; each round logs a traceback.
    """

    def __init__(self, stream: BinaryIO) -> None:
        super().__init__(stream)
        self.closed = False

    def close(self) -> None:
        self.closed = True
        super().close()  # type: ignore[no-untyped-call]  # pygls leaves it untyped

    def write(self, data: bytes) -> None:
        if self.closed:
            logger.debug("not sent, the stream is closed: %.200r", data)
            return
        try:
            super().write(data)
        except ValueError:  # closed under us
            self.closed = True
            logger.info("the stream to the client is closed; later messages are dropped")


class StreamServer(LanguageServer):
    """A pygls language server reading its stream with ``framing``."""

    def start_io(
        self,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        started: early.Started | None = None,
    ) -> None:
        """Serve over a byte stream until ``exit`` or the end of the input; ``started`` holds
        what was read (and answered) before the server loaded."""
        self._stop_event = threading.Event()
        self.protocol.set_writer(_ClientWriter(stdout or sys.stdout.buffer))
        try:
            asyncio.run(self._serve(stdin or sys.stdin.buffer, started or early.Started(b"")))
        except BrokenPipeError:
            logger.error("the connection to the client is lost; exiting")
        except (KeyboardInterrupt, SystemExit):
            pass
        finally:
            self.shutdown()  # type: ignore[no-untyped-call]  # pygls leaves it untyped

    @property
    def onnxscribe_protocol(self) -> OnnxscribeProtocol:
        protocol = self.protocol
        assert isinstance(protocol, OnnxscribeProtocol)
        return protocol

    async def _serve(self, stdin: BinaryIO, started: early.Started) -> None:
        loop = asyncio.get_running_loop()
        chunks: asyncio.Queue[bytes] = asyncio.Queue()
        if started.answered is not None:
            self.onnxscribe_protocol.answered_early.add(started.answered)
        if started.consumed:
            chunks.put_nowait(started.consumed)
        threading.Thread(
            target=_pump, args=(stdin, loop, chunks), daemon=True, name="onnxscribe-stdin"
        ).start()
        reader = framing.FrameReader()
        while self._stop_event is not None and not self._stop_event.is_set():
            stall = STALL_SECONDS if reader.waiting_for_body else None
            try:
                chunk = await asyncio.wait_for(chunks.get(), stall)
            except asyncio.TimeoutError:
                logger.warning("a message stalled for %g s before its end", STALL_SECONDS)
                found = reader.flush()
            else:
                if not chunk:
                    logger.info("the client closed its end of the stream; exiting")
                    return
                found = reader.feed(chunk)
            for item in found:
                self.onnxscribe_protocol.receive(item)


def _pump(stream: BinaryIO, loop: asyncio.AbstractEventLoop, chunks: asyncio.Queue[bytes]) -> None:
    """Read the client's stream (in a thread) into ``chunks``; an empty chunk ends it."""
    read = getattr(stream, "read1", stream.read)
    while True:
        try:
            chunk = bytes(read(65536))
        except (OSError, ValueError):
            chunk = b""
        try:
            loop.call_soon_threadsafe(chunks.put_nowait, chunk)
        except RuntimeError:  # the loop is closed: the server is exiting
            return
        if not chunk:
            return
