"""``onnxscribe profile FILE::FUNCTION`` (or MODEL.onnx): what each source line costs.

Runs the model in onnxruntime, a few runs under its profiler and then more with the profiler
off (``eager.profiling.run_profiled``), and prints, per source line, the median kernel time
from the profiled runs, its share of the total, the nodes and ops behind it and the providers
that ran them, with the median of the timed runs as the total. ``--format json`` prints the same as JSON; ``--chrome-trace`` and ``--speedscope``
write files whose frames are the source lines.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from onnxscribe.cli.common import USAGE_ERROR, CommandError, fail
from onnxscribe.cli.model_target import (
    ModelTarget,
    add_model_arguments,
    installed_providers,
    load_model_target,
    model_inputs,
)
from onnxscribe.eager.node_costs import NodeCost, node_costs
from onnxscribe.eager.profile_files import chrome_trace, speedscope
from onnxscribe.eager.profiling import (
    OPTIMIZATION_LEVELS,
    LineCost,
    Profile,
    line_costs,
    on_timed_runs,
    prepare,
    run_profiled,
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_model_arguments(parser)
    parser.add_argument(
        "--runs",
        type=int,
        default=None,
        help="runs timed with the profiler off (default: enough to keep the profiler's cost "
        "within 1.2x, at least 10)",
    )
    parser.add_argument(
        "--profiled-runs",
        type=int,
        default=5,
        help="runs under the profiler, whose kernels give the lines' times (default 5)",
    )
    parser.add_argument(
        "--warmup", type=int, default=1, help="profiled runs before those, not counted (default 1)"
    )
    parser.add_argument(
        "--provider",
        action="append",
        default=None,
        help="an onnxruntime execution provider, in order of preference (default: CPU)",
    )
    parser.add_argument(
        "--optimization",
        choices=OPTIMIZATION_LEVELS,
        default="all",
        help="onnxruntime's graph optimization level (default all)",
    )
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--chrome-trace", metavar="FILE.json", help="write a Chrome trace")
    parser.add_argument("--speedscope", metavar="FILE.json", help="write a speedscope profile")


def line_label(target: ModelTarget, cost: LineCost) -> str:
    if cost.line is None:
        return "(no source line)"
    path, number = cost.line
    return f"{path}:{number}"


def as_json(
    target: ModelTarget, profile: Profile, nodes: Sequence[NodeCost] = ()
) -> dict[str, Any]:
    """The report as JSON; ``nodes`` gives each line its ``kernels`` (node, op, provider and
    median time of each node behind it, costliest first, on the lines' scale), and ``file`` is
    the absolute path of the line's file where it exists (the editor matches lines to documents
    with it)."""
    return {
        "runs": profile.runs,
        "profiled_runs": profile.profiled_runs,
        "run_median_ms": profile.run_median_us / 1000,
        "kernel_median_ms": profile.kernel_median_us / 1000,
        "outside_kernels_ms": profile.outside_kernels_us / 1000,
        "scale": profile.scale,
        "script": target.script,
        "lines": [
            {
                "path": None if cost.line is None else cost.line[0],
                "file": None if cost.line is None else target.source_path(cost.line[0]),
                "line": None if cost.line is None else cost.line[1],
                "source": None if cost.line is None else target.source_line(*cost.line),
                "median_ms": cost.median_us / 1000,
                "share": cost.share,
                "nodes": cost.nodes,
                "ops": cost.ops,
                "providers": cost.providers,
                "kernels": [
                    {
                        "node": node.node,
                        "op": node.op,
                        "provider": node.provider,
                        "median_ms": node.median_us * profile.scale / 1000,
                    }
                    for node in nodes
                    if node.line == cost.line
                ],
            }
            for cost in profile.lines
        ],
    }


def as_text(target: ModelTarget, profile: Profile) -> str:
    lines_from = f"lines from {profile.profiled_runs} profiled runs"
    if profile.scale < 1:
        lines_from += (
            f", whose kernels took {1 / profile.scale:.1f}x a timed run: scaled down to it"
        )
    rows = [
        f"{profile.runs} runs; median run {profile.run_median_us / 1000:.3f} ms, "
        f"of which kernels {profile.kernel_median_us / 1000:.3f} ms ({lines_from})"
    ]
    if target.script is not None:
        rows.append(f"lines are those of {target.script} (the model written as script source)")
    for cost in profile.lines:
        ops = ", ".join(f"{op} x{n}" if n > 1 else op for op, n in cost.ops.items())
        providers = ", ".join(p.removesuffix("ExecutionProvider") for p in cost.providers)
        rows.append(
            f"{line_label(target, cost):<24} {cost.median_us / 1000:9.3f} ms "
            f"{cost.share * 100:5.1f}%  {ops} [{providers}]"
        )
        source = None if cost.line is None else target.source_line(*cost.line)
        if source:
            rows.append(f"    {source}")
    return "\n".join(rows)


def run(args: argparse.Namespace) -> int:
    try:
        if (args.runs is not None and args.runs < 1) or args.profiled_runs < 1 or args.warmup < 0:
            raise CommandError(
                "--runs must be at least 1, --profiled-runs at least 1 and --warmup at least 0",
                USAGE_ERROR,
            )
        target = load_model_target(args)
        feeds = model_inputs(target, args)
        prepared = prepare(target.model)
        providers = installed_providers(args.provider or ["CPUExecutionProvider"])
        try:
            done = run_profiled(
                prepared.model,
                feeds,
                runs=args.runs,
                profiled_runs=args.profiled_runs,
                warmup=args.warmup,
                providers=providers,
                optimization=args.optimization,
            )
        except Exception as error:  # onnxruntime's own errors carry no common type
            raise CommandError(f"onnxruntime could not run the model: {error}") from None
        events = done.events
        profile = on_timed_runs(line_costs(events, prepared.nodes, args.warmup), done.timed_us)
        labels = {cost.line: _frame(target, cost) for cost in profile.lines}
        for option, write in (("chrome_trace", chrome_trace), ("speedscope", speedscope)):
            path = getattr(args, option)
            if path:
                try:
                    with open(path, "w", encoding="utf-8") as handle:
                        json.dump(write(events, prepared.nodes, labels, args.warmup), handle)
                except OSError as error:
                    raise CommandError(f"cannot write {path}: {error}") from None
    except CommandError as error:
        return fail(error)
    if args.format == "json":
        report = as_json(target, profile, node_costs(events, prepared.nodes, args.warmup))
        print(json.dumps(report, indent=2))
    else:
        print(as_text(target, profile))
    return 0


def _frame(target: ModelTarget, cost: LineCost) -> str:
    source = None if cost.line is None else target.source_line(*cost.line)
    label = line_label(target, cost)
    return f"{label} {source}" if source else label
