"""The profiler's cost to the user: the runs ``onnxscribe profile`` makes against as many runs of
the same model without the profiler.

``onnxscribe profile`` runs a warm-up and a few runs under onnxruntime's profiler (their kernels
give each line its time), then stops the profiler and times more runs (their median is the
total; ``eager.profiling.run_profiled``). Measured here: all of that, from creating the session
to reading the trace back, against a session that makes the same number of runs unprofiled.
Target: at most 1.2x, for an MLP block (two 256x1024 MatMuls with their bias, activation and
residual on a batch of 64) and for a chain of 40 small elementwise ops on 16x16 arrays, where
the profiler's fixed cost per node is largest against the kernels. Also printed, without a
target: the same with ``--runs 10`` (the profiled runs' cost then weighs on few timed runs),
and one run under the profiler against one run without it.

``python -m benchmarks.profile_overhead --mode plain|profile --model mlp|chain --runs N`` runs
only one side (``profile``: the warm-up, the profiled runs and N timed runs; ``plain``: as many
runs unprofiled), for timing whole processes from outside (with a process timer such as
hyperfine).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable

import numpy as np
import onnx
import onnxruntime
from onnx import TensorProto, helper
from onnxscribe.eager.profiling import ProfiledRuns, prepare, run_profiled, session_options

from benchmarks._common import check_target, measure_interleaved, report

BATCH, WIDTH, HIDDEN = 64, 256, 1024
CHAIN = 40
WARMUP, PROFILED_RUNS = 1, 5  # run_profiled's defaults, as `onnxscribe profile` uses them


def mlp_model() -> onnx.ModelProto:
    nodes = [
        helper.make_node("MatMul", ["x", "w1"], ["h"]),
        helper.make_node("Add", ["h", "b1"], ["hb"]),
        helper.make_node("Relu", ["hb"], ["a"]),
        helper.make_node("MatMul", ["a", "w2"], ["o"]),
        helper.make_node("Add", ["o", "b2"], ["ob"]),
        helper.make_node("Add", ["ob", "x"], ["y"]),
    ]
    rng = np.random.default_rng(0)
    weights = [
        onnx.numpy_helper.from_array(rng.standard_normal(shape, dtype=np.float32) * 0.05, name)
        for name, shape in (
            ("w1", (WIDTH, HIDDEN)),
            ("b1", (HIDDEN,)),
            ("w2", (HIDDEN, WIDTH)),
            ("b2", (WIDTH,)),
        )
    ]
    graph = helper.make_graph(
        nodes,
        "mlp",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [BATCH, WIDTH])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [BATCH, WIDTH])],
        weights,
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=9)


def chain_model() -> onnx.ModelProto:
    ops = ("Add", "Mul", "Sub", "Max")
    nodes = []
    previous = "x"
    for index in range(CHAIN):
        nodes.append(helper.make_node(ops[index % len(ops)], [previous, "x"], [f"t{index}"]))
        previous = f"t{index}"
    graph = helper.make_graph(
        nodes,
        "chain",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [16, 16])],
        [helper.make_tensor_value_info(previous, TensorProto.FLOAT, [16, 16])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=9)


def feeds_of(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    name = model.graph.input[0].name
    shape = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
    return {name: np.random.default_rng(1).standard_normal(shape).astype(np.float32)}


def session(model: onnx.ModelProto, prefix: str | None) -> onnxruntime.InferenceSession:
    return onnxruntime.InferenceSession(
        model.SerializeToString(),
        session_options("all", prefix),
        providers=["CPUExecutionProvider"],
    )


def profile_runs(model: onnx.ModelProto, runs: int | None) -> Callable[[], ProfiledRuns]:
    """What ``onnxscribe profile`` runs (its defaults, or ``runs`` timed runs)."""
    prepared = prepare(model).model
    feeds = feeds_of(model)
    return lambda: run_profiled(prepared, feeds, runs=runs)


def plain_runs(model: onnx.ModelProto, count: int) -> Callable[[], object]:
    """A session and ``count`` runs, the profiler off."""
    prepared = prepare(model).model
    feeds = feeds_of(model)

    def run() -> None:
        plain = session(prepared, None)
        for _ in range(count):
            plain.run(None, feeds)

    return run


def one_run(model: onnx.ModelProto, profiled: bool, folder: str) -> Callable[[], object]:
    prepared = prepare(model).model
    feeds = feeds_of(model)
    started = session(prepared, os.path.join(folder, "profile") if profiled else None)
    return lambda: started.run(None, feeds)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for title, model in (
            (f"MLP block, batch {BATCH}, {WIDTH}->{HIDDEN}->{WIDTH}", mlp_model()),
            (f"{CHAIN} elementwise ops on 16x16", chain_model()),
        ):
            # the number of timed runs the default chooses here; both sides then make as many
            timed = len(profile_runs(model, None)().timed_us)
            for label, runs, target in (("default", timed, 1.2), ("--runs 10", 10, None)):
                count = WARMUP + PROFILED_RUNS + runs
                timings = measure_interleaved(
                    [
                        (f"{count} runs unprofiled", plain_runs(model, count)),
                        (f"profile's runs ({label}: {runs} timed)", profile_runs(model, runs)),
                    ],
                    repeat=21,
                    warmup=1,
                )
                ratios = report(title, timings, timings[0].name)
                if target is not None:
                    check_target("profile's runs vs unprofiled", ratios[timings[1].name], target)
            single = measure_interleaved(
                [
                    ("one run unprofiled", one_run(model, False, folder)),
                    ("one run profiled", one_run(model, True, folder)),
                ],
                repeat=30,
            )
            report(f"{title}: one run", single, "one run unprofiled")


def _one_side() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=("plain", "profile"), required=True)
    parser.add_argument("--model", choices=("mlp", "chain"), default="mlp")
    parser.add_argument("--runs", type=int, default=200, help="timed runs of profile")
    args = parser.parse_args()
    model = mlp_model() if args.model == "mlp" else chain_model()
    if args.mode == "profile":
        profile_runs(model, args.runs)()
    else:
        plain_runs(model, WARMUP + PROFILED_RUNS + args.runs)()


if __name__ == "__main__":
    _one_side()
