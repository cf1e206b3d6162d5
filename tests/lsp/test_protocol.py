from __future__ import annotations

import io
import logging

import pytest
from lsprotocol import types
from onnxscribe.lsp.transport import OnnxscribeProtocol, StreamServer, _ClientWriter
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.workspace import Workspace


def _pending_after_edits(protocol_cls: type[LanguageServerProtocol]) -> int:
    server = LanguageServer("test", "1", protocol_cls=protocol_cls)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def changed(ls: LanguageServer, params: types.DidChangeTextDocumentParams) -> None:
        pass

    server.protocol._workspace = Workspace(None)
    server.workspace.put_text_document(
        types.TextDocumentItem(uri="file:///m.py", language_id="python", version=1, text="")
    )
    for version in range(2, 12):
        server.protocol._handle_notification(
            types.TEXT_DOCUMENT_DID_CHANGE,
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(
                    uri="file:///m.py", version=version
                ),
                content_changes=[
                    types.TextDocumentContentChangeWholeDocument(text=f"x = {version}\n")
                ],
            ),
        )
    return len(server.protocol._request_futures)


def test_handled_notifications_are_not_kept_as_pending_requests() -> None:
    assert _pending_after_edits(OnnxscribeProtocol) == 0


def test_the_pygls_leak_this_works_around_is_still_there() -> None:
    # When this fails, pygls has fixed it and OnnxscribeProtocol can go.
    assert _pending_after_edits(LanguageServerProtocol) == 10


@pytest.mark.parametrize("closing", ["by the server", "under it"])
def test_messages_after_the_stream_closes_are_dropped_quietly(
    closing: str, caplog: pytest.LogCaptureFixture
) -> None:
    # pygls reports a failed write by sending a message, which fails too: a traceback per round
    # until the recursion limit.
    server = StreamServer("test", "1", protocol_cls=OnnxscribeProtocol)
    stream = io.BytesIO()
    writer = _ClientWriter(stream)
    server.protocol.set_writer(writer)
    server.window_log_message(types.LogMessageParams(type=types.MessageType.Info, message="one"))
    assert b'"message": "one"' in stream.getvalue()
    if closing == "by the server":
        writer.close()
    else:
        stream.close()
    with caplog.at_level(logging.DEBUG):
        for message in ("two", "three"):
            server.window_log_message(
                types.LogMessageParams(type=types.MessageType.Info, message=message)
            )
    assert writer.closed
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING or r.exc_info]
