from __future__ import annotations

import json

import pytest
from onnxscribe.lsp.framing import (
    MAX_DEPTH,
    BrokenFrame,
    Frame,
    FrameReader,
    Unreadable,
    parse_message,
    request_id_in,
)


def _frame(message: object, length_change: int = 0) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % (len(body) + length_change) + body


A = {"jsonrpc": "2.0", "id": 1, "method": "a"}
B = {"jsonrpc": "2.0", "id": 2, "method": "b"}


def _bodies(found: list[Frame | BrokenFrame]) -> list[object]:
    return [json.loads(f.body) if isinstance(f, Frame) else f for f in found]


def test_frames_split_anywhere_are_put_back_together() -> None:
    data = _frame(A) + _frame(B)
    reader = FrameReader()
    found = []
    for index in range(len(data)):
        found += reader.feed(data[index : index + 1])
    assert _bodies(found) == [A, B]
    assert not reader.waiting_for_body


def test_a_length_too_long_is_cut_at_the_next_header() -> None:
    assert _bodies(FrameReader().feed(_frame(A, +7) + _frame(B))) == [A, B]


def test_a_length_too_short_ends_at_the_next_header() -> None:
    assert _bodies(FrameReader().feed(_frame(A, -5) + _frame(B))) == [A, B]


def test_a_stalled_body_is_judged_on_what_arrived() -> None:
    reader = FrameReader()
    assert reader.feed(_frame(A, +10)) == []
    assert reader.waiting_for_body
    assert _bodies(reader.flush()) == [A]
    broken = _frame(A)[:-3]
    reader.feed(
        broken[: broken.index(b"\r\n\r\n") + 4].replace(b"Length: ", b"Length: 9")
        + broken[broken.index(b"\r\n\r\n") + 4 :]
    )
    (found,) = reader.flush()
    assert isinstance(found, BrokenFrame) and found.request_id == 1


def test_garbage_between_frames_is_skipped_and_reported() -> None:
    found = FrameReader().feed(_frame(A) + b"garbage\r\n\r\n" + _frame(B))
    assert isinstance(found[1], BrokenFrame) and "skipped" in found[1].reason
    assert _bodies([found[0], found[2]]) == [A, B]


def test_a_body_that_is_not_json_names_its_request() -> None:
    body = b'{"jsonrpc": "2.0", "id": "x7", "method": '
    found = FrameReader().feed(b"Content-Length: %d\r\n\r\n" % len(body) + body + _frame(B))
    assert isinstance(found[0], BrokenFrame) and found[0].request_id == "x7"
    assert _bodies(found[1:]) == [B]


def test_header_text_inside_a_message_is_not_a_frame_boundary() -> None:
    tricky = {
        "jsonrpc": "2.0",
        "method": "didOpen",
        "params": {"text": "Content-Length: 3\r\n\r\n"},
    }
    assert _bodies(FrameReader().feed(_frame(tricky) + _frame(B))) == [tricky, B]


def test_other_headers_are_allowed() -> None:
    body = json.dumps(A).encode()
    header = (
        b"Content-Length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
    )
    assert _bodies(FrameReader().feed(header % len(body) + body)) == [A]


def _counting_json(monkeypatch: object) -> list[int]:
    from onnxscribe.lsp import framing

    calls: list[int] = []
    loads = json.loads

    def counted(body: object) -> object:
        calls.append(len(body))  # type: ignore[arg-type]
        return loads(body)  # type: ignore[arg-type]

    monkeypatch.setattr(framing.json, "loads", counted)  # type: ignore[attr-defined]
    return calls


def test_a_body_full_of_header_text_is_parsed_once(monkeypatch: object) -> None:
    # 1 MB of "Content-Length: N" in a document, arriving in small chunks: before, each chunk
    # parsed the body again at every header-like text in it (minutes for one message).
    text = "".join(f"Content-Length: {n}\r\n\r\n" for n in range(40_000))
    message = {"jsonrpc": "2.0", "method": "didOpen", "params": {"text": text}}
    data = _frame(message) + _frame(B)
    calls = _counting_json(monkeypatch)
    reader = FrameReader()
    found = []
    for start in range(0, len(data), 4096):
        found += reader.feed(data[start : start + 4096])
    assert len(calls) == 2  # each body once
    assert _bodies(found) == [message, B]


def test_a_large_body_in_small_chunks_is_parsed_once(monkeypatch: object) -> None:
    message = {"jsonrpc": "2.0", "method": "didOpen", "params": {"text": "x" * 5_000_000}}
    data = _frame(message)
    calls = _counting_json(monkeypatch)
    reader = FrameReader()
    found = []
    for start in range(0, len(data), 65536):
        found += reader.feed(data[start : start + 65536])
    assert len(calls) == 1
    assert _bodies(found) == [message]


def test_a_too_long_length_before_many_frames_is_cut_at_the_first() -> None:
    data = _frame(A, +10_000) + b"".join(_frame(B) for _ in range(2000))
    found = []
    reader = FrameReader()
    for start in range(0, len(data), 1024):
        found += reader.feed(data[start : start + 1024])
    assert _bodies(found) == [A] + [B] * 2000


def test_a_body_nested_too_deep_for_the_parser_is_still_one_frame() -> None:
    deep = b'{"jsonrpc": "2.0", "id": 4, "params": ' + b"[" * 5000 + b"]" * 5000 + b"}"
    found = FrameReader().feed(b"Content-Length: %d\r\n\r\n" % len(deep) + deep + _frame(B))
    assert found[0] == Frame(deep)
    assert _bodies(found[1:]) == [B]
    with pytest.raises(Unreadable, match="nests deeper"):
        parse_message(deep)
    assert request_id_in(deep) == 4


def test_nesting_is_measured_without_recursion() -> None:
    value: object = 1
    for _ in range(MAX_DEPTH):
        value = [value]
    assert parse_message(json.dumps(value).encode()) == value
    with pytest.raises(Unreadable):
        parse_message(json.dumps([value]).encode())
