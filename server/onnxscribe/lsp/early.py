"""Answering ``initialize`` before the protocol libraries load.

Importing lsprotocol (about a thousand classes) takes longer than anything else the server does
at start-up. The editor waits for the answer to ``initialize`` before it sends the document, so
that answer is written here from plain JSON, as soon as the request arrives; the server then
loads, handles the same request (without answering it again) and reads on.

The capabilities are the ones pygls computes for the server's handlers and the client's
capabilities; a test compares the two for several clients.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, BinaryIO

from onnxscribe import __version__
from onnxscribe.lsp.framing import Frame, FrameReader

COMMANDS = ["onnxscribe.showOnnx", "onnxscribe.exportModel", "onnxscribe.showGraph"]
ENCODINGS = ("utf-8", "utf-16", "utf-32")


@dataclass(frozen=True)
class Started:
    """What was read before the server took over."""

    consumed: bytes
    """Everything read from the stream so far, to be read again by the server."""
    answered: int | str | None = None
    """The id of the ``initialize`` request answered here (None: none was)."""


def answer_initialize(stream: BinaryIO, out: BinaryIO) -> Started:
    """Read up to the first message; when it is ``initialize``, answer it."""
    read = getattr(stream, "read1", stream.read)
    reader = FrameReader()
    consumed = b""
    while True:
        chunk = bytes(read(65536))
        if not chunk:
            return Started(consumed)
        consumed += chunk
        found = reader.feed(chunk)
        if found:
            break
    first = found[0]
    message = _json(first.body) if isinstance(first, Frame) else None
    if not isinstance(message, dict) or message.get("method") != "initialize":
        return Started(consumed)
    request_id = message.get("id")
    params = message.get("params")
    if not isinstance(request_id, (int, str)) or not isinstance(params, dict):
        return Started(consumed)
    capabilities = params.get("capabilities")
    response = {
        "jsonrpc": "2.0",
        "id": request_id,
        "result": initialize_result(capabilities if isinstance(capabilities, dict) else {}),
    }
    body = json.dumps(response).encode()
    out.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    out.flush()
    return Started(consumed, request_id)


def initialize_result(client: dict[str, Any]) -> dict[str, Any]:
    sync: dict[str, Any] = {"openClose": True, "change": 2, "save": True}
    if _get(client, "textDocument.synchronization.willSave") is not None:
        sync["willSave"] = False
    if _get(client, "textDocument.synchronization.willSaveWaitUntil") is not None:
        sync["willSaveWaitUntil"] = False
    capabilities: dict[str, Any] = {
        "positionEncoding": position_encoding(client),
        "textDocumentSync": sync,
        "completionProvider": {"triggerCharacters": [".", "(", ","], "resolveProvider": True},
        "hoverProvider": True,
        "signatureHelpProvider": {"triggerCharacters": ["(", ","], "retriggerCharacters": [")"]},
        "definitionProvider": True,
        "referencesProvider": True,
        "documentSymbolProvider": True,
        "codeActionProvider": {"codeActionKinds": ["quickfix", "refactor.rewrite"]},
        "workspaceSymbolProvider": {"resolveProvider": False},
        "renameProvider": {"prepareProvider": False}
        if _get(client, "textDocument.rename.prepareSupport")
        else True,
        "executeCommandProvider": {"commands": COMMANDS},
        "inlayHintProvider": {"resolveProvider": False},
        "workspace": {
            "workspaceFolders": {"supported": True, "changeNotifications": True},
            "fileOperations": {},
        },
    }
    if pull_diagnostics(client):
        capabilities["diagnosticProvider"] = {
            "interFileDependencies": False,
            "workspaceDiagnostics": False,
        }
    return {
        "capabilities": capabilities,
        "serverInfo": {"name": "onnxscribe", "version": __version__},
    }


def pull_diagnostics(client: dict[str, Any]) -> bool:
    """Pull diagnostics only for clients that can also be told to refresh them."""
    return _get(client, "textDocument.diagnostic") is not None and bool(
        _get(client, "workspace.diagnostics.refreshSupport")
    )


def position_encoding(client: dict[str, Any]) -> str:
    offered = _get(client, "general.positionEncodings")
    for encoding in offered if isinstance(offered, list) else []:
        if encoding in ENCODINGS:
            return str(encoding)
    return "utf-16"


def _get(data: Any, path: str) -> Any:
    for key in path.split("."):
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data


def _json(body: bytes) -> Any:
    try:
        return json.loads(body)
    except ValueError:
        return None
