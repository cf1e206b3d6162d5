"""A profile's kernel events written as files other tools open, with source lines as frames:
the Chrome trace format (chrome://tracing, Perfetto) and speedscope's evented format."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from onnxscribe.eager.profiling import Line, NodeInfo, kernel_events


def chrome_trace(
    events: Sequence[Mapping[str, Any]],
    nodes: Mapping[str, NodeInfo],
    labels: Mapping[Line | None, str],
    warmup: int = 1,
) -> dict[str, Any]:
    """One complete ("X") event per run and per kernel, a kernel named by its source line."""
    trace: list[dict[str, Any]] = []
    for run, (start, end, kernels) in enumerate(kernel_events(events, nodes, warmup)):
        trace.append(_complete(f"run {run + 1}", start, end - start, {}))
        for kernel in kernels:
            trace.append(
                _complete(
                    labels.get(kernel.line, "(no source line)"),
                    kernel.start,
                    kernel.duration,
                    {"node": kernel.node, "op": kernel.op, "provider": kernel.provider},
                )
            )
    return {"traceEvents": trace, "displayTimeUnit": "ms"}


def _complete(name: str, ts: float, dur: float, args: dict[str, str]) -> dict[str, Any]:
    return {"name": name, "ph": "X", "ts": ts, "dur": dur, "pid": 1, "tid": 1, "args": args}


def speedscope(
    events: Sequence[Mapping[str, Any]],
    nodes: Mapping[str, NodeInfo],
    labels: Mapping[Line | None, str],
    warmup: int = 1,
) -> dict[str, Any]:
    """One evented profile per run; each kernel opens and closes the frame of its line."""
    frames: list[dict[str, str]] = []
    index: dict[str, int] = {}
    profiles = []
    for run, (start, end, kernels) in enumerate(kernel_events(events, nodes, warmup)):
        opened: list[dict[str, Any]] = []
        at = start
        for kernel in sorted(kernels, key=lambda k: k.start):
            name = labels.get(kernel.line, "(no source line)")
            if name not in index:
                index[name] = len(frames)
                frames.append({"name": name})
            begin = max(at, kernel.start)
            at = max(begin, kernel.start + kernel.duration)
            opened.append({"type": "O", "frame": index[name], "at": begin})
            opened.append({"type": "C", "frame": index[name], "at": at})
        profiles.append(
            {
                "type": "evented",
                "name": f"run {run + 1}",
                "unit": "microseconds",
                "startValue": start,
                "endValue": max(end, at),
                "events": opened,
            }
        )
    return {
        "$schema": "https://www.speedscope.app/file-format-schema.json",
        "shared": {"frames": frames},
        "profiles": profiles,
        "name": "onnxscribe profile",
        "exporter": "onnxscribe",
    }
