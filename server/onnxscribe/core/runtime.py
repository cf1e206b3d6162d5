"""What the installed onnxruntime accepts: the newest ai.onnx opset and IR version."""

from __future__ import annotations

from typing import Any

import onnx

DEFAULT_IR_VERSION = 10
"""The IR version of emitted models: new enough for function attribute defaults, and
accepted by every onnxruntime release this project supports."""


def _loads(runtime: Any, opset_version: int) -> bool:
    graph = onnx.helper.make_graph(
        [onnx.helper.make_node("Identity", ["x"], ["y"])],
        "probe",
        [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1])],
        [onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [1])],
    )
    model = onnx.helper.make_model(
        graph,
        opset_imports=[onnx.helper.make_opsetid("", opset_version)],
        ir_version=DEFAULT_IR_VERSION,
    )
    try:
        runtime.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    except Exception:
        return False
    return True


def max_runtime_opset(runtime: Any, latest: int) -> int:
    """The newest ai.onnx version up to ``latest`` that ``runtime`` loads."""
    for version in range(latest, 0, -1):
        if _loads(runtime, version):
            return version
        if latest - version > 8:
            break
    return latest
