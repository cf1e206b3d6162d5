"""Eager mode under the debugger: the Python bodies of script functions run, traced line by line.

Only script functions' code objects are traced (``sys.settrace`` returns no local tracer for any
other frame), and only their frames appear in the call stack.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from onnxscribe.dap.control import Controller, ExceptionDetails, FrameView, ScopeView, Stop
from onnxscribe.dap.inline_values import eager_values
from onnxscribe.eager.dispatch import readable_reason
from onnxscribe.eager.errors import EagerError, OpCallError
from onnxscribe.values import OnnxFunction


class Observer(Protocol):
    def called(self, frame: types.FrameType) -> None: ...

    def line(self, frame: types.FrameType, depth: int) -> None: ...

    def returned(self, frame: types.FrameType) -> None: ...

    def raised(self, frame: types.FrameType, error: BaseException, depth: int) -> None: ...


class EagerTracer:
    """Runs a callable with every line of the given script functions reported to ``observer``."""

    def __init__(self, functions: Mapping[types.CodeType, OnnxFunction], observer: Observer):
        self.functions = functions
        self.observer = observer

    def run(self, call: Callable[[], Any]) -> Any:
        previous = sys.gettrace()
        sys.settrace(self._global)
        try:
            return call()
        finally:
            sys.settrace(previous)

    def _global(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        if event != "call" or frame.f_code not in self.functions:
            return None
        self.observer.called(frame)
        return self._local

    def _local(self, frame: types.FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            self.observer.line(frame, self.depth(frame))
        elif event == "exception":
            self.observer.raised(frame, arg[1], self.depth(frame))
        elif event == "return":
            self.observer.returned(frame)
        return self._local

    def depth(self, frame: types.FrameType | None) -> int:
        depth = -1
        while frame is not None:
            if frame.f_code in self.functions:
                depth += 1
            frame = frame.f_back
        return depth

    def script_frames(self, frame: types.FrameType | None) -> list[types.FrameType]:
        found = []
        while frame is not None:
            if frame.f_code in self.functions:
                found.append(frame)
            frame = frame.f_back
        return found


def code_objects(functions: list[OnnxFunction]) -> dict[types.CodeType, OnnxFunction]:
    return {f.function.__code__: f for f in functions}


class DebugObserver:
    """Stops eager runs where the controller says."""

    def __init__(self, controller: Controller, tracer_functions: Mapping[types.CodeType, Any]):
        self.controller = controller
        self.functions = tracer_functions
        self._reported: set[int] = set()
        self.tracer: EagerTracer | None = None

    def called(self, frame: types.FrameType) -> None:
        pass

    def returned(self, frame: types.FrameType) -> None:
        pass

    def line(self, frame: types.FrameType, depth: int) -> None:
        self.controller.at_line(
            frame.f_code.co_filename, frame.f_lineno, depth, lambda: self.views(frame)
        )

    def raised(self, frame: types.FrameType, error: BaseException, depth: int) -> None:
        if id(error) in self._reported or isinstance(error, (StopIteration, GeneratorExit)):
            return
        self._reported.add(id(error))
        details = exception_details(error, f"{frame.f_code.co_filename}:{frame.f_lineno}")
        stop = Stop(
            "exception",
            self.views(frame),
            depth,
            description=f"{details.exception_id} failed" if details.op else details.type_name,
            text=details.description,
            exception=details,
        )
        self.controller.stop(stop)

    def views(self, frame: types.FrameType) -> list[FrameView]:
        assert self.tracer is not None
        return [eager_view(f, self.functions[f.f_code]) for f in self.tracer.script_frames(frame)]


def exception_details(error: BaseException, location: str) -> ExceptionDetails:
    message = str(error)
    op = getattr(error, "op", None) or None
    if isinstance(error, EagerError) and op:
        # as graph mode words it: the op's schema name, its inputs, the evaluator's reason
        reason = readable_reason(error.reason) if error.reason else message
        _call, found, rest = message.partition(" failed: ")
        return ExceptionDetails(
            exception_id=op,
            description=f"{op}({', '.join(error.input_types)}) failed: {rest if found else reason}",
            type_name=type(error).__name__,
            message=reason,
            op=op,
            input_types=error.input_types,
            location=location,
        )
    if isinstance(error, OpCallError):
        return ExceptionDetails("OpCallError", message, "OpCallError", message, location=location)
    name = type(error).__name__
    return ExceptionDetails(name, f"{name}: {message}", name, message, location=location)


def eager_view(frame: types.FrameType, function: OnnxFunction) -> FrameView:
    attributes = {p.name for p in function.function_ir.attribute_params}
    local = dict(frame.f_locals)
    scopes = [ScopeView("Locals", {k: v for k, v in local.items() if k not in attributes})]
    bound = {k: v for k, v in local.items() if k in attributes}
    if bound:
        scopes.append(ScopeView("Attributes", bound))
    return FrameView(
        name=function.name,
        path=frame.f_code.co_filename,
        line=frame.f_lineno,
        column=1,
        scopes=scopes,
        names=local,
        globals=frame.f_globals,
        opset=function.default_opset,
        inline_values=eager_values(frame.f_code, local, frame.f_lineno),
    )
