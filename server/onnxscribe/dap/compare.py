"""Compare mode against eager mode (the default): run the Python body eagerly, then the IR node
by node, and stop at the first value on which they disagree (the figures from
``eager.divergence``; the other choices of compare mode are in ``compare_runs``).

Values are matched by (script-function call in execution order, Python name, n-th assignment of
that name in that call). The eager side records each new tensor a name is bound to; the graph
side records each node output that a Python name holds. Outputs of If/Loop nodes made from
Python ``if``/``for`` statements merge values already compared and are skipped, as are values
inside bodies written as nested defs (eager mode runs those inside one op, not in Python).
"""

from __future__ import annotations

import types
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

import numpy as np

from onnxscribe.dap.control import ExceptionDetails, ScopeView, Stop
from onnxscribe.dap.frames import Frame
from onnxscribe.dap.graph_mode import GraphListener
from onnxscribe.dap.variables import preview, type_text
from onnxscribe.eager.divergence import Tolerance, figures, mismatch
from onnxscribe.eager.name_recorder import NewBindings
from onnxscribe.eager.tensor import Tensor
from onnxscribe.graph_ir.nodes import Graph, Node

Key = tuple[int, str]
DEFAULT_TOLERANCE = Tolerance()


@dataclass
class Recorded:
    value: Any
    line: int


class EagerRecorder:
    """An eager-mode observer that records every new tensor bound to a name, per call."""

    def __init__(self) -> None:
        self.values: dict[Key, list[Recorded]] = defaultdict(list)
        self._calls = 0
        self._frames: dict[types.FrameType, tuple[int, NewBindings]] = {}

    def called(self, frame: types.FrameType) -> None:
        self._calls += 1
        # a name bound to a value another name holds (y = x) has no node of its own
        self._frames[frame] = (self._calls, NewBindings(_data, aliases=False))

    def line(self, frame: types.FrameType, depth: int) -> None:
        self._collect(frame)

    def returned(self, frame: types.FrameType) -> None:
        self._collect(frame)
        self._frames.pop(frame, None)

    def raised(self, frame: types.FrameType, error: BaseException, depth: int) -> None:
        pass

    def _collect(self, frame: types.FrameType) -> None:
        entry = self._frames.get(frame)
        if entry is None:
            return
        call, bindings = entry
        for name, data in bindings.take(frame):
            self.values[(call, name)].append(Recorded(data, frame.f_lineno))


def _data(value: Any) -> Any:
    if isinstance(value, Tensor):
        return value.numpy()
    if isinstance(value, list) and value and all(isinstance(v, Tensor) for v in value):
        return [v.numpy() for v in value]
    return None


def _statement_body(node: Node) -> bool:
    return node.op_type in ("If", "Loop") and any(
        isinstance(a.value, Graph) and a.value.span == node.span for a in node.attributes.values()
    )


def difference(
    graph_value: Any, eager_value: Any, tolerance: Tolerance = DEFAULT_TOLERANCE
) -> str | None:
    """None when the two values agree (types, shapes, and values within ``tolerance``); else
    why not, with the figures of the difference (``eager.divergence``)."""
    if isinstance(graph_value, list) or isinstance(eager_value, list):
        if not (isinstance(graph_value, list) and isinstance(eager_value, list)):
            return "one is a sequence and the other is not"
        if len(graph_value) != len(eager_value):
            return f"sequence lengths differ ({len(graph_value)} and {len(eager_value)})"
        for index, (g, e) in enumerate(zip(graph_value, eager_value, strict=True)):
            found = difference(g, e, tolerance)
            if found:
                return f"element {index}: {found}"
        return None
    g, e = np.asarray(graph_value), np.asarray(eager_value)
    if g.dtype != e.dtype:
        return f"element types differ ({type_text(g)} and {type_text(e)})"
    apart = mismatch(g, e, tolerance)
    if apart is None:
        return None
    numbers = figures(apart, "graph", "eager")
    return apart.reason if numbers is None else f"{apart.reason}; {numbers}"


class ComparingListener(GraphListener):
    """A graph-mode listener that also checks each named value against the eager recording."""

    watches_values = True

    def __init__(
        self,
        recorded: dict[Key, list[Recorded]],
        *args: Any,
        tolerance: Tolerance = DEFAULT_TOLERANCE,
    ) -> None:
        super().__init__(*args)
        self.recorded = recorded
        self.tolerance = tolerance
        self._counts: dict[Key, int] = defaultdict(int)
        self.divergence: str | None = None
        """The first difference found, as the message a stop shows."""
        self.compared = 0

    def after_node(self, frame: Frame, node: Node) -> None:
        if self.divergence is not None or frame.explicit_body or _statement_body(node):
            return
        for value in node.outputs:
            name = value.source_name
            if name is None:
                continue
            key = (frame.call_index, name)
            index = self._counts[key]
            self._counts[key] = index + 1
            eager = self.recorded.get(key, [])
            if index >= len(eager):
                continue
            graph_value = frame.env.get(value)
            self.compared += 1
            problem = difference(graph_value, eager[index].value, self.tolerance)
            if problem is not None:
                self._stop(frame, node, name, graph_value, eager[index], problem)
                return

    def _stop(
        self, frame: Frame, node: Node, name: str, graph: Any, eager: Recorded, problem: str
    ) -> None:
        message = (
            f"{name!r} (line {node.span.line}) differs: {problem}; "
            f"graph: {preview(graph, 120)}; eager: {preview(eager.value, 120)}"
        )
        self.divergence = message
        details = ExceptionDetails.divergence(message, node.op_type, node.span.location())
        views = self.views(frame)
        views[0].scopes.append(
            ScopeView("Eager values", {name: eager.value, f"{name} (graph)": graph})
        )
        self.controller.stop(
            Stop(
                "exception",
                views,
                frame.depth,
                description="eager and graph values differ",
                text=message,
                exception=details,
            )
        )
