"""The least time a model's weights take: numpy arrays into the TensorProtos of one ModelProto.

Every way that python protobuf (upb) offers is timed on the arrays a converted model holds, in the
number it holds them (a weight that two nodes read is two tensors), each building one ModelProto
that holds a Constant node per tensor, as the converters' models do:

- ``arr.tobytes()`` assigned to ``raw_data`` (what onnx_ir's serializer does);
- ``bytes(memoryview(arr))`` assigned to ``raw_data``;
- ``onnx.numpy_helper.from_array`` copied into the model's tensor (``CopyFrom``);
- the serialized TensorProto (header and numbers in one ``bytes``), ``MergeFromString``;
- one reused buffer holding header and numbers, ``MergeFromString`` of a memoryview of it
  (onnxscribe's way: upb parses a memoryview in place, so no ``bytes`` per tensor is made).

The fastest is then timed again beside the two conversions (same runs, same conditions). upb
copies a field's bytes into the message's own memory in every case (parsing too: it does not alias
its input), so the bound for any converter that returns a ModelProto is that copy alone, timed with
the ``bytes`` made beforehand. Kernel time and page faults are reported because they are most of
it: every 4 KiB of fresh memory costs a page fault on first touch.
"""

from __future__ import annotations

import gc
import resource
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import onnx
from onnxscribe.graph_ir.raw_data import RawDataWriter

_SMALLEST = 1 << 12
"""Tensors of fewer bytes are left out (literals of the script, not weights)."""
_ENDS = 16
"""Elements at either end of a tensor that, with its type and dims, tell which weight it is."""


BOUND = "the copy into the message alone"


@dataclass(frozen=True)
class WayTiming:
    way: str
    seconds: float
    kernel_seconds: float
    page_faults: int


def held_arrays(model: onnx.ModelProto, weights: Sequence[object]) -> list[np.ndarray]:
    """The weights as ``model``'s Constant nodes and initializers hold them, once per tensor that
    holds one (found by type, dims and leading and trailing bytes)."""
    by_print: dict[tuple[object, ...], np.ndarray] = {}
    for given in weights:
        weight = np.asarray(given) if hasattr(given, "__array__") else None  # onnx_ir tensors too
        if weight is not None and weight.nbytes >= _SMALLEST:
            flat = weight.ravel()
            key = (weight.shape, weight.dtype.str, flat[:_ENDS].tobytes(), flat[-_ENDS:].tobytes())
            by_print[key] = weight
    tensors = [*model.graph.initializer]
    for node in model.graph.node:
        tensors.extend(a.t for a in node.attribute if a.type == onnx.AttributeProto.TENSOR)
    held: list[np.ndarray] = []
    for tensor in tensors:
        data = tensor.raw_data
        if len(data) < _SMALLEST:
            continue
        dtype = np.dtype(onnx.helper.tensor_dtype_to_np_dtype(tensor.data_type))
        end = _ENDS * dtype.itemsize
        key = (tuple(tensor.dims), dtype.str, data[:end], data[-end:])
        if key in by_print:
            held.append(by_print[key])
    return held


def _header(size: int) -> bytes:
    out = bytearray([9 << 3 | 2])  # TensorProto.raw_data: field 9, length-delimited
    while size > 0x7F:
        out.append(size & 0x7F | 0x80)
        size >>= 7
    out.append(size)
    return bytes(out)


def _tensor_of(model: onnx.ModelProto, array: np.ndarray) -> onnx.TensorProto:
    node = model.graph.node.add()
    node.op_type = "Constant"
    attribute = node.attribute.add()
    attribute.name = "value"
    attribute.type = onnx.AttributeProto.TENSOR
    tensor: onnx.TensorProto = attribute.t
    tensor.dims.extend(array.shape)
    tensor.data_type = onnx.helper.np_dtype_to_tensor_dtype(array.dtype)
    return tensor


def _by_tobytes(arrays: Sequence[np.ndarray]) -> None:
    model = onnx.ModelProto()
    for array in arrays:
        _tensor_of(model, array).raw_data = array.tobytes()


def _by_memoryview_bytes(arrays: Sequence[np.ndarray]) -> None:
    model = onnx.ModelProto()
    for array in arrays:
        _tensor_of(model, array).raw_data = bytes(np.ascontiguousarray(array).data)


def _by_from_array(arrays: Sequence[np.ndarray]) -> None:
    model = onnx.ModelProto()
    for array in arrays:
        _tensor_of(model, array).CopyFrom(onnx.numpy_helper.from_array(array))


def _by_parsing_serialized(arrays: Sequence[np.ndarray]) -> None:
    model = onnx.ModelProto()
    for array in arrays:
        serialized = b"".join((_header(array.nbytes), np.ascontiguousarray(array).data))
        _tensor_of(model, array).MergeFromString(serialized)


def _by_reused_buffer(arrays: Sequence[np.ndarray]) -> None:
    model = onnx.ModelProto()
    writer = RawDataWriter()
    for array in arrays:
        writer.write(_tensor_of(model, array), array)


WAYS: tuple[tuple[str, Callable[[Sequence[np.ndarray]], None]], ...] = (
    ("arr.tobytes() -> raw_data", _by_tobytes),
    ("bytes(memoryview(arr)) -> raw_data", _by_memoryview_bytes),
    ("numpy_helper.from_array -> CopyFrom", _by_from_array),
    ("serialized TensorProto bytes -> MergeFromString", _by_parsing_serialized),
    ("one reused buffer -> MergeFromString (onnxscribe)", _by_reused_buffer),
)


def _usage() -> tuple[float, float, int]:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return time.perf_counter(), usage.ru_stime, usage.ru_minflt


def _timed(way: str, build: Callable[[], None], runs: int) -> WayTiming:
    best: WayTiming | None = None
    for _ in range(runs):
        gc.collect()
        start, kernel, faults = _usage()
        build()
        end, kernel_end, faults_end = _usage()
        timing = WayTiming(way, end - start, kernel_end - kernel, faults_end - faults)
        if best is None or timing.seconds < best.seconds:
            best = timing
    assert best is not None
    return best


def survey(arrays: Sequence[np.ndarray], runs: int = 2) -> list[WayTiming]:
    """Each way, the best of ``runs``."""
    timings = []
    for way, build in WAYS:
        timings.append(_timed(way, lambda: build(arrays), runs))  # noqa: B023 (called at once)
    return timings


def builder(way: str, arrays: Sequence[np.ndarray]) -> Callable[[], None]:
    """A call that builds the ModelProto of ``arrays`` the given way."""
    build = dict(WAYS)[way]
    return lambda: build(arrays)


def copy_into_message_alone(arrays: Sequence[np.ndarray]) -> WayTiming:
    """Only the assignments of ready ``bytes`` to ``raw_data``, summed: the copies into the
    message, which every way makes (one ``bytes`` exists at a time, made before its timing)."""
    model = onnx.ModelProto()
    seconds = kernel_seconds = 0.0
    page_faults = 0
    for array in arrays:
        tensor = _tensor_of(model, array)
        data = array.tobytes()
        start, kernel, faults = _usage()
        tensor.raw_data = data
        end, kernel_end, faults_end = _usage()
        seconds += end - start
        kernel_seconds += kernel_end - kernel
        page_faults += faults_end - faults
        del data
    return WayTiming(BOUND, seconds, kernel_seconds, page_faults)
