"""The message stream of the language server: pygls' protocol and server, answering every request.

The server reads its input itself (``framing``), so that a frame with a wrong ``Content-Length``
or garbage between frames never leaves it stuck; every request gets an answer (an error when it
cannot be read), and error responses carry no traceback (it goes to the log).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import sys
import threading
from collections.abc import Callable
from functools import partial
from typing import Any, BinaryIO

import cattrs
from lsprotocol import types
from lsprotocol.types import ResponseError
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcParseError,
    JsonRpcServerNotInitialized,
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
            raw = framing.parse_message(found.body)
        except framing.Unreadable as error:
            logger.error("unreadable message from the client: %s", error)
            if error.too_deep:  # JSON, so the request it holds is answered
                request = framing.request_id_in(found.body)
                self._send_error(request, JsonRpcInvalidRequest(str(error)))
            else:
                self._send_error(None, JsonRpcParseError(str(error)))
            return
        refusal = self._refusal(raw)
        if refusal is not None:
            request_id, refused = refusal
            logger.error("message refused: %s", refused.message)
            if request_id is not _NO_ANSWER:
                self._send_error(request_id, refused)
            return
        is_request = "method" in raw and "id" in raw
        if raw.get("method") == types.INITIALIZE:
            self.initialize_seen = True
        try:
            message = self.structure_message(raw)
        except JsonRpcException as error:
            logger.error("%s: %s", raw.get("method", "a response"), error.message)
            if raw.get("method") == types.INITIALIZE:
                self.initialize_seen = False
            if is_request:
                self._send_error(raw["id"], error)
            return
        self.handle_message(message)

    def _refusal(self, raw: Any) -> tuple[Any, JsonRpcException] | None:
        """Why a parsed message is not handled, and the id to answer (``_NO_ANSWER``: none)."""
        if not isinstance(raw, dict) or raw.get("jsonrpc") != self.VERSION:
            request_id = raw.get("id") if isinstance(raw, dict) else None
            return request_id, JsonRpcInvalidRequest("not a JSON-RPC 2.0 message")
        method = raw.get("method")
        if "id" in raw and not _is_id(raw["id"], response=method is None):
            answer = None if method is not None else _NO_ANSWER
            return answer, JsonRpcInvalidRequest("an id must be a number or a string")
        if method is not None and not isinstance(method, str):
            answer = raw.get("id") if "id" in raw else _NO_ANSWER
            return answer, JsonRpcInvalidRequest("a method must be a string")
        if method is None or method == types.EXIT:
            return None
        is_request = "id" in raw
        if method == types.INITIALIZE and not is_request:
            return _NO_ANSWER, JsonRpcInvalidRequest("initialize must be a request")
        if not self.initialize_seen and method != types.INITIALIZE:
            if not is_request:
                return _NO_ANSWER, JsonRpcServerNotInitialized(f"{method} before initialize")
            return raw["id"], JsonRpcServerNotInitialized("the server is not initialized yet")
        if method == types.INITIALIZE and self.initialize_seen:
            answer = raw["id"] if is_request else _NO_ANSWER
            return answer, JsonRpcInvalidRequest("the server is already initialized")
        if is_request and self._shutdown:
            return raw["id"], JsonRpcInvalidRequest("the server is shutting down")
        return None

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcInvalidParams as error:
            raise JsonRpcInvalidParams(_invalid_fields(error.__cause__)) from None
        except JsonRpcException as error:
            raise JsonRpcInvalidParams(f"cannot read the message: {error.__cause__}") from None

    def _send_error(self, request_id: Any, error: JsonRpcException) -> None:
        if not _is_id(request_id):
            request_id = None
        # As a plain object: lsprotocol would leave out an id of None, which JSON-RPC requires.
        self._send_data(
            {
                "jsonrpc": self.VERSION,
                "id": request_id,
                "error": {"code": error.code, "message": error.message},
            }
        )

    def notify_json(self, method: str, params: dict[str, Any]) -> None:
        """Send a notification whose params are already the JSON the protocol sends."""
        self._send_data({"jsonrpc": self.VERSION, "method": method, "params": params})

    def __init__(self, *arguments: Any, **options: Any) -> None:
        super().__init__(*arguments, **options)
        self.answered_early: set[Any] = set()
        """Requests answered before the server loaded (``early``): not answered again."""
        self.initialize_seen = False
        """Whether ``initialize`` came (requests before it are refused, and a second one)."""

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


_NO_ANSWER = object()
"""A refused message that is not answered (a notification, or a response from the client)."""


def _is_id(value: Any, response: bool = False) -> bool:
    """Whether ``value`` is a JSON-RPC id (a response's id may be null: its request was
    unreadable)."""
    if value is None:
        return response
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


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
    """pygls' writer, dropping what is sent once the stream is closed (the server has shut down,
    or the editor is gone).

    pygls reports a failed write by sending a message about it, which fails the same way, and so
    on until the recursion limit; each round logs a traceback. A stream the editor no longer
    reads (it quit while the server was writing: Neovim's ``qall!``) means the editor is gone:
    one line is logged and ``gone`` is called (the server stops).
    """

    def __init__(self, stream: BinaryIO) -> None:
        super().__init__(stream)
        self.closed = False
        self.gone: Callable[[], None] = lambda: None

    def close(self) -> None:
        self.closed = True
        with contextlib.suppress(OSError):  # what the editor no longer reads cannot be flushed
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
        except (BrokenPipeError, ConnectionResetError):
            logger.info(early.EDITOR_GONE)
            self.close()
            self.gone()


class StreamServer(LanguageServer):
    """A pygls language server reading its stream with ``framing``."""

    exit_status = 0
    """The process's exit status once ``start_io`` returns (the end of the input: 0)."""

    def start_io(
        self,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        started: early.Started | None = None,
    ) -> None:
        """Serve over a byte stream until ``exit`` or the end of the input; ``started`` holds
        what was read (and answered) before the server loaded."""
        self._stop_event = threading.Event()
        self._writer = _ClientWriter(stdout or sys.stdout.buffer)
        self.protocol.set_writer(self._writer)
        try:
            asyncio.run(self._serve(stdin or sys.stdin.buffer, started or early.Started(b"")))
        except BrokenPipeError:
            logger.error("the connection to the client is lost; exiting")
        except KeyboardInterrupt:
            pass
        except SystemExit as exit:  # `exit`: 0 after `shutdown`, 1 without (pygls decides)
            self.exit_status = exit.code if isinstance(exit.code, int) else 1
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

        # The editor gone (its end of the server's output closed): as at the end of the input.
        def gone() -> None:
            loop.call_soon_threadsafe(chunks.put_nowait, b"")

        self._writer.gone = gone
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
                    if not self._writer.closed:  # (else the writer said why)
                        logger.info("the client closed its end of the stream; exiting")
                    return
                found = reader.feed(chunk)
            for item in found:
                self.onnxscribe_protocol.receive(item)


def _pump(stream: BinaryIO, loop: asyncio.AbstractEventLoop, chunks: asyncio.Queue[bytes]) -> None:
    """Read the client's stream (in a thread) into ``chunks``; an empty chunk ends it.

    The descriptor is read directly where there is one: a thread blocked inside a buffered
    stream's read holds its lock, and the interpreter aborts when it finalizes that stream at
    exit. (What was read through the buffer so far was all handed out: ``read1`` returns what
    the buffer holds.)"""
    read = getattr(stream, "read1", stream.read)
    try:
        descriptor = stream.fileno()
    except (OSError, AttributeError, ValueError):
        pass
    else:
        read = partial(os.read, descriptor)
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
