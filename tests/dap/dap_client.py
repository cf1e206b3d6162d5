"""A small Debug Adapter Protocol client for the tests: runs the adapter as a subprocess, frames
messages with Content-Length headers, and matches responses and events with timeouts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

ADAPTER = [sys.executable, "-m", "onnxscribe.dap"]
TIMEOUT = 180.0  # a guard against hangs on a loaded machine, not a benchmark
PROGRAMS = Path(__file__).parent / "programs"


class DapTimeout(AssertionError):
    pass


class DapClient:
    def __init__(self, command: list[str] | None = None, cwd: str | Path | None = None) -> None:
        self.process = subprocess.Popen(
            command or ADAPTER,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self._seq = 0
        self._condition = threading.Condition()
        self._responses: dict[int, dict[str, Any]] = {}
        self.events: list[dict[str, Any]] = []
        self._consumed: dict[str, int] = {}
        self.stderr = b""
        self.raw = b""
        self.violation: bytes | None = None
        """Bytes on the protocol stream that are not a DAP message header (none, ever)."""
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    # ------------------------------------------------------------------ plumbing

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            message = _read_message(stream, self)
            if message is None:
                with self._condition:
                    self._condition.notify_all()
                return
            with self._condition:
                if message.get("type") == "response":
                    self._responses[message["request_seq"]] = message
                elif message.get("type") == "event":
                    self.events.append(message)
                self._condition.notify_all()

    def _drain_stderr(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.stderr += line

    def send(self, command: str, arguments: dict[str, Any] | None = None) -> int:
        self._seq += 1
        message = {"seq": self._seq, "type": "request", "command": command}
        if arguments is not None:
            message["arguments"] = arguments
        body = json.dumps(message).encode()
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return self._seq

    def response(self, seq: int, timeout: float = TIMEOUT) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        with self._condition:
            while seq not in self._responses:
                remaining = deadline - time.monotonic()
                if remaining <= 0 or (
                    self.process.poll() is not None and seq not in self._responses
                ):
                    raise DapTimeout(
                        f"no response to request {seq}; stderr: {self.stderr[-2000:]!r}"
                    )
                self._condition.wait(min(remaining, 0.2))
            return self._responses[seq]

    def request(
        self, command: str, arguments: dict[str, Any] | None = None, timeout: float = TIMEOUT
    ) -> dict[str, Any]:
        """Send a request and return its response's body; fail the test if it failed."""
        response = self.response(self.send(command, arguments), timeout)
        assert response["success"], f"{command} failed: {response.get('message')}"
        return response.get("body") or {}

    def failing(self, command: str, arguments: dict[str, Any] | None = None) -> str:
        """Send a request that must fail; return its error message."""
        response = self.response(self.send(command, arguments))
        assert not response["success"], f"{command} unexpectedly succeeded: {response}"
        return str(response.get("message", ""))

    def wait_event(self, name: str, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The next event called ``name`` not returned before (events are kept in order)."""
        deadline = time.monotonic() + timeout
        with self._condition:
            while True:
                start = self._consumed.get(name, 0)
                for index in range(start, len(self.events)):
                    if self.events[index]["event"] == name:
                        self._consumed[name] = index + 1
                        return self.events[index].get("body") or {}
                    if self.events[index]["event"] == "terminated":
                        raise DapTimeout(f"the session ended without a {name!r} event")
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    seen = [e["event"] for e in self.events]
                    raise DapTimeout(
                        f"no {name!r} event; events so far: {seen}; stderr: {self.stderr[-2000:]!r}"
                    )
                self._condition.wait(min(remaining, 0.2))

    def output(self, category: str | None = None) -> str:
        with self._condition:
            return "".join(
                e["body"]["output"]
                for e in self.events
                if e["event"] == "output"
                and (category is None or e["body"]["category"] == category)
            )

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                self.send("disconnect", {"terminateDebuggee": True})
                self.process.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()

    # ------------------------------------------------------------------ scenarios

    def start(
        self,
        breakpoints: dict[str, list[dict[str, Any]]] | None = None,
        paging: bool = True,
        **launch: Any,
    ) -> dict[str, Any]:
        """initialize, launch, set breakpoints, configurationDone; returns the
        setBreakpoints bodies by path."""
        self.request(
            "initialize",
            {
                "adapterID": "onnxscribe",
                "linesStartAt1": True,
                "columnsStartAt1": True,
                "pathFormat": "path",
                "supportsVariablePaging": paging,
            },
        )
        launch_seq = self.send("launch", launch)
        self.wait_event("initialized")
        answers = {}
        for path, specs in (breakpoints or {}).items():
            answers[path] = self.request(
                "setBreakpoints", {"source": {"path": path}, "breakpoints": specs}
            )
        self.request("configurationDone")
        response = self.response(launch_seq)
        assert response["success"], response.get("message")
        return answers

    def stopped(self, reason: str | None = None) -> dict[str, Any]:
        """Wait for the next stop; return the top frame (with the event as ``event``)."""
        event = self.wait_event("stopped")
        if reason is not None:
            assert event["reason"] == reason, event
        frames = self.request("stackTrace", {"threadId": 1})["stackFrames"]
        return {**frames[0], "event": event, "stack": frames}

    def scope_variables(self, frame_id: int, scope: str = "Locals") -> dict[str, dict[str, Any]]:
        scopes = self.request("scopes", {"frameId": frame_id})["scopes"]
        chosen = next(s for s in scopes if s["name"] == scope)
        variables = self.request("variables", {"variablesReference": chosen["variablesReference"]})
        return {v["name"]: v for v in variables["variables"]}

    def children(self, variable: dict[str, Any], **arguments: Any) -> dict[str, dict[str, Any]]:
        found = self.request(
            "variables", {"variablesReference": variable["variablesReference"], **arguments}
        )
        return {v["name"]: v for v in found["variables"]}


def _read_message(stream: IO[bytes], client: DapClient) -> dict[str, Any] | None:
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        client.raw += line
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode("ascii").partition(":")
        if name.lower() != "content-length":
            client.violation = line
            return None
        length = int(value)
    assert length is not None
    body = stream.read(length)
    client.raw += body
    return json.loads(body)
