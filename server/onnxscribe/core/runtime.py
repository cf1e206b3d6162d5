"""What the installed onnxruntime accepts: the newest IR version and opset of each domain.

One probe, made once per process on first use, answers every question the package asks of
onnxruntime's capabilities: the converter's default opset, the IR version of models for eager
evaluation, and when an op may be imported at an older, equivalent opset.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from onnxscribe.core import schemas
from onnxscribe.core.patterns import LazyPattern

if TYPE_CHECKING:
    import onnx

DEFAULT_IR_VERSION = 10
"""The IR version of emitted models: new enough for function attribute defaults, and
accepted by every onnxruntime release this project supports."""

PROBED_DOMAINS = (schemas.AI_ONNX, "ai.onnx.ml")


@dataclass(frozen=True)
class RuntimeLimits:
    """The newest IR version and opset versions the installed onnxruntime loads."""

    ir_version: int
    opsets: dict[str, int]

    def opset(self, domain: str = schemas.AI_ONNX) -> int:
        """The newest version of ``domain`` that both onnx and onnxruntime know."""
        return self.opsets.get(domain, schemas.latest_version(domain))


_MAX_IR = LazyPattern(r"max supported IR version: (\d+)")
_MAX_OPSET = LazyPattern(r"support for domain (\S+) is till opset (\d+)")


@functools.cache
def runtime_limits() -> RuntimeLimits:
    """Probe onnxruntime with tiny models at the newest versions onnx knows, lowering each
    version onnxruntime names as too new. Without a working onnxruntime: onnx's newest."""
    import onnx  # the probe builds models; the question is asked where one is run or built

    newest = {d: schemas.latest_version(d) for d in PROBED_DOMAINS}
    try:
        # onnxruntime is heavy to import; only the first question about it pays for it
        import onnxruntime
    except ImportError:
        return RuntimeLimits(int(onnx.IR_VERSION), newest)
    onnxruntime.set_default_logger_severity(4)
    options = onnxruntime.SessionOptions()
    options.log_severity_level = 4
    ir_version = int(onnx.IR_VERSION)
    opsets: dict[str, int] = {}
    for _attempt in range(8):
        model = _probe_model(ir_version, {d: opsets.get(d, newest[d]) for d in PROBED_DOMAINS})
        try:
            onnxruntime.InferenceSession(
                model.SerializeToString(), options, providers=["CPUExecutionProvider"]
            )
            break
        except Exception as error:  # onnxruntime's own exception types are not importable
            text = str(error)
            ir_match = _MAX_IR.search(text)
            opset_match = _MAX_OPSET.search(text)
            if ir_match:
                ir_version = int(ir_match.group(1))
            elif opset_match:
                opsets[schemas.normalize_domain(opset_match.group(1))] = int(opset_match.group(2))
            else:
                ir_version -= 1
    return RuntimeLimits(ir_version, {**newest, **opsets})


def _probe_model(ir_version: int, opsets: dict[str, int]) -> onnx.ModelProto:
    import onnx.helper

    node = onnx.helper.make_node("Identity", ["x"], ["y"])
    graph = onnx.helper.make_graph(
        [node],
        "probe",
        [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1])],
        [onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [1])],
    )
    imports = [onnx.helper.make_opsetid(d, v) for d, v in opsets.items()]
    return onnx.helper.make_model(graph, opset_imports=imports, ir_version=ir_version)
