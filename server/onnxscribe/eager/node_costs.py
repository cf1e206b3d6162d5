"""What each node of a profile cost: the median over runs of its kernels' time.

``line_costs`` (profiling.py) sums a line's kernels; this keeps them apart, so a report (and the
editor's hover) can list the nodes behind a line with their own times and providers.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from onnxscribe.eager.profiling import Line, NodeInfo, kernel_events


@dataclass(frozen=True)
class NodeCost:
    line: Line | None
    node: str
    """The node's name in the model (or ``#i Op`` for an unnamed one)."""
    op: str
    provider: str
    median_us: float


def node_costs(
    events: Sequence[Mapping[str, Any]], nodes: Mapping[str, NodeInfo], warmup: int = 1
) -> list[NodeCost]:
    """Each node's median time over the runs after ``warmup`` (a run where it ran no kernel
    counts as 0), costliest first."""
    runs = kernel_events(events, nodes, warmup)
    per_run: list[dict[tuple[Line | None, str, str, str], float]] = []
    for _, _, kernels in runs:
        sums: dict[tuple[Line | None, str, str, str], float] = {}
        for kernel in kernels:
            key = (kernel.line, kernel.label, kernel.op, kernel.provider)
            sums[key] = sums.get(key, 0.0) + kernel.duration
        per_run.append(sums)
    keys = list(dict.fromkeys(key for sums in per_run for key in sums))
    costs = [
        NodeCost(line, node, op, provider, statistics.median(s.get(key, 0.0) for s in per_run))
        for key in keys
        for line, node, op, provider in [key]
    ]
    costs.sort(key=lambda cost: -cost.median_us)
    return costs
