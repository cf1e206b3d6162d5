"""A profile in the editor: each profiled line's cost as a code lens, its nodes on hover.

``onnxscribe.showProfile`` ``[path]`` loads the JSON that ``onnxscribe profile --format json``
writes (see docs/profiling.md); ``onnxscribe.clearProfile`` ``[]`` forgets every profile. A
profile names each line by file and line number and records the line's text; a document shows
the profile of its file only while every profiled line still holds that text, so an edit that
moves lines (or changes a profiled one) hides the costs until the profile is made again (or the
edit is undone).

Pure functions over plain data; the server keeps the loaded lines and calls these.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from onnxscribe.core.diagnostics import Span
from onnxscribe.lsp.capabilities import SHOW_LINE
from onnxscribe.lsp.code_lens import Lens


class ProfileError(Exception):
    """The file is not a profile this server can read (the message says why)."""


@dataclass(frozen=True)
class Kernel:
    node: str
    op: str
    provider: str
    median_ms: float


@dataclass(frozen=True)
class LineProfile:
    file: str
    """The absolute path of the line's file (as ``file_key`` gives it)."""
    line: int
    """1-based."""
    source: str | None
    """The line's text, stripped, when the profile was made."""
    median_ms: float
    share: float
    ops: Mapping[str, int]
    providers: tuple[str, ...]
    kernels: tuple[Kernel, ...]
    runs: int


@dataclass(frozen=True)
class Profile:
    origin: str
    runs: int
    lines: tuple[LineProfile, ...]
    """The lines with a known file, costliest first."""
    unplaced_ms: float
    """The time of kernels with no source line (nodes onnxruntime added itself)."""


def file_key(path: str) -> str:
    """One spelling per file, so a profile's paths and a document's path compare equal."""
    return os.path.normcase(os.path.normpath(os.path.abspath(path)))


def parse_profile(text: str, origin: str) -> Profile:
    """The profile in ``text`` (the JSON of ``onnxscribe profile --format json``), read from the
    file ``origin``. A line's file is its ``file`` entry, else its ``path`` taken relative to
    the folder of ``origin``."""
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ProfileError(f"{origin} is not JSON: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("lines"), list):
        raise ProfileError(
            f"{origin} is not a profile (the JSON of `onnxscribe profile --format json`)"
        )
    runs = data.get("runs")
    runs = runs if isinstance(runs, int) and not isinstance(runs, bool) else 0
    folder = os.path.dirname(os.path.abspath(origin))
    lines: list[LineProfile] = []
    unplaced = 0.0
    for index, entry in enumerate(data["lines"]):
        if not isinstance(entry, dict):
            raise ProfileError(f"{origin}: entry {index} of `lines` is not an object")
        median_ms = _number(entry, "median_ms", origin, index)
        share = _number(entry, "share", origin, index)
        path = entry.get("file") if isinstance(entry.get("file"), str) else entry.get("path")
        number = entry.get("line")
        if not isinstance(path, str) or not isinstance(number, int) or number < 1:
            unplaced += median_ms
            continue
        source = entry.get("source")
        lines.append(
            LineProfile(
                file_key(os.path.join(folder, path)),
                number,
                source if isinstance(source, str) else None,
                median_ms,
                share,
                _ops(entry.get("ops")),
                tuple(p for p in entry.get("providers") or () if isinstance(p, str)),
                tuple(_kernels(entry.get("kernels"))),
                runs,
            )
        )
    lines.sort(key=lambda cost: -cost.median_ms)
    return Profile(origin, runs, tuple(lines), unplaced)


def _number(entry: Mapping[str, Any], key: str, origin: str, index: int) -> float:
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ProfileError(f"{origin}: entry {index} of `lines` has no number `{key}`")
    return float(value)


def _ops(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        return {}
    return {str(op): n for op, n in value.items() if isinstance(n, int)}


def _kernels(value: Any) -> Iterable[Kernel]:
    for item in value if isinstance(value, list) else []:
        if isinstance(item, dict) and isinstance(item.get("median_ms"), (int, float)):
            yield Kernel(
                str(item.get("node", "?")),
                str(item.get("op", "?")),
                str(item.get("provider", "?")),
                float(item["median_ms"]),
            )


def by_file(
    current: Mapping[str, tuple[LineProfile, ...]], profile: Profile
) -> dict[str, tuple[LineProfile, ...]]:
    """``current`` with the lines of every file ``profile`` covers replaced by its lines."""
    files: dict[str, list[LineProfile]] = {}
    for cost in profile.lines:
        files.setdefault(cost.file, []).append(cost)
    return {**current, **{file: tuple(costs) for file, costs in files.items()}}


def current_lines(
    costs: Sequence[LineProfile], lines: Sequence[str]
) -> tuple[LineProfile, ...] | None:
    """``costs`` when every profiled line of the document (``lines``) still holds the text it
    had; None when the document has moved on (the profile is stale)."""
    for cost in costs:
        if cost.line > len(lines):
            return None
        if cost.source is not None and lines[cost.line - 1].strip() != cost.source:
            return None
    return tuple(costs)


def duration(ms: float) -> str:
    """``1.8 ms``; ``45 µs`` under a tenth of a millisecond."""
    if ms < 0.1:
        return f"{ms * 1000:.0f} µs"
    if ms < 100:
        return f"{ms:.3g} ms" if ms >= 10 else f"{ms:.2g} ms"
    return f"{ms:.0f} ms"


def percent(share: float) -> str:
    if 0 < share < 0.01:
        return "<1%"
    return f"{share * 100:.0f}%"


def lens_title(cost: LineProfile) -> str:
    """``1.8 ms, 41%``: the line's median time and its share of the profile's kernel time."""
    return f"{duration(cost.median_ms)}, {percent(cost.share)}"


def lenses(costs: Iterable[LineProfile], uri: str, path: str | None) -> list[Lens]:
    return [
        Lens(Span(path, cost.line, 1, cost.line, 1), lens_title(cost), SHOW_LINE, (uri, cost.line))
        for cost in costs
    ]


def at_line(costs: Iterable[LineProfile], line: int) -> LineProfile | None:
    return next((cost for cost in costs if cost.line == line), None)


def hover_markdown(cost: LineProfile) -> str:
    """The line's cost and the nodes behind it: op, provider and time of each."""
    runs = f" (median of {cost.runs} runs)" if cost.runs else ""
    rows = [
        f"**Profile:** {duration(cost.median_ms)}, {percent(cost.share)} of the kernel time{runs}",
        "",
    ]
    if cost.kernels:
        rows += ["| node | op | provider | time |", "|---|---|---|---:|"]
        rows += [
            f"| `{_cell(k.node)}` | {_cell(k.op)} | {_cell(_provider(k.provider))} "
            f"| {duration(k.median_ms)} |"
            for k in cost.kernels
        ]
    else:
        ops = ", ".join(f"{op} x{n}" if n > 1 else op for op, n in cost.ops.items())
        providers = ", ".join(_provider(p) for p in cost.providers)
        rows.append(f"ops: {_cell(ops)}" + (f" on {_cell(providers)}" if providers else ""))
    return "\n".join(rows)


def line_message(cost: LineProfile) -> str:
    """One line of plain text for a message: the line's cost and each node behind it."""
    head = f"Line {cost.line}: {lens_title(cost)} of the kernel time"
    if cost.kernels:
        nodes = "; ".join(
            f"{k.op} {duration(k.median_ms)} on {_provider(k.provider)} (node {k.node})"
            for k in cost.kernels
        )
    else:
        nodes = ", ".join(f"{op} x{n}" if n > 1 else op for op, n in cost.ops.items())
    return f"{head}: {nodes}" if nodes else head


def _provider(name: str) -> str:
    return name.removesuffix("ExecutionProvider")


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def summary(profile: Profile) -> dict[str, Any]:
    """What ``onnxscribe.showProfile`` answers: the lines loaded (the extension colors the
    graph view's nodes with them)."""
    return {
        "path": profile.origin,
        "runs": profile.runs,
        "lines": [
            {
                "file": cost.file,
                "line": cost.line,
                "medianMs": cost.median_ms,
                "share": cost.share,
                "label": lens_title(cost),
            }
            for cost in profile.lines
        ],
    }
