"""Source breakpoints: which lines hold code, verification messages, hit conditions.

A line holds code in graph mode when an IR node of a script function came from it; in eager mode
when Python runs code on it inside a script function's body.
"""

from __future__ import annotations

import itertools
import os
import re
import types
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from onnxscribe.graph_ir.nodes import Function


def normalize_path(path: str) -> str:
    return os.path.normcase(os.path.realpath(path))


@dataclass(frozen=True)
class FunctionLines:
    """The lines of one script function's ``def`` and the lines that hold code in it."""

    name: str
    path: str
    first: int
    last: int
    code: frozenset[int]


def graph_lines(functions: Iterable[Function]) -> list[FunctionLines]:
    found = []
    for function in functions:
        if function.span.path is None:
            continue
        lines = frozenset(node.span.line for node in function.graph.walk())
        found.append(
            FunctionLines(
                function.name,
                normalize_path(function.span.path),
                function.span.line,
                function.span.end_line,
                lines,
            )
        )
    return found


def eager_lines(functions: Mapping[str, types.CodeType]) -> list[FunctionLines]:
    """Lines Python executes in each function's body (its ``def`` line excluded)."""
    found = []
    for name, code in functions.items():
        lines = {line for _start, _end, line in code.co_lines() if line is not None}
        lines.discard(code.co_firstlineno)
        last = max(lines, default=code.co_firstlineno)
        found.append(
            FunctionLines(
                name,
                normalize_path(code.co_filename),
                code.co_firstlineno,
                last,
                frozenset(lines),
            )
        )
    return found


def why_unverified(path: str, line: int, lines: list[FunctionLines], mode: str) -> str | None:
    """None when a breakpoint at ``path:line`` can be hit, else the reason it cannot."""
    here = [f for f in lines if f.path == normalize_path(path)]
    if not here:
        return (
            f"{os.path.basename(path)} defines no script function of this program: "
            "breakpoints stop only in script functions"
        )
    inside = [f for f in here if f.first <= line <= f.last]
    if not inside:
        names = ", ".join(sorted({f.name for f in here}))
        return f"line {line} is not inside a script function (here: {names})"
    if any(line in f.code for f in inside):
        return None
    function = min(inside, key=lambda f: f.last - f.first)
    nearest = min(function.code, key=lambda c: (abs(c - line), c), default=None)
    tail = f"; the nearest line with code is {nearest}" if nearest is not None else ""
    if mode == "eager":
        return f"no code runs on line {line} of {function.name}{tail}"
    return (
        f"line {line} of {function.name} produces no ONNX node, so graph mode never stops "
        f"there{tail}"
    )


_HIT_CONDITION = re.compile(r"^\s*(==|>=|<=|>|<|%)?\s*(\d+)\s*$")


def hit_condition_error(text: str | None) -> str | None:
    if not text or _HIT_CONDITION.match(text):
        return None
    return f"hit count condition {text!r}: write a number, or >, >=, <, <=, == or % and a number"


def hit_condition_met(text: str | None, hits: int) -> bool:
    """``5`` or ``==5``: the fifth hit; ``>=5``, ``>5``, ``<3``, ``<=3``; ``%2``: every second."""
    if not text:
        return True
    match = _HIT_CONDITION.match(text)
    if match is None:
        return True
    operator, number = match.group(1) or "==", int(match.group(2))
    if operator == "%":
        return number > 0 and hits % number == 0
    return {
        "==": hits == number,
        ">=": hits >= number,
        "<=": hits <= number,
        ">": hits > number,
        "<": hits < number,
    }[operator]


_ids = itertools.count(1)


@dataclass(eq=False)
class Breakpoint:
    path: str
    line: int
    condition: str | None = None
    hit_condition: str | None = None
    hits: int = 0
    message: str | None = None
    """Why the breakpoint is not verified (None when it is)."""
    ident: int = field(default_factory=lambda: next(_ids))

    @property
    def verified(self) -> bool:
        return self.message is None

    def to_dap(self, client_path: str) -> dict[str, object]:
        body: dict[str, object] = {
            "id": self.ident,
            "verified": self.verified,
            "line": self.line,
            "source": {"path": client_path, "name": os.path.basename(client_path)},
        }
        if self.message is not None:
            body["message"] = self.message
            body["reason"] = "failed" if "not inside" in self.message else "pending"
        return body


class BreakpointTable:
    """The breakpoints of every file, and a fast test for "is there one on this line"."""

    def __init__(self) -> None:
        self._by_file: dict[str, list[Breakpoint]] = {}
        self._client_paths: dict[str, str] = {}
        self._lines: dict[str, frozenset[int]] = {}

    def replace(self, client_path: str, breakpoints: list[Breakpoint]) -> None:
        key = normalize_path(client_path)
        self._by_file[key] = breakpoints
        self._client_paths[key] = client_path
        self._lines[key] = frozenset(b.line for b in breakpoints if b.verified)

    def verify(self, lines: list[FunctionLines], mode: str) -> list[Breakpoint]:
        """Re-check every breakpoint against the loaded program; returns those that changed."""
        changed = []
        for key, breakpoints in self._by_file.items():
            for breakpoint in breakpoints:
                message = why_unverified(key, breakpoint.line, lines, mode)
                message = message or hit_condition_error(breakpoint.hit_condition)
                if message != breakpoint.message:
                    breakpoint.message = message
                    changed.append(breakpoint)
            self._lines[key] = frozenset(b.line for b in breakpoints if b.verified)
        return changed

    def client_path(self, breakpoint: Breakpoint) -> str:
        return self._client_paths.get(normalize_path(breakpoint.path), breakpoint.path)

    def lines_of(self, path: str) -> frozenset[int]:
        return self._lines.get(path, frozenset())

    def at(self, path: str, line: int) -> list[Breakpoint]:
        return [b for b in self._by_file.get(path, ()) if b.line == line and b.verified]

    def has_any(self) -> bool:
        return any(self._lines.values())
