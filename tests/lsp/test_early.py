"""``initialize`` is answered before the protocol libraries load, with what pygls would answer."""

from __future__ import annotations

import dataclasses
import io
import json
import time
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from onnxscribe.lsp import early
from onnxscribe.lsp.server import server
from pygls.capabilities import ServerCapabilitiesBuilder
from pygls.protocol import default_converter
from pytest_lsp import client_capabilities
from raw_client import RawClient

CONVERTER = default_converter()
PULL = {"textDocument": {"diagnostic": {}}, "workspace": {"diagnostics": {"refreshSupport": True}}}
CLIENTS: dict[str, dict[str, Any]] = {
    "visual-studio-code": CONVERTER.unstructure(client_capabilities("visual-studio-code")),
    "neovim": CONVERTER.unstructure(client_capabilities("neovim")),
    "bare": {},
    "pull": PULL,
}


def _pygls_answer(client: dict[str, Any]) -> dict[str, Any]:
    """What pygls computes for the server's handlers and this client."""
    capabilities = CONVERTER.structure(client, types.ClientCapabilities)
    features = server.protocol.fm
    names = set({**features.features, **features.builtin_features})
    options = dict(features.feature_options)
    if early.pull_diagnostics(client):
        names.add(types.TEXT_DOCUMENT_DIAGNOSTIC)
        options[types.TEXT_DOCUMENT_DIAGNOSTIC] = types.DiagnosticOptions(
            inter_file_dependencies=False, workspace_diagnostics=False
        )
    built = ServerCapabilitiesBuilder(
        capabilities,
        names,
        options,
        list(features.commands),
        server._text_document_sync_kind,
        server._notebook_document_sync,
        ServerCapabilitiesBuilder.choose_position_encoding(capabilities),
    ).build()
    return CONVERTER.unstructure(
        types.InitializeResult(capabilities=built, server_info=server.protocol.server_info)
    )


@pytest.mark.parametrize("name", list(CLIENTS))
def test_the_early_answer_is_what_pygls_would_answer(name: str) -> None:
    assert early.initialize_result(CLIENTS[name]) == _pygls_answer(CLIENTS[name])


def _frame(message: object) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_only_an_initialize_request_is_answered_early() -> None:
    initialize = _frame(
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}
    )
    following = _frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    out = io.BytesIO()
    started = early.answer_initialize(io.BytesIO(initialize + following), out)
    assert started.answered == 1 and started.consumed == initialize + following
    assert b'"hoverProvider": true' in out.getvalue()
    other = _frame({"jsonrpc": "2.0", "id": 1, "method": "shutdown"})
    out = io.BytesIO()
    assert early.answer_initialize(io.BytesIO(other), out) == early.Started(other)
    assert out.getvalue() == b""


@pytest.mark.slow
@pytest.mark.parametrize("name", ["neovim", "pull"])
def test_the_server_answers_initialize_once(name: str, tmp_path: Path) -> None:
    client = RawClient(tmp_path / "server.log")
    try:
        answer = client.response(
            client.request(
                "initialize",
                {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": CLIENTS[name]},
            )
        )
        assert answer["result"] == _pygls_answer(CLIENTS[name])
        client.notify("initialized", {})
        symbols = client.request("workspace/symbol", {"query": "nothing"})
        assert client.response(symbols)["result"] == []
        assert client.responses == {}  # no second answer to `initialize`
        assert "Registered" in (tmp_path / "server.log").read_text()
    finally:
        client.close()


def test_the_early_json_is_what_the_server_sends() -> None:
    """The start-up phase sends diagnostics as JSON; the server builds its protocol objects from
    the same JSON, so equal results are recognized (and not sent twice)."""
    from onnxscribe import analyze
    from onnxscribe.core.diagnostics import Related, Span
    from onnxscribe.lsp import to_lsp
    from onnxscribe.lsp.diagnostics import diagnostic_json
    from onnxscribe.lsp.positions import document_lines

    found = analyze(TEXT, "/w/m.py").diagnostics
    assert found and found[0].fixes
    elsewhere = Related(Span("/w/other.py", 1, 1, 1, 4), "defined here")
    here = Related(Span("/w/m.py", 1, 6, 1, 16), "imported here")
    found = [*found, dataclasses.replace(found[0], hint=None, related=(elsewhere, here))]
    arguments: dict[str, Any] = {
        "document_path": "/w/m.py",
        "document_uri": "file:///w/m.py",
        "lines": document_lines(TEXT),
        "encoding": "utf-16",
        "version": 3,
        "lines_for": lambda path: ["def g(): pass"],
    }
    for related_support in (True, False):
        as_json = [diagnostic_json(d, related_support=related_support, **arguments) for d in found]
        built = [to_lsp.diagnostic(d, related_support=related_support, **arguments) for d in found]
        assert to_lsp.as_json(built) == as_json
    assert as_json[0]["data"]["fixes"]


TEXT = (
    "from onnxscribe import script, FLOAT, opset18 as op\n\n"
    '@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu2(X)\n'
)


@pytest.mark.slow
def test_the_first_document_is_published_before_the_server_loads(tmp_path: Path) -> None:
    client = RawClient(tmp_path / "server.log")
    try:
        capabilities = {"textDocument": {"publishDiagnostics": {"relatedInformation": True}}}
        answer = client.response(
            client.request(
                "initialize",
                {
                    "processId": None,
                    "rootUri": tmp_path.as_uri(),
                    "capabilities": capabilities,
                    "initializationOptions": {"delay": 0},
                },
            )
        )
        assert "result" in answer
        client.notify("initialized", {})
        path = tmp_path / "model.py"
        path.write_text(TEXT, encoding="utf-8")
        document = {"uri": path.as_uri(), "languageId": "python", "version": 1, "text": TEXT}
        client.notify("textDocument/didOpen", {"textDocument": document})
        log = tmp_path / "server.log"
        _wait(client, lambda: "version 1 in" in log.read_text())  # the server analyzed it too
        fixed = TEXT.replace("Relu2", "Relu")
        client.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": path.as_uri(), "version": 2},
                "contentChanges": [{"text": fixed}],
            },
        )
        _wait(client, lambda: len(_published(client)) >= 2)
        published = _published(client)
        assert [p["version"] for p in published] == [1, 2]  # version 1 once, not twice
        first = published[0]["diagnostics"]
        assert [d["code"] for d in first] == ["OXS301"]
        assert first[0]["data"]["fixes"][0]["title"] == "Replace with Relu"
        assert published[1]["diagnostics"] == []
        # The server analyzed version 1 too (from the analysis process's cache) but sent only
        # version 2: version 1 was published before it loaded, with the same diagnostics.
        text = log.read_text()
        assert "version 1 in" in text and "(1 of 1 functions reused)" in text
        sent = [line for line in text.splitlines() if "textDocument/publishDiagnostics" in line]
        assert len(sent) == 1 and '"version": 2' in sent[0]
    finally:
        client.close()


def _published(client: RawClient) -> list[dict[str, Any]]:
    return [
        n["params"]
        for n in client.notifications
        if n.get("method") == "textDocument/publishDiagnostics"
    ]


def _wait(client: RawClient, condition: Any, timeout: float = 30.0) -> None:
    """Until ``condition()`` holds, reading what the server sends meanwhile."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        client.response(client.request("workspace/symbol", {"query": "nothing"}))
        time.sleep(0.05)
