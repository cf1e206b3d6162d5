"""A short tour of onnxscribe: ``python -m onnxscribe.demo`` (what ``make demo`` runs).

Each section is one function; ``main()`` runs them in order.
"""

from __future__ import annotations

import numpy as np
import onnx.printer
import onnxruntime

from onnxscribe import FLOAT, INT64, analyze, evaluator, get_evaluator, script
from onnxscribe import opset18 as op
from onnxscribe.core.types import dtype_name, format_type, from_type_proto, numpy_dtype, onnx_dtype


def section(title: str) -> None:
    print(f"\n== {title}")


def show_types() -> None:
    section("Tensor types")
    print(f"FLOAT.dtype = {FLOAT.dtype} (the ONNX enum value)")
    for annotation in (FLOAT, FLOAT["N", 3], FLOAT[None], INT64[...]):
        print(f"{annotation!r:14} shape={annotation.shape}")
    proto = FLOAT["N", 1024].to_type_proto()
    print(f'FLOAT["N", 1024] through TypeProto: {format_type(from_type_proto(proto))}')
    print(
        f"FLOAT <-> numpy: {numpy_dtype(FLOAT.dtype)}; numpy int64 -> {dtype_name(onnx_dtype(np.int64))}"
    )


def show_eager_ops() -> None:
    section("Eager ops (each op runs at once on numpy data)")
    x = np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]], dtype=np.float32)
    print(f"x = {x.tolist()}")
    print(f"op.Relu(x)              -> {op.Relu(x).numpy().tolist()}")
    print(f"op.ReduceSum(x, [1])    -> {op.ReduceSum(x, [1]).numpy().tolist()}")
    values, indices = op.TopK(x, [2], axis=1)
    print(f"op.TopK(x, [2], axis=1) -> {values.numpy().tolist()}, {indices.numpy().tolist()}")
    y = op.Abs(x)
    print(f"y = op.Abs(x); y * 2 + 1 -> {(y * 2 + 1).numpy().tolist()}")
    print(f"y[0, 1:]                -> {y[0, 1:].numpy().tolist()}")
    print(f"(y > 2) & (y < 6)       -> {((y > 2) & (y < 6)).numpy().tolist()}")
    try:
        op.Add(x, np.arange(3))
    except TypeError as error:
        print(f"op.Add(x, int64 array)  -> {type(error).__name__}: {error}")


def show_evaluators() -> None:
    section("Evaluators")
    x = np.linspace(-1, 1, 5, dtype=np.float32)
    print(f"default: {get_evaluator()!r}")
    with evaluator("reference"):
        result = op.Erf(x)
    rounded = [round(float(v), 4) for v in result.numpy()]
    print(f"op.Erf with the onnx reference evaluator -> {rounded}")


# --------------------------------------------------------------------------- conversion


def show_conversion() -> None:
    section("Conversion (@script(): eager run, onnxruntime run, ONNX text)")

    @script()
    def soft_clip(X: FLOAT["N"], limit: float = 2.0) -> FLOAT["N"]:  # noqa: F821, UP037
        """Squashes X smoothly into (-limit, limit)."""
        scaled = X / limit
        if op.ReduceMax(op.Abs(scaled), keepdims=0) > 1.0:
            scaled = op.Tanh(scaled)
        return scaled * limit

    x = np.array([-6.0, -1.0, 0.5, 4.0], dtype=np.float32)
    eager = soft_clip(x)
    model = soft_clip.to_model_proto()
    session = onnxruntime.InferenceSession(
        model.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    (graph_result,) = session.run(None, {"X": x})
    print(f"x                 = {x.tolist()}")
    print(f"soft_clip(x) eager = {[round(float(v), 4) for v in eager]}")
    print(f"in onnxruntime     = {[round(float(v), 4) for v in graph_result]}")
    print(onnx.printer.to_text(model))


CHECKED_SOURCE = """\
from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def scale(X: FLOAT["N", 3], k: INT64) -> FLOAT["N", 3]:
    Y = op.Mul(X, k)
    return op.Rleu(Y)
"""


def show_static_check() -> None:
    section("Static check (analyze(): what `onnxscribe check` and the editor report)")
    print(CHECKED_SOURCE)
    lines = CHECKED_SOURCE.splitlines()
    for diagnostic in analyze(CHECKED_SOURCE, "model.py").diagnostics:
        print(diagnostic.format(lines))
        for fix in diagnostic.fixes:
            print(f"    fix: {fix.title}")


def main() -> None:
    show_types()
    show_eager_ops()
    show_evaluators()
    show_conversion()
    show_static_check()


if __name__ == "__main__":
    main()
