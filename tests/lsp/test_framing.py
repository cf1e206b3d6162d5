from __future__ import annotations

import json

from onnxscribe.lsp.framing import BrokenFrame, Frame, FrameReader


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
