"""A bare JSON-RPC client over a server subprocess's stdio: frames written byte by byte as a
test wants them, wrong ones included."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from onnxscribe.lsp.framing import Frame, FrameReader

SERVER = [sys.executable, "-m", "onnxscribe.lsp", "--log-level", "INFO"]


class RawClient:
    def __init__(self, log: Path, env: dict[str, str] | None = None) -> None:
        self.log = log
        self.process = subprocess.Popen(
            SERVER,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log.open("wb"),
            env={**os.environ, **(env or {})},
        )
        self.messages: queue.Queue[dict[str, Any]] = queue.Queue()
        self.responses: dict[Any, dict[str, Any]] = {}
        self.notifications: list[dict[str, Any]] = []
        threading.Thread(target=self._read, daemon=True).start()
        self._ids = 0

    def _read(self) -> None:
        reader = FrameReader()
        assert self.process.stdout is not None
        while True:
            chunk = self.process.stdout.read1(65536)
            if not chunk:
                return
            for found in reader.feed(chunk):
                if isinstance(found, Frame):
                    self.messages.put(json.loads(found.body))

    def write(self, data: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: Any, length_change: int = 0) -> None:
        body = json.dumps(message).encode()
        self.write(b"Content-Length: %d\r\n\r\n" % (len(body) + length_change) + body)

    def next_id(self) -> int:
        self._ids += 1
        return self._ids

    def request(self, method: str, params: Any, length_change: int = 0) -> int:
        request_id = self.next_id()
        self.send(
            {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}, length_change
        )
        return request_id

    def notify(self, method: str, params: Any) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def response(self, request_id: Any, timeout: float = 30.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while request_id not in self.responses:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"no answer to request {request_id!r}")
            try:
                message = self.messages.get(timeout=remaining)
            except queue.Empty:
                continue
            if "id" in message and "method" not in message:
                self.responses[message["id"]] = message
            elif "id" in message:  # a request from the server: answer it
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            else:
                self.notifications.append(message)
        return self.responses.pop(request_id)

    def initialize(self, root: Path) -> None:
        answer = self.response(
            self.request(
                "initialize",
                {
                    "processId": None,
                    "rootUri": root.as_uri(),
                    "capabilities": {},
                    "initializationOptions": {"delay": 0},
                },
            )
        )
        assert "result" in answer, answer
        self.notify("initialized", {})

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)
