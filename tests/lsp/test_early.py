"""``initialize`` is answered before the protocol libraries load, with what pygls would answer."""

from __future__ import annotations

import dataclasses
import io
import json
import logging
import queue
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from onnxscribe.lsp import early
from onnxscribe.lsp.server import server
from onnxscribe.lsp.worker import TEST_DELAY
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


def test_the_published_json_is_what_lsprotocol_would_send() -> None:
    """Diagnostics have one form, the JSON the start-up phase and the server publish as it is:
    lsprotocol reads it and writes it back unchanged."""
    from onnxscribe import analyze
    from onnxscribe.core.diagnostics import Related, Span
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
        built = CONVERTER.structure(as_json, list[types.Diagnostic])
        assert CONVERTER.unstructure(built, list[types.Diagnostic]) == as_json
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


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_analysis_process_starts_before_the_editor_sends_anything(tmp_path: Path) -> None:
    client = RawClient(tmp_path / "server.log")
    try:
        pid = client.process.pid
        children = Path(f"/proc/{pid}/task/{pid}/children")
        deadline = time.monotonic() + 30
        while not children.read_text().split():
            assert time.monotonic() < deadline, "no analysis process"
            time.sleep(0.02)
        (child,) = children.read_text().split()
        client.initialize(tmp_path)
        # The server, once loaded, adopts that process: it is the one that analyzes.
        _wait(client, lambda: any(f"(pid {child})" in _logged(n) for n in client.notifications))
    finally:
        client.close()


def _logged(notification: dict[str, Any]) -> str:
    return str(notification.get("params", {}).get("message", ""))


def _opening(path: Path, *requests: dict[str, Any]) -> bytes:
    """What an editor sends first: initialize, initialized, the document opened (written here
    at once, so that the server has all of it before it answers)."""
    path.write_text(TEXT, encoding="utf-8")
    document = {"uri": path.as_uri(), "languageId": "python", "version": 1, "text": TEXT}
    capabilities = {"textDocument": {"publishDiagnostics": {"relatedInformation": True}}}
    params = {"processId": None, "rootUri": path.parent.as_uri(), "capabilities": capabilities}
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": document}},
        *requests,
    ]
    return b"".join(_frame(message) for message in messages)


@pytest.mark.slow
def test_the_server_loads_once_the_first_diagnostics_are_out(tmp_path: Path) -> None:
    """Nothing but the first document's diagnostics waits for the server: it loads after them
    (so that it takes no processor time from that analysis)."""
    log = tmp_path / "server.log"
    client = RawClient(log)
    try:
        client.write(_opening(tmp_path / "model.py"))
        _read_quietly(client, lambda: bool(_published(client)))
        _read_quietly(client, lambda: "start-up: loading the server" in log.read_text())
        text = log.read_text()
        assert text.index("start-up: published the diagnostics") < text.index(
            "start-up: loading the server (the start-up phase is over)"
        )
        assert [d["code"] for d in _published(client)[0]["diagnostics"]] == ["OXS301"]
    finally:
        client.close()


@pytest.mark.slow
def test_a_request_lets_the_server_load_before_the_first_diagnostics(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    client = RawClient(log, env={TEST_DELAY: "20"})  # an analysis the request must not wait for
    try:
        symbols = {"jsonrpc": "2.0", "id": 2, "method": "workspace/symbol", "params": {"query": ""}}
        client.write(_opening(tmp_path / "model.py", symbols))
        answer = client.response(2, timeout=60)
        assert [found["name"] for found in answer["result"]] == ["f"]  # (from the parse)
        assert _published(client) == []
        assert "start-up: loading the server (a request arrived)" in log.read_text()
    finally:
        client.close()


def _read_quietly(client: RawClient, condition: Any, timeout: float = 30.0) -> None:
    """Until ``condition()`` holds, reading what the server sends without sending anything."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        try:
            message = client.messages.get(timeout=0.05)
        except queue.Empty:
            continue
        if "method" not in message:
            client.responses[message["id"]] = message
        elif "id" not in message:
            client.notifications.append(message)


@pytest.mark.slow
def test_a_change_during_the_first_analysis_leaves_the_document_to_the_server(
    tmp_path: Path,
) -> None:
    """The start-up phase never publishes a version the editor has already replaced."""
    log = tmp_path / "server.log"
    client = RawClient(log, env={TEST_DELAY: "2"})
    try:
        path = tmp_path / "model.py"
        fixed = TEXT.replace("Relu2", "Relu")
        change = {
            "jsonrpc": "2.0",
            "method": "textDocument/didChange",
            "params": {
                "textDocument": {"uri": path.as_uri(), "version": 2},
                "contentChanges": [{"text": fixed}],
            },
        }
        client.write(_opening(path, change))
        _read_quietly(client, lambda: bool(_published(client)), timeout=60)
        assert [(p["version"], p["diagnostics"]) for p in _published(client)] == [(2, [])]
        assert "start-up: published" not in log.read_text()
    finally:
        client.close()


def test_the_server_loads_by_itself_when_nothing_releases_it(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.INFO, logger=early.__name__):
        loading = early.Loading("json", wait=0.01)
        loading.join()
        loading.release("too late")
    assert "loading the server (waited 0.01 s)" in caplog.text
    assert "too late" not in caplog.text
