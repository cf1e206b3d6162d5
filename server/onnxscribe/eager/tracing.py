"""Recording op calls as onnx-ir nodes instead of evaluating them.

Inside ``with recording(graph):`` an op call adds a node to ``graph`` and returns its output
values, and a script function call adds a call of the function. PyTorch's exporter
(``torch.onnx.export(..., dynamo=True)``) calls the functions of its ``custom_translation_table``
with onnx-ir values while its own tracer is active; a call given such values records into that
tracer. onnx-ir and torch are never imported here: a value can only be an onnx-ir value once a
program has loaded onnx-ir, and torch's tracer is only looked up when torch's exporter is loaded.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from onnxscribe.core.opsets import Op


class Recorder(Protocol):
    """Where recorded calls go: an onnx-ir graph, or PyTorch's exporter."""

    def record_op(self, op: Op, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any: ...

    def record_function(
        self, function: Any, args: Sequence[Any], kwargs: Mapping[str, Any]
    ) -> Any: ...


_RECORDER: ContextVar[Recorder | None] = ContextVar("onnxscribe_recorder", default=None)

_TORCH_EXPORTER = "torch.onnx._internal.exporter._core"
"""The module of torch's dynamo exporter whose ``current_tracer`` is set while it calls a
function of the translation table (torch 2.6 and later)."""


def recording_active() -> bool:
    """Whether a ``recording`` block is open (the cheap test eager dispatch makes first)."""
    return _RECORDER.get() is not None


def active_recorder(args: Sequence[Any], kwargs: Mapping[str, Any]) -> Recorder | None:
    """The recorder a call with these arguments goes to, or None to evaluate it eagerly.

    An open ``recording`` block wins; otherwise a call given onnx-ir values records into
    PyTorch's exporter when its tracer is active, and is an error elsewhere.
    """
    found = _RECORDER.get()
    if found is not None:
        return found
    if not holds_ir_value(args, kwargs):
        return None
    tracer = getattr(sys.modules.get(_TORCH_EXPORTER), "current_tracer", None)
    if tracer is None:
        raise TypeError(
            "an onnx-ir value was given to an onnxscribe op outside a recording; record into "
            "a graph with `with onnxscribe.recording(graph):`, or give numpy arrays to "
            "evaluate the op"
        )
    # The adapter needs onnx-ir, which the caller has loaded already (it made the values).
    from onnxscribe.eager.ir_recording import TorchRecorder

    return TorchRecorder(tracer)


def holds_ir_value(args: Sequence[Any], kwargs: Mapping[str, Any]) -> bool:
    """Whether any argument (or element of a list argument) is an ``onnx_ir.Value``."""
    ir = sys.modules.get("onnx_ir")
    if ir is None:
        return False
    value_class = ir.Value
    for value in (*args, *kwargs.values()):
        if isinstance(value, value_class):
            return True
        if isinstance(value, (list, tuple)) and any(isinstance(v, value_class) for v in value):
            return True
    return False


@contextlib.contextmanager
def recording(target: Any) -> Iterator[Any]:
    """Record onnxscribe op calls and script function calls into ``target`` inside the block.

    ``target`` is an ``onnx_ir.Graph`` (the block's nodes are appended to it) or an
    ``onnx_ir.Model`` (to its graph, and the script functions called become its functions).
    Ops take ``onnx_ir.Value``s, Python numbers and lists (recorded as ``Constant`` nodes typed as
    the op's type constraints say), and return the new nodes' output values. The recorder is
    bound by ``as``: its ``functions`` are the script functions called, by
    ``(domain, name, overload)``, for a model built from a graph.
    """
    # onnx-ir loads only for a recording.
    from onnxscribe.eager.ir_recording import GraphRecorder

    recorder = GraphRecorder(target)
    token = _RECORDER.set(recorder)
    try:
        yield recorder
    finally:
        _RECORDER.reset(token)
