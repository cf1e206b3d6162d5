"""The profiler's own cost: one run of a model in an onnxruntime session with profiling enabled
(as ``onnxscribe profile`` makes it, the model prepared by ``eager.profiling.prepare``) against
the same model in a session without it.

Target: the profiled run at most 1.2x the unprofiled one, for an MLP block (two 256x1024
MatMuls with their bias, activation and residual on a batch of 64). Also printed, without a
target: a chain of 40 small elementwise ops on 16x16 arrays, where the profiler's fixed cost per
node is largest against the kernels.

``python -m benchmarks.profile_overhead --mode plain|profiled --runs N`` runs only one side,
for timing whole processes from outside (with a process timer such as hyperfine).
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
from onnxscribe.eager.profiling import prepare, session_options

from benchmarks._common import check_target, measure_interleaved, report

BATCH, WIDTH, HIDDEN = 64, 256, 1024
CHAIN = 40


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


def runner(model: onnx.ModelProto, profiled: bool, folder: str) -> Callable[[], object]:
    prepared = prepare(model).model
    prefix = os.path.join(folder, "profile") if profiled else None
    options = session_options("all", prefix)
    options.intra_op_num_threads = 1
    session = onnxruntime.InferenceSession(
        prepared.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )
    name = model.graph.input[0].name
    shape = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
    feeds = {name: np.random.default_rng(1).standard_normal(shape).astype(np.float32)}
    return lambda: session.run(None, feeds)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for title, model, target in (
            (f"MLP block, batch {BATCH}, {WIDTH}->{HIDDEN}->{WIDTH}", mlp_model(), 1.2),
            (f"{CHAIN} elementwise ops on 16x16", chain_model(), None),
        ):
            timings = measure_interleaved(
                [
                    ("unprofiled run", runner(model, False, folder)),
                    ("profiled run", runner(model, True, folder)),
                ],
                repeat=60,
            )
            ratios = report(title, timings, "unprofiled run")
            if target is not None:
                check_target("profiled vs unprofiled", ratios["profiled run"], target)


def _one_side() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=("plain", "profiled"), required=True)
    parser.add_argument("--model", choices=("mlp", "chain"), default="mlp")
    parser.add_argument("--runs", type=int, default=2000)
    args = parser.parse_args()
    model = mlp_model() if args.model == "mlp" else chain_model()
    with tempfile.TemporaryDirectory() as folder:
        run = runner(model, args.mode == "profiled", folder)
        for _ in range(args.runs):
            run()


if __name__ == "__main__":
    _one_side()
