"""Graph mode under the debugger: the interpreter's listener, and frame views of graph frames."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from onnxscribe.dap.control import Controller, ExceptionDetails, FrameView, ScopeView, Stop
from onnxscribe.dap.frames import Frame
from onnxscribe.dap.inline_values import graph_values
from onnxscribe.dap.interpreter import NodeFailure
from onnxscribe.graph_ir.nodes import Function, Node

LiveLookup = Callable[[Function], Any]
"""IR function -> its live ``OnnxFunction`` (for globals and opset), or None."""


class GraphListener:
    """Stops a graph-mode run where the controller says (line starts, failures)."""

    watches_values = False

    def __init__(self, controller: Controller, live: LiveLookup, fallback_globals: dict[str, Any]):
        self.controller = controller
        self.live = live
        self.fallback_globals = fallback_globals

    def before_node(self, frame: Frame, node: Node, line_start: bool) -> None:
        controller = self.controller
        if not (line_start or controller.pause_requested):
            return
        controller.at_line(node.span.path, node.span.line, frame.depth, lambda: self.views(frame))

    def after_node(self, frame: Frame, node: Node) -> None:
        pass

    def node_failed(self, frame: Frame, node: Node, failure: NodeFailure) -> None:
        details = ExceptionDetails(
            exception_id=failure.op,
            description=f"{failure.op}({', '.join(failure.input_types)}) failed: {failure.reason}",
            type_name="NodeFailure",
            message=failure.reason,
            op=failure.op,
            input_types=failure.input_types,
            location=node.span.location(),
        )
        stop = Stop(
            "exception",
            self.views(frame),
            frame.depth,
            description=f"{failure.op} failed",
            text=details.description,
            exception=details,
        )
        self.controller.stop(stop)

    def views(self, frame: Frame) -> list[FrameView]:
        return [frame_view(f, self.live, self.fallback_globals) for f in frame.stack()]


def frame_view(frame: Frame, live: LiveLookup, fallback_globals: dict[str, Any]) -> FrameView:
    named = frame.named_values()
    scopes = [
        ScopeView(
            "Locals",
            {name: data for name, (_v, data) in named.items()},
            {name: value.type for name, (value, _d) in named.items()},
        )
    ]
    if not frame.is_function:
        outer: dict[str, tuple[Any, Any]] = {}
        for enclosing in list(frame.scope_frames())[:0:-1]:
            outer.update(enclosing.named_values())
        scopes.append(
            ScopeView(
                "Enclosing",
                {name: data for name, (_v, data) in outer.items() if name not in named},
                {name: value.type for name, (value, _d) in outer.items()},
            )
        )
    if frame.bindings:
        scopes.append(ScopeView("Attributes", dict(frame.bindings)))
    intermediate = frame.intermediate_values()
    if intermediate:
        scopes.append(
            ScopeView(
                "Intermediate values",
                {name: data for name, (_v, data) in intermediate.items()},
                {name: value.type for name, (value, _d) in intermediate.items()},
            )
        )
    function = live(frame.function)
    node = frame.node
    return FrameView(
        name=frame.name,
        path=frame.path,
        line=frame.line,
        column=frame.column,
        end_line=node.span.end_line if node is not None else None,
        end_column=node.span.end_column if node is not None else None,
        scopes=scopes,
        names=frame.visible_names(),
        globals=function.function.__globals__ if function is not None else fallback_globals,
        opset=function.default_opset if function is not None else None,
        inline_values=graph_values(frame),
    )
