"""Malformed and hostile JSON-RPC messages through a raw client over the server's stdio: each gets
its JSON-RPC answer, and the server keeps serving (alive, answering, nothing run)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from lsp.raw_client import RawClient
from protocol_support import (
    ANSWER_SECONDS,
    MARKER,
    TEXT,
    assert_serving,
    diagnostics,
    hover,
    open_document,
    payload,
    request_bytes,
    send_bytes,
    serving,
    started,
)

pytestmark = pytest.mark.slow

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
NOT_INITIALIZED = -32002


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("protocol")


@pytest.fixture(scope="module")
def server(root: Path) -> Iterator[tuple[RawClient, str]]:
    client, uri = serving(root)
    yield client, uri
    client.close()


def _error(client: RawClient, request_id: object) -> dict[str, object]:
    answer = client.response(request_id, ANSWER_SECONDS)
    assert "result" not in answer, answer
    return answer["error"]


@pytest.mark.parametrize("kind", ["object", "array", "fraction", "boolean", "null"])
def test_a_request_whose_id_is_not_a_number_or_string(
    server: tuple[RawClient, str], root: Path, kind: str
) -> None:
    client, uri = server
    bad_id = {
        "object": {"a": payload(root)},
        "array": [payload(root)],
        "fraction": 1.5,
        "boolean": True,
        "null": None,
    }[kind]
    client.send({"jsonrpc": "2.0", "id": bad_id, "method": "textDocument/hover", "params": {}})
    answer = client.response(None, ANSWER_SECONDS)
    assert answer["id"] is None
    assert answer["error"]["code"] == INVALID_REQUEST
    assert_serving(client, uri, root)


def test_params_nested_a_thousand_deep(server: tuple[RawClient, str], root: Path) -> None:
    client, uri = server
    for depth in (1000, 100_000):
        request = request_bytes(client, "textDocument/hover", b"[" * depth + b"]" * depth)
        error = _error(client, request)
        assert error["code"] == INVALID_REQUEST
        assert "nests deeper than" in str(error["message"])
        assert_serving(client, uri, root)


def test_objects_nested_deep_inside_valid_params(server: tuple[RawClient, str], root: Path) -> None:
    client, uri = server
    deep = b'{"a":' * 990 + b"1" + b"}" * 990
    params = b'{"textDocument": {"uri": "%s"}, "position": {"line": 4, "character": 15}, "x": %s}'
    request = request_bytes(client, "textDocument/hover", params % (uri.encode(), deep))
    assert _error(client, request)["code"] == INVALID_REQUEST
    assert_serving(client, uri, root)


def test_a_parse_error_is_answered_with_a_null_id(
    server: tuple[RawClient, str], root: Path
) -> None:
    client, uri = server
    send_bytes(client, b"{this is not json}")
    answer = client.response(None, ANSWER_SECONDS)
    assert "id" in answer and answer["id"] is None
    assert answer["error"]["code"] == PARSE_ERROR
    assert_serving(client, uri, root)


@pytest.mark.parametrize("number", [b"1e400", b"-1e400", b"NaN", b"Infinity", b"1e300", b"9" * 400])
@pytest.mark.parametrize("key", ["delay", "analysisTimeout", "maxFileSize", "memoryLimit"])
def test_numbers_out_of_range_in_settings_are_ignored(
    server: tuple[RawClient, str], root: Path, key: str, number: bytes
) -> None:
    client, uri = server
    before = len(client.notifications)
    body = b'{"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": '
    body += b'{"settings": {"onnxscribe": {"%s": %s}}}}' % (key.encode(), number)
    send_bytes(client, body)
    # The document is analyzed again under the settings in force, and still served.
    client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    assert_serving(client, uri, root)
    warnings = [
        m["params"]["message"]
        for m in client.notifications[before:]
        if m.get("method") == "window/logMessage" and m["params"]["type"] == 2
    ]
    in_range = key == "maxFileSize" and number == b"1e300"  # megabytes: a float, no limit
    matching = [w for w in warnings if f"setting onnxscribe.{key}" in w]
    assert len(matching) == (0 if in_range else 1), warnings
    assert all(w.endswith("ignored") for w in matching)


def test_a_second_initialize_is_refused(server: tuple[RawClient, str], root: Path) -> None:
    client, uri = server
    request = client.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    error = _error(client, request)
    assert error["code"] == INVALID_REQUEST
    assert "already initialized" in str(error["message"])
    assert_serving(client, uri, root)


def test_requests_before_initialize_are_refused_and_deep_initialize_answered(
    tmp_path: Path,
) -> None:
    client = started(tmp_path)
    try:
        deep = b"[" * 1000 + b"]" * 1000
        params = (
            b'{"processId": null, "rootUri": null, "capabilities": {}, "initializationOptions": %s}'
        )
        first = request_bytes(client, "initialize", params % deep)
        assert _error(client, first)["code"] == INVALID_REQUEST
        before = client.request(
            "textDocument/hover",
            {"textDocument": {"uri": "file:///x.py"}, "position": {"line": 0, "character": 0}},
        )
        assert _error(client, before)["code"] == NOT_INITIALIZED
        client.notify("textDocument/didOpen", {"textDocument": {"uri": payload(tmp_path)}})
        client.notify("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        options = {"delay": 0, "scriptDecorators": [payload(tmp_path)]}
        answer = client.response(
            client.request(
                "initialize",
                {
                    "processId": None,
                    "rootUri": tmp_path.as_uri(),
                    "capabilities": {"experimental": json.loads("[" * 90 + "]" * 90)},
                    "initializationOptions": options,
                },
            ),
            ANSWER_SECONDS,
        )
        assert answer["result"]["capabilities"]["hoverProvider"] is True
        client.notify("initialized", {})
        uri = open_document(client, tmp_path / "model.py", TEXT)
        assert diagnostics(client, uri) == []
        assert_serving(client, uri, tmp_path)
    finally:
        client.close()


def _exit_status(root: Path, shutdown: bool) -> tuple[int, str]:
    client, _uri = serving(root)
    try:
        if shutdown:
            assert client.response(client.request("shutdown", None))["result"] is None
        client.notify("exit", None)
        status = client.process.wait(ANSWER_SECONDS)
    finally:
        client.close()
    return status, client.log.read_text(errors="replace")


@pytest.mark.parametrize(("shutdown", "expected"), [(True, 0), (False, 1)])
def test_exit_status(tmp_path: Path, shutdown: bool, expected: int) -> None:
    status, log = _exit_status(tmp_path, shutdown)
    assert status == expected
    assert "Fatal Python error" not in log
    assert not (tmp_path / MARKER).exists()


def test_requests_after_shutdown_are_refused(tmp_path: Path) -> None:
    client, uri = serving(tmp_path)
    try:
        assert client.response(client.request("shutdown", None))["result"] is None
        assert hover(client, uri)["error"]["code"] == INVALID_REQUEST
        assert client.process.poll() is None
    finally:
        client.close()
