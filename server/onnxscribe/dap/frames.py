"""Frames of graph-mode evaluation: a script function's graph, or an If/Loop/Scan body, running.

A frame holds the values computed so far (IR ``Value`` -> numpy array, list of arrays for a
sequence, None for an absent optional) and the attribute values of its function. Body frames
read the values of the frames around them, as ONNX subgraphs read outer-scope values.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from onnxscribe.graph_ir.nodes import Function, Graph, Node, Value

_MISSING = object()
_frame_ids = itertools.count(1)


class UnboundValue(LookupError):
    """A node read a value no frame has computed (an IR inconsistency, reported at its node)."""


@dataclass(eq=False)
class Frame:
    name: str
    """What the call stack shows: ``main``, ``Loop body (iteration 3)``, ``If then branch``."""
    graph: Graph
    function: Function
    parent: Frame | None
    bindings: dict[str, Any]
    """The function's attribute parameters and their values."""
    is_function: bool
    """True for a script function's own graph, False for a control-flow body."""
    env: dict[Value, Any] = field(default_factory=dict)
    node: Node | None = None
    """The node about to run (or running, for a frame that has called into another)."""
    last_line: int = -1
    depth: int = 0
    call_index: int = 0
    """Which script-function call (in execution order) this frame belongs to."""
    explicit_body: bool = False
    """A body written as a nested def (``op.Scan(..., body=f)``): eager mode never runs its
    Python, so its values have no eager counterpart."""
    ident: int = field(default_factory=lambda: next(_frame_ids))

    def __post_init__(self) -> None:
        if self.parent is not None:
            self.depth = self.parent.depth + 1

    def lookup(self, value: Value) -> Any:
        frame: Frame | None = self
        while frame is not None:
            found = frame.env.get(value, _MISSING)
            if found is not _MISSING:
                return found
            frame = frame.parent if not frame.is_function else None
        raise UnboundValue(f"value {value.name!r} has not been computed")

    @property
    def line(self) -> int:
        node = self.node
        return node.span.line if node is not None else self.graph.span.line

    @property
    def column(self) -> int:
        node = self.node
        return node.span.column if node is not None else self.graph.span.column

    @property
    def path(self) -> str | None:
        node = self.node
        return node.span.path if node is not None else self.graph.span.path

    def stack(self) -> list[Frame]:
        """This frame and every frame it runs in, innermost first."""
        frames: list[Frame] = []
        frame: Frame | None = self
        while frame is not None:
            frames.append(frame)
            frame = frame.parent
        return frames

    def scope_frames(self) -> Iterator[Frame]:
        """The frames whose values this frame can read: itself, then enclosing bodies up to
        its function's own frame."""
        frame: Frame | None = self
        while frame is not None:
            yield frame
            if frame.is_function:
                return
            frame = frame.parent

    def named_values(self) -> dict[str, tuple[Value, Any]]:
        """The Python names bound in this frame so far, each to its latest value."""
        named: dict[str, tuple[Value, Any]] = {}
        for value, data in self.env.items():
            if value.source_name is not None:
                named[value.source_name] = (value, data)
        return named

    def intermediate_values(self) -> dict[str, tuple[Value, Any]]:
        """Values computed in this frame that no Python name holds, by their ONNX name."""
        return {
            value.name: (value, data) for value, data in self.env.items() if not value.source_name
        }

    def visible_names(self) -> dict[str, Any]:
        """Every name an expression in this frame can read, inner bindings winning."""
        scope: dict[str, Any] = dict(self.bindings)
        for frame in reversed(list(self.scope_frames())):
            for name, (_value, data) in frame.named_values().items():
                scope[name] = data
        return scope
