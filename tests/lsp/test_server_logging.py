"""What the server writes to its log (standard error, which VS Code shows as errors)."""

from __future__ import annotations

from pathlib import Path

from raw_client import RawClient


def test_cancelling_a_request_already_answered_is_not_logged(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    client = RawClient(log)
    try:
        client.initialize(tmp_path)
        answered = client.request("workspace/symbol", {"query": "nothing"})
        client.response(answered)
        client.notify("$/cancelRequest", {"id": answered})
        client.notify("$/cancelRequest", {"id": 999})
        assert "result" in client.response(client.request("shutdown", None))
    finally:
        client.close()
    text = log.read_text(encoding="utf-8", errors="replace")
    assert "INFO" in text  # the log was written
    assert "Cancel notification" not in text
    assert "ERROR" not in text and "WARNING" not in text
