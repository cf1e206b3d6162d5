"""Eager mode's cost per op call against a raw cached onnxruntime session and against numpy.

Target: ``opset18.Add`` on two 32x1024 float32 arrays at most 1.5x the raw session. A Tensor
subscript runs the ops the converter emits for it (Slice, then Gather): it is measured against a
raw session of those two nodes and against numpy's indexing (which makes a view).
"""

from __future__ import annotations

import numpy as np
import onnx
import onnxruntime
from onnx import TensorProto, helper

from benchmarks._common import check_target, measure_interleaved, report

SHAPE = (32, 1024)
CHAIN = ("Add", "Mul", "Sub", "Max", "Min", "Add", "Mul", "Sub", "Max", "Min", "Add", "Mul")
"""Twelve elementwise binary ops, each applied to the previous result and the second input."""

_NUMPY = {
    "Add": np.add,
    "Mul": np.multiply,
    "Sub": np.subtract,
    "Max": np.maximum,
    "Min": np.minimum,
}


def _session(op_names: tuple[str, ...]) -> onnxruntime.InferenceSession:
    nodes = []
    previous = "A"
    for index, name in enumerate(op_names):
        output = f"t{index}"
        nodes.append(helper.make_node(name, [previous, "B"], [output]))
        previous = output
    graph = helper.make_graph(
        nodes,
        "bench",
        [
            helper.make_tensor_value_info("A", TensorProto.FLOAT, list(SHAPE)),
            helper.make_tensor_value_info("B", TensorProto.FLOAT, list(SHAPE)),
        ],
        [helper.make_tensor_value_info(previous, TensorProto.FLOAT, list(SHAPE))],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=8)
    onnx.checker.check_model(model)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    return onnxruntime.InferenceSession(
        model.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )


def main() -> None:
    from onnxscribe import opset18 as op

    rng = np.random.default_rng(0)
    a = rng.standard_normal(SHAPE, dtype=np.float32)
    b = rng.standard_normal(SHAPE, dtype=np.float32)

    add_session = _session(("Add",))
    feeds = {"A": a, "B": b}
    np.testing.assert_allclose(np.asarray(op.Add(a, b)), add_session.run(None, feeds)[0])
    timings = measure_interleaved(
        [
            ("raw onnxruntime session", lambda: add_session.run(None, feeds)),
            ("onnxscribe opset18.Add", lambda: op.Add(a, b)),
            ("numpy a + b", lambda: a + b),
        ],
        repeat=60,
    )
    ratios = report("Add, two 32x1024 float32 arrays", timings, "raw onnxruntime session")
    check_target("eager Add vs raw session", ratios["onnxscribe opset18.Add"], 1.5)
    _compare_with_onnxscript(a, b, add_session, feeds)

    chain_session = _session(CHAIN)
    ops = [getattr(op, name) for name in CHAIN]
    numpy_ops = [_NUMPY[name] for name in CHAIN]

    def eager_chain() -> object:
        value = a
        for eager_op in ops:
            value = eager_op(value, b)
        return value

    def numpy_chain() -> object:
        value = a
        for numpy_op in numpy_ops:
            value = numpy_op(value, b)
        return value

    node_sessions = [_session((name,)) for name in CHAIN]

    def raw_node_chain() -> object:
        value = a
        for session in node_sessions:
            value = session.run(None, {"A": value, "B": b})[0]
        return value

    np.testing.assert_allclose(np.asarray(eager_chain()), numpy_chain(), rtol=1e-5)
    np.testing.assert_allclose(raw_node_chain(), numpy_chain(), rtol=1e-5)
    timings = measure_interleaved(
        [
            ("12 raw one-node sessions", raw_node_chain),
            ("raw session, 12-node model", lambda: chain_session.run(None, feeds)),
            ("onnxscribe, 12 eager ops", eager_chain),
            ("numpy, 12 ufunc calls", numpy_chain),
        ]
    )
    report("12-node elementwise chain on 32x1024 float32", timings, "12 raw one-node sessions")
    one_op = next(t for t in timings if t.name == "onnxscribe, 12 eager ops").median / len(CHAIN)
    print(f"  onnxscribe per eager op in the chain: {one_op * 1e6:.1f} us")
    _subscripts(a)


def _subscripts(a: np.ndarray) -> None:
    """``x[0, 1:]`` on a Tensor: Slice of axis 1, then Gather of row 0."""
    from onnxscribe import Tensor

    index = helper.make_tensor("index", TensorProto.INT64, [], [0])
    bounds = [
        helper.make_tensor(name, TensorProto.INT64, [1], [value])
        for name, value in (("start", 1), ("end", 2**63 - 1), ("axis", 1))
    ]
    graph = helper.make_graph(
        [
            helper.make_node("Slice", ["X", "start", "end", "axis"], ["sliced"]),
            helper.make_node("Gather", ["sliced", "index"], ["Y"], axis=0),
        ],
        "subscript",
        [helper.make_tensor_value_info("X", TensorProto.FLOAT, list(SHAPE))],
        [helper.make_tensor_value_info("Y", TensorProto.FLOAT, None)],
        initializer=[index, *bounds],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=8)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), options, providers=["CPUExecutionProvider"]
    )
    x = Tensor(a)
    np.testing.assert_array_equal(np.asarray(x[0, 1:]), a[0, 1:])
    np.testing.assert_array_equal(session.run(None, {"X": a})[0], a[0, 1:])
    timings = measure_interleaved(
        [
            ("raw session, Slice and Gather", lambda: session.run(None, {"X": a})),
            ("onnxscribe Tensor x[0, 1:]", lambda: x[0, 1:]),
            ("numpy a[0, 1:]", lambda: a[0, 1:]),
        ]
    )
    report("Subscript x[0, 1:] of 32x1024 float32", timings, "raw session, Slice and Gather")


def _compare_with_onnxscript(
    a: np.ndarray,
    b: np.ndarray,
    add_session: onnxruntime.InferenceSession,
    feeds: dict[str, np.ndarray],
) -> None:
    """The same Add through the ``onnxscript`` package's eager mode, when it is installed."""
    try:
        from onnxscript import opset18 as onnxscript_op
    except ImportError:
        print("\n  onnxscript eager Add: skipped: onnxscript not installed")
        return
    from onnxscribe import opset18 as op

    timings = measure_interleaved(
        [
            ("raw onnxruntime session", lambda: add_session.run(None, feeds)),
            ("onnxscribe opset18.Add", lambda: op.Add(a, b)),
            ("onnxscript opset18.Add", lambda: onnxscript_op.Add(a, b)),
        ]
    )
    report("Add through each eager mode", timings, "raw onnxruntime session")


if __name__ == "__main__":
    main()
