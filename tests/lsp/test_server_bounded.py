"""The server answers every request: raw JSON-RPC frames, wrong ones included, over a real
server process's standard input and output."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnxscribe.lsp.worker import FAULT_MARKER, TEST_FAULTS
from raw_client import RawClient

pytestmark = pytest.mark.slow

INVALID_PARAMS = -32602
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
TEXT = "from onnxscribe import script, opset18 as op, FLOAT\n\n@script()\ndef f(X: FLOAT[2]):\n    return op.Abs(X)\n"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[RawClient, str]]:
    root = tmp_path_factory.mktemp("bounded")
    client = RawClient(root / "server.log", env={TEST_FAULTS: "1"})
    client.initialize(root)
    document = root / "model.py"
    document.write_text(TEXT, encoding="utf-8")
    uri = document.as_uri()
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": TEXT}},
    )
    yield client, uri
    client.close()


def _hover(client: RawClient, uri: str, line: int = 4, character: int = 15, change: int = 0) -> int:
    params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
    return client.request("textDocument/hover", params, change)


def _answered(client: RawClient, uri: str) -> None:
    answer = client.response(_hover(client, uri))
    assert "Abs(" in answer["result"]["contents"]["value"]


def test_invalid_params_get_an_error_naming_the_field(server: tuple[RawClient, str]) -> None:
    client, uri = server
    wrong = client.response(
        client.request(
            "textDocument/hover", {"textDocument": 5, "position": {"line": 0, "character": 0}}
        )
    )
    assert wrong["error"]["code"] == INVALID_PARAMS
    assert "textDocument" in wrong["error"]["message"]
    negative = client.response(
        client.request(
            "textDocument/hover",
            {"textDocument": {"uri": uri}, "position": {"line": 0, "character": -1}},
        )
    )
    assert negative["error"]["code"] == INVALID_PARAMS
    assert "position" in negative["error"]["message"]
    _answered(client, uri)


def test_positions_out_of_range_are_clamped(server: tuple[RawClient, str]) -> None:
    client, uri = server
    answer = client.response(_hover(client, uri, line=10_000, character=99))
    assert "error" not in answer
    far = client.response(_hover(client, uri, line=4, character=10_000))
    assert "error" not in far


@pytest.mark.parametrize("change", [+9, -4])
def test_a_wrong_content_length_does_not_lose_the_next_requests(
    server: tuple[RawClient, str], change: int
) -> None:
    client, uri = server
    first = _hover(client, uri, change=change)
    second = _hover(client, uri)
    assert "Abs(" in client.response(first)["result"]["contents"]["value"]
    assert "Abs(" in client.response(second)["result"]["contents"]["value"]


def test_a_broken_body_is_answered_with_a_parse_error(server: tuple[RawClient, str]) -> None:
    client, uri = server
    body = b'{"jsonrpc": "2.0", "id": 9001, "method": "textDocument/hover", "params": {'
    client.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    client.write(b"this is not a header\r\n\r\n")
    assert client.response(9001)["error"]["code"] == PARSE_ERROR
    _answered(client, uri)
    assert "unreadable message from the client" in client.log.read_text()


def test_a_stalled_frame_is_answered(server: tuple[RawClient, str]) -> None:
    client, uri = server
    request = _hover(client, uri, change=+50)  # nothing follows: the body never completes
    assert "Abs(" in client.response(request)["result"]["contents"]["value"]


def test_errors_carry_a_message_and_no_traceback(
    server: tuple[RawClient, str], tmp_path: Path
) -> None:
    client, _uri = server
    faulty = tmp_path / "faulty.py"
    text = f"{FAULT_MARKER}raise\n" + TEXT
    faulty.write_text(text, encoding="utf-8")
    client.notify(
        "textDocument/didOpen",
        {
            "textDocument": {
                "uri": faulty.as_uri(),
                "languageId": "python",
                "version": 1,
                "text": text,
            }
        },
    )
    answer = client.response(
        client.request(
            "workspace/executeCommand",
            {"command": "onnxscribe.showOnnx", "arguments": [faulty.as_uri(), "f"]},
        )
    )
    error = answer["error"]
    assert "test fault" in error["message"]
    assert "Traceback" not in json.dumps(error)
    assert "Traceback" in client.log.read_text()


def test_not_json_and_not_json_rpc(server: tuple[RawClient, str]) -> None:
    client, uri = server
    client.send([1, 2, 3])
    client.send({"id": 77, "method": "textDocument/hover"})
    assert client.response(77)["error"]["code"] == INVALID_REQUEST
    _answered(client, uri)


METHODS = [
    "textDocument/hover",
    "textDocument/completion",
    "textDocument/signatureHelp",
    "textDocument/inlayHint",
    "textDocument/codeAction",
    "textDocument/definition",
    "textDocument/documentSymbol",
    "workspace/executeCommand",
    "textDocument/didChange",
    "nonexistent/method",
]
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)


@st.composite
def mutated_frames(draw: st.DrawFn, uri: str) -> bytes:
    method = draw(st.sampled_from(METHODS))
    params: object = {"textDocument": {"uri": uri}, "position": {"line": 3, "character": 5}}
    params = (
        draw(st.sampled_from([params, {"textDocument": {"uri": uri}}]))
        if draw(st.booleans())
        else draw(JSON)
    )
    message: dict[str, object] = {"jsonrpc": "2.0", "method": method, "params": params}
    if draw(st.booleans()):
        message["id"] = draw(
            st.integers(10**6, 10**7)
            | st.text(min_size=1, max_size=5)
            | st.none()
            | st.booleans()
            | st.floats(allow_nan=False, allow_infinity=False)
            | st.lists(st.integers(), max_size=2)
            | st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)
        )
    body = json.dumps(message).encode()
    kind = draw(st.sampled_from(["plain", "length", "truncate", "bytes", "flip"]))
    if kind == "length":
        return b"Content-Length: %d\r\n\r\n" % max(0, len(body) + draw(st.integers(-20, 20))) + body
    if kind == "truncate":
        cut = draw(st.integers(0, len(body)))
        return b"Content-Length: %d\r\n\r\n" % cut + body[:cut]
    if kind == "bytes":
        return draw(st.binary(max_size=64))
    if kind == "flip":
        index = draw(st.integers(0, len(body) - 1))
        body = body[:index] + bytes([body[index] ^ 0x5A]) + body[index + 1 :]
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


NUMBERS = [
    b"1e400",
    b"-1e400",
    b"1e-400",
    b"1e300",
    b"NaN",
    b"Infinity",
    b"-Infinity",
    b"-1",
    b"-0.0",
    b"2.5",
    b"9" * 400,
    b"9" * 5000,  # beyond the digits Python converts
    str(2**70).encode(),
]
HOSTILE_IDS = [b"{}", b'{"id": 1}', b"[1]", b"[]", b"null", b"true", b"1.5", *NUMBERS]
SETTINGS = [b"delay", b"analysisTimeout", b"maxFileSize", b"memoryLimit"]


@st.composite
def hostile_frames(draw: st.DrawFn, uri: str) -> bytes:
    """Messages with an id of every JSON kind, params nested deep, numbers beyond floats."""
    method = draw(st.sampled_from(METHODS)).encode()
    kind = draw(st.sampled_from(["id", "nesting", "position", "settings"]))
    request_id = draw(st.integers(10**6, 10**7))
    head = b'{"jsonrpc": "2.0", "id": %d, "method": "%s", "params": ' % (request_id, method)
    if kind == "id":
        hostile = draw(st.sampled_from(HOSTILE_IDS))
        body = b'{"jsonrpc": "2.0", "id": %s, "method": "%s", "params": {}}' % (hostile, method)
    elif kind == "nesting":
        depth = draw(st.integers(50, 20_000))
        opening, closing = draw(st.sampled_from([(b"[", b"]"), (b'{"a":', b"}")]))
        inner = opening * depth + (b"1" if opening != b"[" else b"") + closing * depth
        body = head + b'{"textDocument": {"uri": "%s"}, "x": %s}}' % (uri.encode(), inner)
    elif kind == "position":
        line, character = draw(st.sampled_from(NUMBERS)), draw(st.sampled_from(NUMBERS))
        position = b'{"line": %s, "character": %s}' % (line, character)
        body = head + b'{"textDocument": {"uri": "%s"}, "position": %s}}' % (uri.encode(), position)
    else:
        key, number = draw(st.sampled_from(SETTINGS)), draw(st.sampled_from(NUMBERS))
        body = (
            b'{"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", '
            b'"params": {"settings": {"onnxscribe": {"%s": %s}}}}' % (key, number)
        )
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_message_loop_keeps_answering_after_any_message(
    server: tuple[RawClient, str], data: st.DataObject
) -> None:
    client, uri = server
    frames = st.one_of(mutated_frames(uri), hostile_frames(uri))
    for frame in data.draw(st.lists(frames, min_size=1, max_size=3)):
        client.write(frame)
    assert client.process.poll() is None
    answer = client.response(_hover(client, uri), timeout=30)
    assert "Abs(" in answer["result"]["contents"]["value"]
