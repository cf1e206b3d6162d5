"""A language server driven by raw JSON-RPC frames over its stdio, for hostile messages.

Every message a test sends could, if anything in it ran, create ``marker`` (the payloads name it);
``assert_serving`` checks that the process is alive, that it still answers a request, that no
Python fatal error reached its log, and that the marker does not exist.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from lsp.raw_client import RawClient

MARKER = "PWNED"
TEXT = (
    "from onnxscribe import script, opset18 as op, FLOAT\n\n"
    "@script()\ndef f(X: FLOAT[2]):\n    return op.Abs(X)\n"
)
ANSWER_SECONDS = 60.0
"""A request unanswered for this long counts as a hang (the answers come in well under one)."""


def payload(root: Path) -> str:
    """Python that creates the marker in ``root`` if anything ever runs it."""
    return f"__import__('os').system('touch {root / MARKER}')"


def started(root: Path, env: dict[str, str] | None = None) -> RawClient:
    """A server process for the workspace ``root`` (not initialized yet)."""
    return RawClient(root / "server.log", env=env)


def serving(root: Path, options: dict[str, Any] | None = None) -> tuple[RawClient, str]:
    """An initialized server with ``model.py`` open (its diagnostics published)."""
    client = started(root)
    answer = client.response(
        client.request(
            "initialize",
            {
                "processId": None,
                "rootUri": root.as_uri(),
                "capabilities": {},
                "initializationOptions": {"delay": 0, **(options or {})},
            },
        ),
        ANSWER_SECONDS,
    )
    assert "result" in answer, answer
    client.notify("initialized", {})
    uri = open_document(client, root / "model.py", TEXT)
    diagnostics(client, uri)
    return client, uri


def open_document(client: RawClient, path: Path, text: str, write: bool = True) -> str:
    if write:
        path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": text}},
    )
    return uri


def diagnostics(client: RawClient, uri: str, version: int | None = None) -> list[dict[str, Any]]:
    """The next diagnostics published for ``uri`` (of ``version``, when given)."""
    deadline = time.monotonic() + ANSWER_SECONDS
    while time.monotonic() < deadline:
        for index, message in enumerate(client.notifications):
            params = message.get("params", {})
            if message.get("method") == "textDocument/publishDiagnostics" and (
                params.get("uri") == uri and version in (None, params.get("version"))
            ):
                del client.notifications[index]
                return list(params["diagnostics"])
        # An unknown method: answered at once, so the notifications before it have arrived.
        client.response(client.request("test/ping", {}), ANSWER_SECONDS)
        time.sleep(0.05)
    raise TimeoutError(f"no diagnostics for {uri}")


def send_bytes(client: RawClient, body: bytes) -> None:
    client.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)


def request_bytes(client: RawClient, method: str, params: bytes) -> int:
    """A request whose params are written as given (JSON Python's encoder could not write)."""
    request_id = client.next_id()
    head = json.dumps({"jsonrpc": "2.0", "id": request_id, "method": method})[:-1]
    send_bytes(client, head.encode() + b', "params": ' + params + b"}")
    return request_id


def hover(client: RawClient, uri: str, line: int = 4, character: int = 15) -> dict[str, Any]:
    params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
    return client.response(client.request("textDocument/hover", params), ANSWER_SECONDS)


def assert_serving(client: RawClient, uri: str, root: Path) -> None:
    """Alive, answering (hover on ``uri``'s ``op.Abs``), no fatal error, no marker."""
    assert client.process.poll() is None, client.log.read_text()[-3000:]
    answer = hover(client, uri)
    assert "Abs(" in answer["result"]["contents"]["value"], answer
    log = client.log.read_text(errors="replace")
    assert "Fatal Python error" not in log
    assert "Error in server" not in log
    assert not (root / MARKER).exists()


def shown_errors(client: RawClient) -> list[str]:
    """Messages the server showed the user as errors."""
    return [
        m["params"]["message"]
        for m in client.notifications
        if m.get("method") == "window/showMessage" and m["params"].get("type") == 1
    ]
