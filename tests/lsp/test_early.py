"""``initialize`` is answered before the protocol libraries load, with what pygls would answer."""

from __future__ import annotations

import io
import json
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
