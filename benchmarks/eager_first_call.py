"""The cost of an op's first eager call (a new signature): preparing its onnxruntime session.

Baseline: building the same one-node model with ``onnx.helper`` and creating an
``InferenceSession`` for it by hand, then running it once.
"""

from __future__ import annotations

import time

import numpy as np
import onnxruntime
from onnx import TensorProto, helper

from benchmarks._common import Timing, report

UNARY_OPS = (
    "Abs", "Neg", "Exp", "Log", "Sqrt", "Relu", "Sigmoid", "Tanh", "Sin", "Cos",
    "Floor", "Ceil", "Erf", "Softplus", "Softsign", "Reciprocal", "Sign", "Round",
    "HardSwish", "Identity",
)  # fmt: skip
SHAPE = (32, 1024)


def _raw_first_call(name: str, x: np.ndarray) -> object:
    node = helper.make_node(name, ["X"], ["Y"])
    graph = helper.make_graph(
        [node],
        name,
        [helper.make_tensor_value_info("X", TensorProto.FLOAT, list(SHAPE))],
        [helper.make_tensor_value_info("Y", TensorProto.FLOAT, None)],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=8)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )
    return session.run(None, {"X": x})


def _per_call(name: str, calls: list[object]) -> Timing:
    samples = []
    for call in calls:
        start = time.perf_counter()
        call()  # type: ignore[operator]
        samples.append(time.perf_counter() - start)
    return Timing(name, tuple(samples))


def main() -> None:
    from onnxscribe import opset18 as op
    from onnxscribe.eager.evaluators import OrtEvaluator, evaluator

    x = np.abs(np.random.default_rng(0).standard_normal(SHAPE, dtype=np.float32)) + 0.5
    _raw_first_call("Abs", x)
    op.Abs(x)
    rounds = 5
    raw_calls: list[object] = []
    eager_calls: list[object] = []
    for _ in range(rounds):
        fresh = OrtEvaluator()
        for name in UNARY_OPS:
            raw_calls.append(lambda name=name: _raw_first_call(name, x))

            def eager(name: str = name, chosen: OrtEvaluator = fresh) -> object:
                with evaluator(chosen):
                    return getattr(op, name)(x)

            eager_calls.append(eager)
    timings = [
        _per_call("hand-built model + new session", raw_calls),
        _per_call("onnxscribe first call (ort)", eager_calls),
    ]
    report(
        f"first call of {len(UNARY_OPS)} unary ops on 32x1024 float32 ({rounds} rounds)",
        timings,
        "hand-built model + new session",
    )


if __name__ == "__main__":
    main()
