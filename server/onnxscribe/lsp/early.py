"""Answering ``initialize`` before the protocol libraries load.

Importing lsprotocol (about a thousand classes) takes longer than anything else the server does
at start-up. The editor waits for the answer to ``initialize`` before it sends the document, so
that answer is written here from plain JSON, as soon as the request arrives; the server then
loads, handles the same request (without answering it again) and reads on.

The capabilities are the ones pygls computes for the server's handlers and the client's
capabilities: the values both use are in ``capabilities``, and a test compares the two answers
for several clients.

While the server still loads, the first Python document the editor opens is handed to the
analysis process at once and its diagnostics are published from plain JSON (for clients that
take pushed diagnostics); the server, once loaded, handles the same messages again and does not
publish the same diagnostics twice.

The server's import waits (``Loading``) until those diagnostics are out, so that on a busy
machine it does not take processor time from the analysis the editor waits for; it starts at
once when the editor sends a request (only the server answers it), and at the latest after
``LOAD_WAIT_SECONDS``.
"""

from __future__ import annotations

import copy
import importlib
import json
import logging
import os
import select
import threading
import time
from dataclasses import dataclass, field, replace
from multiprocessing.connection import Connection
from typing import Any, BinaryIO
from urllib.parse import unquote, urlparse

from onnxscribe import __version__
from onnxscribe.core import bounded
from onnxscribe.lsp import capabilities as offered
from onnxscribe.lsp import worker
from onnxscribe.lsp.capabilities import json_get, pull_diagnostics
from onnxscribe.lsp.data import DocumentData
from onnxscribe.lsp.diagnostics import document_json, publish_params
from onnxscribe.lsp.environments import in_environment
from onnxscribe.lsp.files import read_source_file
from onnxscribe.lsp.framing import Frame, FrameReader, Unreadable, parse_message
from onnxscribe.lsp.positions import document_lines
from onnxscribe.lsp.settings import parse_settings
from onnxscribe.lsp.spawn import Spawned

logger = logging.getLogger(__name__)

POLL_SECONDS = 0.05
"""How often the start-up phase looks whether the server has loaded, while it waits."""

ENCODINGS = ("utf-8", "utf-16", "utf-32")

LOAD_WAIT_SECONDS = 5.0
"""The longest the server's import waits for the first document's diagnostics."""

EDITOR_GONE = "the editor no longer reads the server's messages (it quit); stopping"
"""What the log says when a write finds the editor's end of the output closed."""


class Loading:
    """The import of the server module, in a thread that starts it once ``release`` is called
    (or ``wait`` seconds after it was made)."""

    def __init__(self, module: str, wait: float = LOAD_WAIT_SECONDS) -> None:
        self._allowed = threading.Event()
        self._thread = threading.Thread(
            target=self._load, args=(module, wait), daemon=True, name="onnxscribe-load"
        )
        self._thread.start()

    def _load(self, module: str, wait: float) -> None:
        if not self._allowed.wait(wait):
            self.release(f"waited {wait:g} s")
        importlib.import_module(module)

    def release(self, reason: str) -> None:
        """Let the import start now (``reason``: why, for the log)."""
        if not self._allowed.is_set():
            logger.info("start-up: loading the server (%s)", reason)
            self._allowed.set()

    def is_alive(self) -> bool:
        """Whether the server is still loading (or waiting to)."""
        return self._thread.is_alive()

    def join(self) -> None:
        self._thread.join()


@dataclass(frozen=True)
class Started:
    """What was read before the server took over."""

    consumed: bytes
    """Everything read from the stream so far, to be read again by the server."""
    answered: int | str | None = None
    """The id of the ``initialize`` request answered here (None: none was)."""
    params: dict[str, Any] | None = field(default=None, compare=False)
    """The params of that ``initialize`` request."""
    worker_ready: Any = field(default=None, compare=False)
    """The analysis process's ``worker.Ready`` message, when it was read here."""
    worker_stopped: bool = field(default=False, compare=False)
    """The analysis process went over its budget (or exited) here: the server starts another."""
    published: dict[str, tuple[int | None, list[dict[str, Any]]]] = field(
        default_factory=dict, compare=False
    )
    """Diagnostics published here: uri -> (version, the diagnostics as sent)."""


def answer_initialize(stream: BinaryIO, out: BinaryIO) -> Started:
    """Read up to the first message; when it is ``initialize``, answer it."""
    read = getattr(stream, "read1", stream.read)
    reader = FrameReader()
    read_so_far = bytearray()
    while True:
        chunk = bytes(read(65536))
        if not chunk:
            return Started(bytes(read_so_far))
        read_so_far += chunk
        found = reader.feed(chunk)
        if found:
            break
    consumed = bytes(read_so_far)
    first = found[0]
    message = _json(first.body) if isinstance(first, Frame) else None
    if not isinstance(message, dict) or message.get("method") != "initialize":
        return Started(consumed)
    request_id = message.get("id")
    params = message.get("params")
    if not _is_id(request_id) or not isinstance(params, dict):
        return Started(consumed)
    capabilities = params.get("capabilities")
    response = {
        "jsonrpc": "2.0",
        "id": request_id,
        "result": initialize_result(capabilities if isinstance(capabilities, dict) else {}),
    }
    _send(out, response)
    logger.info("start-up: initialize answered")
    return Started(consumed, request_id, params)


def _is_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _send(out: BinaryIO, message: dict[str, Any]) -> None:
    body = json.dumps(message).encode()
    out.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    out.flush()


def first_diagnostics(
    stream: BinaryIO,
    out: BinaryIO,
    started: Started,
    spawned: Spawned,
    loading: Loading,
) -> Started:
    """Before the server has loaded: read on; when a Python document is opened, have the
    analysis process (``spawned``, not used by anyone else meanwhile) analyze it and publish its
    diagnostics. Returns what was read, received and published. An analysis over the time or
    memory budget of the settings is stopped with its process, and nothing is published: the
    server analyzes the document again in a new process, under its budgets. A request from the
    editor meanwhile releases ``loading``; a change of the document leaves it to the server.

    Only where the input can be waited for with ``select`` (not on Windows), and only for
    clients that take pushed diagnostics (pull clients ask the loaded server)."""
    params = started.params
    if started.answered is None or params is None or os.name == "nt":
        return started
    client = params.get("capabilities")
    client = client if isinstance(client, dict) else {}
    if pull_diagnostics(client):
        return started
    try:
        received = _Input(stream, started.consumed)
    except (OSError, AttributeError, ValueError):
        return started
    started = _publish_first(received, out, started, client, spawned, loading)
    return replace(started, consumed=bytes(received.consumed))


def _publish_first(
    received: _Input,
    out: BinaryIO,
    started: Started,
    client: dict[str, Any],
    spawned: Spawned,
    loading: Loading,
) -> Started:
    opened = _wait_for_open(received, loading)
    if opened is None or started.params is None:
        return started
    settings, _ = parse_settings(started.params.get("initializationOptions"))
    uri, version, text, path = opened
    logger.info("start-up: %s opened; analyzing it before the server loads", uri)
    request = worker.AnalyzeRequest(
        uri,
        path,
        text,
        settings.default_opset,
        settings.project,
        settings.max_file_mb,
        settings.memory_mb,
        primer=True,
    )
    process, analysis = spawned
    try:
        analysis.send((0, request))
    except (OSError, ValueError):
        return started
    budget = _Budget(time.monotonic() + settings.analysis_timeout_ms / 1000, settings.memory_mb)
    ready, data = _wait_for_reply(analysis, received, uri, loading, budget, process.pid)
    if data is _STOPPED:
        logger.info("start-up: the analysis of %s went over its budget or exited", uri)
        process.kill()
        process.join(5)
        return replace(started, worker_stopped=True)
    started = replace(started, worker_ready=ready)
    if not isinstance(data, DocumentData):
        return started
    published = _diagnostics_json(data, client, opened)
    _send(
        out,
        {
            "jsonrpc": "2.0",
            "method": "textDocument/publishDiagnostics",
            "params": publish_params(uri, published, version),
        },
    )
    logger.info("start-up: published the diagnostics of %s version %s", uri, version)
    return replace(started, published={uri: (version, published)})


_Opened = tuple[str, "int | None", str, "str | None"]
"""A document opened: uri, version, text and file path."""


class _Input:
    """The editor's messages, read as they arrive; everything read goes to the server later."""

    def __init__(self, stream: BinaryIO, consumed: bytes) -> None:
        self.descriptor = stream.fileno()
        self._read = getattr(stream, "read1", stream.read)
        self._reader = FrameReader()
        self.consumed = bytearray(consumed)
        self.waiting: list[Any] = _messages(self._reader.feed(consumed))
        """Messages read but not yet looked at."""

    def take(self, timeout: float) -> list[Any] | None:
        """The messages waiting, else those that arrive within ``timeout`` seconds (None: the
        stream has ended); a message that cannot be read is None."""
        if self.waiting:
            messages, self.waiting = self.waiting, []
            return messages
        if not select.select([self.descriptor], [], [], timeout)[0]:
            return []
        chunk = bytes(self._read(65536))
        if not chunk:
            return None
        self.consumed += chunk
        return _messages(self._reader.feed(chunk))


def _messages(found: list[Any]) -> list[Any]:
    return [_json(frame.body) if isinstance(frame, Frame) else None for frame in found]


def _wait_for_open(received: _Input, loading: Loading) -> _Opened | None:
    """Read until a Python document is opened (the messages after it wait in ``received``) or
    the server has loaded; a request releases ``loading``."""
    while loading.is_alive():
        messages = received.take(POLL_SECONDS)
        if messages is None:
            return None
        if any(_is_request(message) for message in messages):
            loading.release("a request arrived")
        for index, message in enumerate(messages):
            opened = _opened(message)
            if opened is not None:
                received.waiting = messages[index + 1 :]
                return opened
    return None


def _is_request(message: Any) -> bool:
    """Whether a message is a request (other than the ``initialize`` answered here) or could not
    be read (None): only the server answers either."""
    if not isinstance(message, dict):
        return True
    return "id" in message and message.get("method") != "initialize"


def _opened(message: Any) -> _Opened | None:
    if not isinstance(message, dict) or message.get("method") != "textDocument/didOpen":
        return None
    document = json_get(message, "params.textDocument")
    if not isinstance(document, dict):
        return None
    uri, text, version = document.get("uri"), document.get("text"), document.get("version")
    language = document.get("languageId")
    if not isinstance(uri, str) or not isinstance(text, str) or not uri.startswith("file:"):
        return None
    if language not in (None, "", "python") and not uri.endswith((".py", ".pyi")):
        return None
    if in_environment(_file_path(uri)):
        return None  # never diagnosed (the server's own rule)
    return uri, version if isinstance(version, int) else None, text, _file_path(uri)


def _file_path(uri: str) -> str:
    """The path of a ``file:`` URI (POSIX: this phase does not run on Windows)."""
    return unquote(urlparse(uri).path)


@dataclass(frozen=True)
class _Budget:
    deadline: float
    """``time.monotonic()`` by which the reply must have come."""
    memory_mb: int | None


_STOPPED = object()
"""The reply of an analysis process that went over its budget or exited."""


def _wait_for_reply(
    analysis: Connection,
    received: _Input,
    uri: str,
    loading: Loading,
    budget: _Budget,
    pid: int | None,
) -> tuple[Any, Any]:
    """The analysis process's ``Ready`` (when it comes now) and its reply: None when the server
    loaded first or the editor changed (or closed) the document meanwhile (the server then gets
    the reply, and ignores it), ``_STOPPED`` when the analysis went over its budget or the
    process exited. A request meanwhile releases ``loading``."""
    ready = None
    while True:
        messages = received.take(0)
        if messages is None or any(_changes(message, uri) for message in messages):
            return ready, None
        if any(_is_request(message) for message in messages):
            loading.release("a request arrived")
        try:
            waiting = analysis.poll(POLL_SECONDS)
            if waiting:
                _, reply = analysis.recv()
        except (EOFError, OSError):
            return ready, _STOPPED
        if waiting and isinstance(reply, worker.Ready):
            ready = reply
        elif waiting:
            return ready, reply
        if time.monotonic() > budget.deadline or _over_memory(ready, budget.memory_mb, pid):
            return ready, _STOPPED
        if not waiting and not loading.is_alive():
            return ready, None


def _changes(message: Any, uri: str) -> bool:
    """Whether a message changes or closes the document ``uri``."""
    return (
        isinstance(message, dict)
        and message.get("method") in ("textDocument/didChange", "textDocument/didClose")
        and json_get(message, "params.textDocument.uri") == uri
    )


def _over_memory(ready: Any, memory_mb: int | None, pid: int | None) -> bool:
    """Whether the process is over its memory budget (see ``core/bounded``)."""
    return isinstance(ready, worker.Ready) and bounded.over_memory(pid, ready.rss, memory_mb)


def _diagnostics_json(
    data: DocumentData, client: dict[str, Any], opened: _Opened
) -> list[dict[str, Any]]:
    uri, version, text, path = opened
    return document_json(
        data.diagnostics,
        document_path=path,
        document_uri=uri,
        lines=document_lines(text),
        encoding=position_encoding(client),
        version=version,
        related_support=bool(
            json_get(client, "textDocument.publishDiagnostics.relatedInformation")
        ),
        lines_for=_lines_of,
    )


def _lines_of(path: str) -> list[str] | None:
    text = read_source_file(path)
    return None if text is None else document_lines(text)


def initialize_result(client: dict[str, Any]) -> dict[str, Any]:
    sync: dict[str, Any] = {"openClose": True, "change": 2, "save": True}
    if json_get(client, "textDocument.synchronization.willSave") is not None:
        sync["willSave"] = False
    if json_get(client, "textDocument.synchronization.willSaveWaitUntil") is not None:
        sync["willSaveWaitUntil"] = False
    capabilities: dict[str, Any] = {
        "positionEncoding": position_encoding(client),
        "textDocumentSync": sync,
        "completionProvider": offered.COMPLETION,
        "hoverProvider": True,
        "signatureHelpProvider": offered.SIGNATURE_HELP,
        "definitionProvider": True,
        "referencesProvider": True,
        "documentSymbolProvider": True,
        "codeActionProvider": offered.CODE_ACTION,
        "workspaceSymbolProvider": {"resolveProvider": False},
        "renameProvider": {"prepareProvider": False}
        if json_get(client, "textDocument.rename.prepareSupport")
        else True,
        "executeCommandProvider": {"commands": list(offered.COMMANDS)},
        "inlayHintProvider": offered.INLAY_HINT,
        "codeLensProvider": offered.CODE_LENS,
        "workspace": {
            "workspaceFolders": {"supported": True, "changeNotifications": True},
            "fileOperations": {},
        },
    }
    if pull_diagnostics(client):
        capabilities["diagnosticProvider"] = offered.DIAGNOSTIC
    return {
        "capabilities": copy.deepcopy(capabilities),  # the table's values stay unchanged
        "serverInfo": {"name": "onnxscribe", "version": __version__},
    }


def position_encoding(client: dict[str, Any]) -> str:
    choices = json_get(client, "general.positionEncodings")
    for encoding in choices if isinstance(choices, list) else []:
        if encoding in ENCODINGS:
            return str(encoding)
    return "utf-16"


def _json(body: bytes) -> Any:
    try:
        return parse_message(body)
    except Unreadable:
        return None
