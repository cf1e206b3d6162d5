"""Deciding where to stop, and holding the debuggee while it is stopped.

Both modes report "about to run line L of file F at call depth D" to a ``Controller``; it decides
whether that is a stop (pause requested, a step finished, a breakpoint hit), builds the views of
the frames, tells the client, and blocks the debuggee thread until the client resumes it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from onnxscribe.core.types import ValueType
from onnxscribe.dap.breakpoints import BreakpointTable, hit_condition_met, normalize_path
from onnxscribe.dap.inline_values import InlineValue


@dataclass
class ScopeView:
    name: str
    values: dict[str, Any]
    types: dict[str, ValueType | None] = field(default_factory=dict)
    expensive: bool = False


@dataclass
class FrameView:
    """A frame as the client sees it while the program is stopped."""

    name: str
    path: str | None
    line: int
    column: int
    scopes: list[ScopeView]
    names: dict[str, Any]
    """What an expression evaluated in this frame can read, besides ``globals``."""
    globals: dict[str, Any]
    opset: Any
    """The opset the dialect's operators use in this frame's function."""
    end_line: int | None = None
    end_column: int | None = None
    inline_values: list[InlineValue] = field(default_factory=list)
    """The names assigned on the lines up to the stop, each at its line (see inline_values)."""


@dataclass
class ExceptionDetails:
    exception_id: str
    description: str
    type_name: str
    message: str
    op: str | None = None
    input_types: list[str] = field(default_factory=list)
    location: str | None = None

    @classmethod
    def divergence(cls, message: str, op: str, location: str) -> ExceptionDetails:
        """Where compare mode found the two runs of the program apart."""
        return cls("divergence", message, "Divergence", message, op=op, location=location)


@dataclass
class Stop:
    reason: str
    frames: list[FrameView]
    """Innermost first."""
    depth: int
    description: str | None = None
    text: str | None = None
    hit_breakpoints: list[int] = field(default_factory=list)
    exception: ExceptionDetails | None = None


@dataclass(frozen=True)
class Step:
    """What the debuggee does after a stop: run on, or step in / over / out."""

    kind: str = "continue"
    depth: int = 0

    def stops_at(self, depth: int) -> bool:
        if self.kind == "in":
            return True
        if self.kind == "over":
            return depth <= self.depth
        if self.kind == "out":
            return depth < self.depth
        return False


ViewsBuilder = Callable[[], list[FrameView]]
ConditionCheck = Callable[[str, list[FrameView]], bool]


class Terminated(BaseException):
    """Raised in the debuggee thread to unwind it when the session ends while it is stopped."""


class Controller:
    def __init__(
        self,
        breakpoints: BreakpointTable,
        notify: Callable[[Stop], None],
        check_condition: ConditionCheck,
    ) -> None:
        self.breakpoints = breakpoints
        self._notify = notify
        self._check_condition = check_condition
        self.step = Step()
        self.pause_requested = False
        self.current: Stop | None = None
        self._resume: Step | None = None
        self._ended = False
        self._condition = threading.Condition()
        self._paths: dict[str, str] = {}
        self.entry_reason: str | None = None
        self.running_only = False
        """Never stop (a launch with ``noDebug``)."""

    # ------------------------------------------------------------------ debuggee side

    def wants_line(self, depth: int) -> bool:
        """Cheap test: could this line start be a stop other than by a breakpoint?"""
        return not self.running_only and (self.pause_requested or self.step.stops_at(depth))

    def at_line(self, raw_path: str | None, line: int, depth: int, views: ViewsBuilder) -> None:
        if self.running_only:
            return
        path = self._normalized(raw_path)
        reason = None
        if self.pause_requested:
            self.pause_requested = False
            reason = "pause"
        elif self.step.stops_at(depth):
            reason = self.entry_reason or "step"
        hit: list[int] = []
        built: list[FrameView] | None = None
        if line in self.breakpoints.lines_of(path):
            for breakpoint in self.breakpoints.at(path, line):
                if breakpoint.condition:
                    built = built or views()
                    if not self._check_condition(breakpoint.condition, built):
                        continue
                breakpoint.hits += 1
                if hit_condition_met(breakpoint.hit_condition, breakpoint.hits):
                    hit.append(breakpoint.ident)
        if hit:
            reason = "breakpoint"
        if reason is None:
            return
        self.entry_reason = None
        self.stop(Stop(reason, built or views(), depth, hit_breakpoints=hit))

    def stop(self, stop: Stop) -> None:
        """Tell the client and wait until it resumes the program (or the session ends)."""
        if self.running_only:
            return
        with self._condition:
            if self._ended:
                raise Terminated
            self.current = stop
            self._resume = None
        self._notify(stop)
        with self._condition:
            while self._resume is None and not self._ended:
                self._condition.wait()
            self.current = None
            if self._ended:
                raise Terminated
            resume = self._resume
        self.step = resume if resume is not None else Step()

    def _normalized(self, raw_path: str | None) -> str:
        if raw_path is None:
            return ""
        found = self._paths.get(raw_path)
        if found is None:
            found = self._paths[raw_path] = normalize_path(raw_path)
        return found

    # ------------------------------------------------------------------ client side

    def resume(self, kind: str) -> bool:
        """Resume a stopped program with ``kind`` (continue, in, over, out); False if running."""
        with self._condition:
            stop = self.current
            if stop is None:
                return False
            self._resume = Step(kind, stop.depth)
            self._condition.notify_all()
            return True

    def request_pause(self) -> None:
        self.pause_requested = True

    def end(self) -> None:
        with self._condition:
            self._ended = True
            self._condition.notify_all()
