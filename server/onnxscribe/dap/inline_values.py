"""Values beside the code: each name assigned on the lines up to a stop, with its short preview.

Editors show these after the lines that assigned them (VS Code's inline values). Graph mode knows
the line of every value it computed; eager mode reads the assignments from the function's source.
The text is the variable's preview (dtype, shape, a few elements), never its statistics, so a
large tensor costs no more than its Variables entry.
"""

from __future__ import annotations

import ast
import functools
import inspect
import textwrap
import types
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from onnxscribe.dap.frames import Frame
from onnxscribe.dap.variables import preview


@dataclass(frozen=True)
class InlineValue:
    """``name`` as assigned on ``line``; ``column`` is where the assigning statement (eager mode)
    or expression (graph mode) starts, or where the ``def`` names a parameter."""

    name: str
    line: int
    column: int
    value: Any


def graph_values(frame: Frame) -> list[InlineValue]:
    """The attributes and named values this frame and the bodies around it computed, each at its
    own line: a name assigned on several lines shows each assignment's value."""
    found: dict[tuple[int, str], InlineValue] = {}
    for parameter in frame.function.attribute_params:
        where = parameter.span
        if parameter.name in frame.bindings and where.path == frame.path:
            value = frame.bindings[parameter.name]
            found[where.line, parameter.name] = InlineValue(
                parameter.name, where.line, where.column, value
            )
    for scope in reversed(list(frame.scope_frames())):
        for value, data in scope.env.items():
            span = value.producer.span if value.producer is not None else value.span
            if value.source_name is None or span is None or span.path != frame.path:
                continue
            key = (span.line, value.source_name)
            found[key] = InlineValue(value.source_name, span.line, span.column, data)
    return up_to(found.values(), frame.line)


def eager_values(
    code: types.CodeType, local: Mapping[str, Any], stop_line: int
) -> list[InlineValue]:
    """Each local at the last line before ``stop_line`` that assigns it (its parameters at the
    ``def`` line); a name only assigned further down (in an earlier loop turn) is left out."""
    found = []
    for name, lines in assignment_lines(code).items():
        if name not in local:
            continue
        before = [(line, column) for line, column in lines if line < stop_line]
        if before:
            line, column = max(before)
            found.append(InlineValue(name, line, column, local[name]))
    return up_to(found, stop_line)


def up_to(values: Iterable[InlineValue], stop_line: int) -> list[InlineValue]:
    """The values on lines up to ``stop_line``, in the order of the source."""
    chosen = (v for v in values if v.line <= stop_line)
    return sorted(chosen, key=lambda v: (v.line, v.column, v.name))


@functools.lru_cache(maxsize=64)
def assignment_lines(code: types.CodeType) -> dict[str, tuple[tuple[int, int], ...]]:
    """Name -> the (line, column) of each statement in the function that binds it, parameters
    where the ``def`` names them. Empty when the source cannot be read."""
    try:
        source = textwrap.dedent(inspect.getsource(code))
    except (OSError, TypeError):
        return {}
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {}
    offset = code.co_firstlineno - 1
    found: dict[str, list[tuple[int, int]]] = {}
    function = tree.body[0] if tree.body else None
    if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
        for parameter in ast.walk(function.args):
            if isinstance(parameter, ast.arg):
                place = (parameter.lineno + offset, parameter.col_offset + 1)
                found.setdefault(parameter.arg, []).append(place)
    for node in ast.walk(tree):
        if not isinstance(node, (ast.stmt, ast.expr)):
            continue
        for target in _targets(node):
            for name in ast.walk(target):
                if isinstance(name, ast.Name) and isinstance(name.ctx, ast.Store):
                    place = (node.lineno + offset, node.col_offset + 1)
                    found.setdefault(name.id, []).append(place)
    return {name: tuple(places) for name, places in found.items()}


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor)):
        return [node.target]
    if isinstance(node, ast.NamedExpr):
        return [node.target]
    return []


def entries(values: Iterable[InlineValue]) -> list[dict[str, Any]]:
    """The values as the ``inlineValues`` request answers: line, column, name, the preview the
    Variables view shows, and the text to draw (``name = preview``)."""
    shown = []
    for value in values:
        text = preview(value.value)
        shown.append(
            {
                "line": value.line,
                "column": value.column,
                "name": value.name,
                "value": text,
                "text": f"{value.name} = {text}",
            }
        )
    return shown
