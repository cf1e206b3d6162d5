"""An editor that quits while the server still writes (Neovim's ``qall!``) closes the stream the
server writes to: the server takes it as the editor gone and stops quietly, one line logged,
no traceback (editors show each line of standard error as an error)."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest

TEXT = (
    "from onnxscribe import script, opset18 as op, FLOAT\n\n"
    '@script()\ndef f(X: FLOAT["N"]):\n    return op.Nope(X)\n'
)


def _send(stream: IO[bytes], message: dict[str, Any]) -> None:
    body = json.dumps({"jsonrpc": "2.0", **message}).encode()
    stream.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    stream.flush()


def _read(stream: IO[bytes]) -> dict[str, Any]:
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = stream.read(1)
        assert byte, "the server closed its output"
        header += byte
    length = int(header.split(b"Content-Length: ")[1].split(b"\r\n")[0])
    found: dict[str, Any] = json.loads(stream.read(length))
    return found


def _start(folder: Path) -> tuple[Path, subprocess.Popen[bytes]]:
    """A model file in ``folder`` and a server started there, logging at INFO."""
    model = folder / "model.py"
    model.write_text(TEXT, encoding="utf-8")
    server = subprocess.Popen(
        [sys.executable, "-m", "onnxscribe.lsp", "--log-level", "INFO"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=folder,
    )
    return model, server


@contextlib.contextmanager
def _stopping_quietly(server: subprocess.Popen[bytes]) -> Iterator[None]:
    """Runs the body (which ends with the server exited), then checks the server's log: no
    traceback, no error, the editor's leaving said once. A server still running is killed."""
    try:
        yield
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert server.stderr is not None
    errors = server.stderr.read().decode()
    assert "Traceback" not in errors and " ERROR " not in errors, errors
    assert errors.count("it quit") == 1, errors


@pytest.mark.skipif(sys.platform == "win32", reason="a closed pipe is EPIPE on POSIX")
def test_the_server_stops_quietly_when_the_editor_stops_reading(tmp_path: Path) -> None:
    model, server = _start(tmp_path)
    assert server.stdin is not None and server.stdout is not None and server.stderr is not None
    with _stopping_quietly(server):
        params = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}}
        _send(server.stdin, {"id": 1, "method": "initialize", "params": params})
        _send(server.stdin, {"method": "initialized", "params": {}})
        document = {"uri": model.as_uri(), "languageId": "python", "version": 1, "text": TEXT}
        _send(
            server.stdin, {"method": "textDocument/didOpen", "params": {"textDocument": document}}
        )
        message: dict[str, Any] = {}
        while not (  # the start-up phase's diagnostics
            message.get("method") == "textDocument/publishDiagnostics"
            and message["params"]["diagnostics"]
        ):
            message = _read(server.stdout)
        server.stdout.close()  # the editor quits: it reads no more
        hover = {"textDocument": {"uri": model.as_uri()}, "position": {"line": 4, "character": 15}}
        deadline = time.monotonic() + 30
        request = 2
        while server.poll() is None and time.monotonic() < deadline:
            try:  # (each answer is written to the closed stream)
                _send(
                    server.stdin, {"id": request, "method": "textDocument/hover", "params": hover}
                )
            except BrokenPipeError:
                break
            request += 1
            time.sleep(0.2)
        assert server.wait(30) == 0


@pytest.mark.skipif(sys.platform == "win32", reason="a closed pipe is EPIPE on POSIX")
def test_the_server_stops_quietly_when_the_editor_quits_during_the_start_up(
    tmp_path: Path,
) -> None:
    model, server = _start(tmp_path)
    assert server.stdin is not None and server.stdout is not None and server.stderr is not None
    with _stopping_quietly(server):
        params = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}}
        _send(server.stdin, {"id": 1, "method": "initialize", "params": params})
        assert _read(server.stdout)["id"] == 1  # answered by the start-up phase
        server.stdout.close()  # the editor quits before the first diagnostics are out
        _send(server.stdin, {"method": "initialized", "params": {}})
        document = {"uri": model.as_uri(), "languageId": "python", "version": 1, "text": TEXT}
        _send(
            server.stdin, {"method": "textDocument/didOpen", "params": {"textDocument": document}}
        )
        assert server.wait(30) == 0  # the diagnostics' write found no reader
