"""The debug adapter's protocol layer: read requests from stdin, answer on stdout, nothing more.

Every decision lives in ``session`` and the modules it uses; this file maps requests to them.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from typing import Any

from onnxscribe.dap.launch import LaunchError
from onnxscribe.dap.output import protocol_streams, redirect_program_output
from onnxscribe.dap.protocol import ProtocolError, Writer, read_message
from onnxscribe.dap.session import Session, SessionError

CAPABILITIES = {
    "supportsConfigurationDoneRequest": True,
    "supportsConditionalBreakpoints": True,
    "supportsHitConditionalBreakpoints": True,
    "supportsEvaluateForHovers": True,
    "supportsExceptionInfoRequest": True,
    "supportsTerminateRequest": True,
    "supportsDelayedStackTraceLoading": True,
    "exceptionBreakpointFilters": [],
}

_STEPS = {"continue": "continue", "next": "over", "stepIn": "in", "stepOut": "out"}


class DebugAdapter:
    def __init__(self, writer: Writer, exit_process: Callable[[int], None] = os._exit) -> None:
        self.writer = writer
        self.session = Session(writer.event)
        self._exit = exit_process

    def handle(self, message: dict[str, Any]) -> None:
        if message.get("type") != "request":
            return
        command = str(message.get("command", ""))
        arguments = message.get("arguments") or {}
        handler = getattr(self, "on_" + command, None)
        if handler is None:
            self.writer.respond(
                message, error=f"the onnxscribe debugger does not support {command!r}"
            )
            return
        try:
            body = handler(message, arguments)
        except (SessionError, LaunchError) as error:
            self.writer.respond(message, error=str(error), show_user=command == "launch")
            return
        except Exception as error:  # an adapter bug must not end the session
            traceback.print_exc(file=sys.__stderr__)
            self.writer.respond(message, error=f"internal error: {type(error).__name__}: {error}")
            return
        if body is not _LATER:
            self.writer.respond(message, body)

    # ------------------------------------------------------------------ life cycle

    def on_initialize(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.variables.client_pages = bool(arguments.get("supportsVariablePaging"))
        return CAPABILITIES

    def on_launch(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        def respond(error: str | None) -> None:
            self.writer.respond(request, error=error, show_user=error is not None)

        self.session.launch(arguments, respond)
        return _LATER

    def on_configurationDone(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.configuration_done()
        return None

    def on_terminate(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.terminate()
        return None

    def on_disconnect(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.terminate()
        self.writer.respond(request)
        self._exit(0)
        return _LATER

    # ------------------------------------------------------------------ breakpoints

    def on_setBreakpoints(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        source = arguments.get("source") or {}
        path = source.get("path")
        if not path:
            raise SessionError("breakpoints need a source with a path")
        specs = arguments.get("breakpoints")
        if specs is None:
            specs = [{"line": line} for line in arguments.get("lines", [])]
        return {"breakpoints": self.session.set_breakpoints(path, specs)}

    def on_setExceptionBreakpoints(self, request: dict[str, Any], arguments: Any) -> Any:
        return {"breakpoints": []}

    # ------------------------------------------------------------------ state

    def on_threads(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        return {"threads": self.session.threads()}

    def on_stackTrace(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        return self.session.stack_trace(
            int(arguments.get("startFrame", 0) or 0), arguments.get("levels") or None
        )

    def on_scopes(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        return {"scopes": self.session.scopes(int(arguments.get("frameId", 0)))}

    def on_variables(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        variables = self.session.get_variables(
            int(arguments.get("variablesReference", 0)),
            arguments.get("filter"),
            int(arguments.get("start", 0) or 0),
            arguments.get("count") or None,
        )
        return {"variables": variables}

    def on_inlineValues(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        """A custom request: each name assigned up to the stop, at its line, with its preview."""
        return self.session.inline_values(int(arguments.get("frameId", 0)))

    def on_evaluate(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        return self.session.evaluate(
            str(arguments.get("expression", "")),
            arguments.get("frameId"),
            str(arguments.get("context", "repl")),
        )

    def on_exceptionInfo(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        return self.session.exception_info()

    # ------------------------------------------------------------------ execution

    def on_continue(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.resume("continue")
        return {"allThreadsContinued": True}

    def on_next(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.resume(_STEPS["next"])
        return None

    def on_stepIn(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.resume(_STEPS["stepIn"])
        return None

    def on_stepOut(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.resume(_STEPS["stepOut"])
        return None

    def on_pause(self, request: dict[str, Any], arguments: dict[str, Any]) -> Any:
        self.session.pause()
        return None


_LATER = object()
"""A handler's answer when it responds by itself (later, or before exiting)."""


def main() -> int:
    """Serve one debug session over stdio; the program's output never reaches the stream."""
    stdin, stdout = protocol_streams()
    writer_for_output = Writer(stdout)

    def emit(category: str, text: str) -> None:
        writer_for_output.event("output", {"category": category, "output": text})

    redirect_program_output(emit)
    writer = writer_for_output
    adapter = DebugAdapter(writer)
    while True:
        try:
            message = read_message(stdin)
        except ProtocolError as error:
            emit("stderr", f"protocol error: {error}\n")
            continue
        if message is None:
            os._exit(0)
        adapter.handle(message)
