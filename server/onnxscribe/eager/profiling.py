"""Per-source-line cost of a model: onnxruntime's profiler over repeated runs, its trace read
back and each node's kernel time charged to the line the node came from.

``prepare`` gives every node of the main graph (model-local functions inlined first) a name the
trace can be matched on; ``run_profiled`` runs it and returns the trace events; ``line_costs``
is the pure part: events and node lines in, the median time of each line over the runs out.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import statistics
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import onnx
import onnx.inliner

from onnxscribe.graph_ir.source_props import node_source

Line = tuple[str, int]
"""(path, line) of a source line, the path as the model records it."""

OPTIMIZATION_LEVELS = ("disable", "basic", "extended", "all")


@dataclass(frozen=True)
class NodeInfo:
    """A node of the profiled graph: the name it had, its op, and its source line if known."""

    label: str
    op_type: str
    line: Line | None
    has_bodies: bool = False
    """An If, Loop or Scan: its kernel's time holds its bodies' kernels."""


@dataclass
class PreparedModel:
    model: onnx.ModelProto
    nodes: dict[str, NodeInfo]
    """The name given to each node for profiling -> what is known of it."""


def prepare(model: onnx.ModelProto) -> PreparedModel:
    """A copy of ``model`` with local functions inlined and every node named for the trace:
    ``[i]op`` in the main graph, ``[i.k/j]op`` in body k of node i (the brackets keep one name
    from being part of another)."""
    copy = onnx.ModelProto()
    copy.CopyFrom(model)
    if copy.functions:
        copy = onnx.inliner.inline_local_functions(copy)
    nodes: dict[str, NodeInfo] = {}
    _name_nodes(copy.graph, "", nodes)
    return PreparedModel(copy, nodes)


def _name_nodes(graph: onnx.GraphProto, prefix: str, nodes: dict[str, NodeInfo]) -> None:
    for index, node in enumerate(graph.node):
        label = node.name or f"#{prefix}{index} {node.op_type}"
        name = f"[{prefix}{index}]{node.op_type}"
        node.name = name
        source = node_source(node)
        bodies = [a.g for a in node.attribute if a.HasField("g")]
        bodies += [g for a in node.attribute for g in a.graphs]
        line = None if source is None else source[:2]
        nodes[name] = NodeInfo(label, node.op_type, line, bool(bodies))
        for number, body in enumerate(bodies):
            _name_nodes(body, f"{prefix}{index}.{number}/", nodes)


def session_options(optimization: str, profile_prefix: str | None = None) -> Any:
    import onnxruntime  # deferred: heavy, and only needed to run

    levels = {
        "disable": onnxruntime.GraphOptimizationLevel.ORT_DISABLE_ALL,
        "basic": onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC,
        "extended": onnxruntime.GraphOptimizationLevel.ORT_ENABLE_EXTENDED,
        "all": onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL,
    }
    options = onnxruntime.SessionOptions()
    options.graph_optimization_level = levels[optimization]
    options.log_severity_level = 3
    if profile_prefix is not None:
        options.enable_profiling = True
        options.profile_file_prefix = profile_prefix
    return options


OVERHEAD_TARGET = 1.2
"""With the number of timed runs left to ``run_profiled``: the most the profiled runs may add to
the cost of as many unprofiled runs."""
AUTO_MIN_RUNS = 10
AUTO_MAX_RUNS = 100_000
AUTO_MAX_SECONDS = 10.0


@dataclass
class ProfiledRuns:
    events: list[dict[str, Any]]
    """The profiler's trace of the warm-up and profiled runs."""
    profiled_us: list[float]
    """Wall time of each profiled run (after the warm-up), under the profiler."""
    timed_us: list[float]
    """Wall time of each timed run, the profiler off."""
    profiling_us: float = 0.0
    """Wall time of the warm-up and profiled runs with the trace written and read back."""


def run_profiled(
    model: onnx.ModelProto,
    feeds: Mapping[str, np.ndarray],
    *,
    runs: int | None,
    profiled_runs: int = 5,
    warmup: int = 1,
    providers: Sequence[str] = ("CPUExecutionProvider",),
    optimization: str = "all",
) -> ProfiledRuns:
    """Run ``model`` ``warmup + profiled_runs`` times under onnxruntime's profiler, then, in the
    same session with the profiler stopped, ``runs`` times timed from outside.

    The profiler costs some microseconds per node, and writing and reading its trace more, so
    only the profiled runs pay it. With ``runs`` None, as many timed runs follow as bring the
    whole (profiled runs, trace and timed runs) within ``OVERHEAD_TARGET`` times the cost of as
    many runs unprofiled (``auto_runs``; at least ``AUTO_MIN_RUNS``, and no more than
    ``AUTO_MAX_RUNS`` or ``AUTO_MAX_SECONDS`` of them).
    """
    import onnxruntime  # deferred: heavy, and only needed to run

    inputs = dict(feeds)
    with tempfile.TemporaryDirectory() as folder:
        options = session_options(optimization, os.path.join(folder, "profile"))
        session = onnxruntime.InferenceSession(
            model.SerializeToString(), options, providers=list(providers)
        )
        start = time.perf_counter()
        for _ in range(warmup):
            session.run(None, inputs)
        profiled = [_timed(session, inputs) for _ in range(profiled_runs)]
        trace_path = session.end_profiling()
        with open(trace_path, encoding="utf-8") as handle:
            events: list[dict[str, Any]] = json.load(handle)
        profiling = (time.perf_counter() - start) * 1e6
    wanted = AUTO_MIN_RUNS if runs is None else runs
    timed = [_timed(session, inputs) for _ in range(wanted)]
    if runs is None and timed:
        count = warmup + profiled_runs
        wanted = auto_runs(profiling, count, statistics.median(timed))
        deadline = time.perf_counter() + AUTO_MAX_SECONDS
        while len(timed) < wanted and time.perf_counter() < deadline:
            timed.append(_timed(session, inputs))
    return ProfiledRuns(events, profiled, timed, profiling)


def auto_runs(profiling_us: float, profiled_count: int, unprofiled_us: float) -> int:
    """How many timed runs, each ``unprofiled_us``, bring ``profiled_count`` runs under the
    profiler that took ``profiling_us`` in all (their trace included) within
    ``OVERHEAD_TARGET`` times as many runs unprofiled:
    ``profiling + n * unprofiled <= target * (profiled_count + n) * unprofiled``."""
    if unprofiled_us <= 0:
        return AUTO_MIN_RUNS
    excess = profiling_us - OVERHEAD_TARGET * profiled_count * unprofiled_us
    needed = math.ceil(excess / ((OVERHEAD_TARGET - 1) * unprofiled_us) - 1e-9)
    return min(AUTO_MAX_RUNS, max(AUTO_MIN_RUNS, needed))


def _timed(session: Any, inputs: dict[str, Any]) -> float:
    start = time.perf_counter()
    session.run(None, inputs)
    return (time.perf_counter() - start) * 1e6


@dataclass
class LineCost:
    """What one source line cost: the median over runs of the sum of its nodes' kernel times."""

    line: Line | None
    median_us: float
    share: float
    nodes: list[str] = field(default_factory=list)
    ops: dict[str, int] = field(default_factory=dict)
    providers: list[str] = field(default_factory=list)
    per_run_us: list[float] = field(default_factory=list)


@dataclass
class Profile:
    lines: list[LineCost]
    """Costliest first."""
    runs: int
    run_median_us: float
    """Median wall time of one whole run as the profiler saw it (kernels and what lies between)."""
    kernel_median_us: float
    """Median over runs of the sum of all kernel times (``on_timed_runs``: the lines' sum)."""
    profiled_runs: int = 0
    """With ``on_timed_runs``: the runs the lines' times were read from, under the profiler."""
    outside_kernels_us: float = 0.0
    """With ``on_timed_runs``: the part of the median run outside the lines' kernels."""
    scale: float = 1.0
    """With ``on_timed_runs``: the factor the profiled lines' times were multiplied by (below 1
    when they added up to more than the median timed run)."""


@dataclass(frozen=True)
class Kernel:
    """One kernel run from the trace: its node (the profiled name), op, provider and line."""

    node: str
    label: str
    op: str
    provider: str
    line: Line | None
    start: float
    duration: float


def kernel_events(
    events: Sequence[Mapping[str, Any]], nodes: Mapping[str, NodeInfo], warmup: int = 1
) -> list[tuple[float, float, list[Kernel]]]:
    """(start, end, kernels) of each run after the first ``warmup``, in microseconds.

    A kernel event belongs to the run whose ``model_run`` span holds it. The kernel of a node
    with bodies (If, Loop, Scan) keeps only its own time: the kernels inside its span are
    charged to their own lines. A node onnxruntime made
    by fusing others carries a new name; it is charged to the line of the first original node
    whose name is part of it, and to no line when there is none.
    """
    windows = sorted(
        (float(e["ts"]), float(e["ts"]) + float(e["dur"]))
        for e in events
        if e.get("cat") == "Session" and e.get("name") == "model_run"
    )[warmup:]
    runs: list[tuple[float, float, list[Kernel]]] = [(s, e, []) for s, e in windows]
    for event in events:
        name = str(event.get("name", ""))
        if event.get("cat") != "Node" or not name.endswith("_kernel_time"):
            continue
        ts = float(event["ts"])
        run = next((r for r in runs if r[0] <= ts <= r[1]), None)
        if run is None:
            continue
        node_name = name[: -len("_kernel_time")]
        args = event.get("args", {})
        info = _node_info(node_name, nodes)
        run[2].append(
            Kernel(
                node_name,
                info.label if info is not None else node_name,
                str(args.get("op_name", info.op_type if info is not None else "?")),
                str(args.get("provider", "?")),
                info.line if info is not None else None,
                ts,
                float(event["dur"]),
            )
        )
    return [(start, end, _own_times(kernels, nodes)) for start, end, kernels in runs]


def _own_times(kernels: list[Kernel], nodes: Mapping[str, NodeInfo]) -> list[Kernel]:
    """Kernels of nodes with bodies less the time of the kernels of their bodies' nodes."""
    result = []
    for kernel in kernels:
        info = _node_info(kernel.node, nodes)
        path = _path(kernel.node)
        if info is not None and info.has_bodies and path is not None:
            end = kernel.start + kernel.duration
            inside = sum(
                k.duration
                for k in kernels
                if _parent(k.node) == path and kernel.start <= k.start <= end
            )
            kernel = dataclasses.replace(kernel, duration=max(0.0, kernel.duration - inside))
        result.append(kernel)
    return result


def _path(name: str) -> str | None:
    """``"1.0/3"`` of a node named ``[1.0/3]Op`` by ``prepare``."""
    if not name.startswith("[") or "]" not in name:
        return None
    return name[1 : name.index("]")]


def _parent(name: str) -> str | None:
    """The path of the node whose body holds the node named ``name``: ``1.0/3`` for
    ``[1.0/3.1/0]Op``."""
    path = _path(name)
    if path is None or "/" not in path:
        return None
    return path.rsplit("/", 1)[0].rsplit(".", 1)[0]


def line_costs(
    events: Sequence[Mapping[str, Any]], nodes: Mapping[str, NodeInfo], warmup: int = 1
) -> Profile:
    """Charge each kernel of the runs after ``warmup`` to its node's line (``kernel_events``);
    each line's time is the median over the runs of its kernels' summed durations."""
    runs = kernel_events(events, nodes, warmup)
    per_run: list[dict[Line | None, float]] = []
    details: dict[Line | None, tuple[dict[str, None], Counter[str], dict[str, None]]] = {}
    for number, (_, _, kernels) in enumerate(runs):
        sums: dict[Line | None, float] = defaultdict(float)
        for kernel in kernels:
            sums[kernel.line] += kernel.duration
            labels, ops, providers = details.setdefault(kernel.line, ({}, Counter(), {}))
            labels[kernel.label] = None
            if number == 0:
                ops[kernel.op] += 1
            providers[kernel.provider] = None
        per_run.append(sums)
    medians = {line: statistics.median(run.get(line, 0.0) for run in per_run) for line in details}
    total = sum(medians.values())
    lines = [
        LineCost(
            line,
            medians[line],
            medians[line] / total if total else 0.0,
            list(details[line][0]),
            dict(details[line][1]),
            list(details[line][2]),
            [run.get(line, 0.0) for run in per_run],
        )
        for line in details
    ]
    lines.sort(key=lambda cost: (-cost.median_us, cost.line or ("", 0)))
    return Profile(
        lines,
        len(runs),
        statistics.median(e - s for s, e, _ in runs) if runs else 0.0,
        statistics.median(sum(rows.values()) for rows in per_run) if per_run else 0.0,
    )


def _node_info(name: str, nodes: Mapping[str, NodeInfo]) -> NodeInfo | None:
    found = nodes.get(name)
    if found is not None:
        return found
    return next((info for known, info in nodes.items() if known in name), None)


def on_timed_runs(profile: Profile, timed_us: Sequence[float]) -> Profile:
    """``profile`` (from profiled runs) put on the scale of runs timed without the profiler.

    The total is the median timed run. The lines keep their profiled kernel times where those
    add up to less than it, and what remains is outside the kernels (onnxruntime between
    kernels, the call from Python). A profiled kernel's time holds the profiler's own work too,
    a few microseconds, in whole microseconds: for kernels of some size that is little, but a
    model of tiny ops can show its profiled kernels adding up to many times a whole timed run.
    Then each line is scaled down by the same factor (``scale``), so the lines and what is
    outside them always sum to the total and the shares are those of the profiled runs.
    """
    if not timed_us:
        return profile
    total = statistics.median(timed_us)
    kernels = sum(cost.median_us for cost in profile.lines)
    factor = total / kernels if kernels > total else 1.0
    lines = [
        dataclasses.replace(
            cost,
            median_us=cost.median_us * factor,
            per_run_us=[t * factor for t in cost.per_run_us],
        )
        for cost in profile.lines
    ]
    # Scaled down, the lines sum to the total up to rounding; the total itself is kept, so the
    # kernels never come out above a timed run.
    scaled = total if factor < 1 else sum(cost.median_us for cost in lines)
    return Profile(
        lines,
        len(timed_us),
        total,
        scaled,
        profiled_runs=profile.runs,
        outside_kernels_us=max(0.0, total - scaled),
        scale=factor,
    )
