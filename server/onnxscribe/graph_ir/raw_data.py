"""Writing an array's numbers into ``TensorProto.raw_data`` with as little fresh memory as the
protobuf runtime allows.

``proto.raw_data = array.tobytes()`` copies the numbers twice, each time into fresh memory: into a
new ``bytes``, then into the message. For a large array the first touch of every 4 KiB page of
fresh memory is a page fault, and the faults cost more than the copying. A large array instead goes
into one buffer that serves every tensor of a model, behind the wire-format header of the
``raw_data`` field, and the field is parsed from that buffer: the message still copies the numbers
(that copy is its own), but no ``bytes`` is made for each tensor, and the buffer's pages are touched
once per model (numpy backs large arrays with huge pages where the system offers them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from onnxscribe.graph_ir.emit_error import PROTOBUF_LIMIT, over_protobuf_limit

if TYPE_CHECKING:  # the protos are made (and onnx loaded) by the writers' callers
    import onnx

LARGE = 1 << 22
"""Arrays of at least this many bytes go through the buffer. From this size on numpy backs the
buffer with huge pages, so touching it costs a fault per 2 MiB, not per 4 KiB; smaller arrays gain
nothing (the allocator reuses the memory of one ``bytes`` for the next)."""

_RAW_DATA_TAG = bytes([9 << 3 | 2])
"""``TensorProto.raw_data`` is field 9, length-delimited."""

_DATA_START = 64
"""Where the numbers start in the buffer (aligned for any element type); the header ends there."""


def little_endian_bytes(array: np.ndarray) -> bytes:
    """The array's numbers as ONNX's raw data holds them (little-endian), as a new ``bytes``."""
    if array.dtype.byteorder == ">":
        array = array.astype(array.dtype.newbyteorder("<"))
    return array.tobytes()


def varint(number: int) -> bytes:
    """``number`` as a protobuf varint."""
    out = bytearray()
    while number > 0x7F:
        out.append(number & 0x7F | 0x80)
        number >>= 7
    out.append(number)
    return bytes(out)


if TYPE_CHECKING:  # for the type checkers only: a Protocol class is slow to build at import
    from typing import Protocol

    class TensorWriter(Protocol):
        """Where the emitter puts a tensor's numbers: ``raw_data`` (``RawDataWriter``), or a
        reference into an external-data file (``external_data.ExternalDataWriter``)."""

        def write(self, proto: onnx.TensorProto, array: np.ndarray) -> None: ...

        @property
        def wrote_external(self) -> bool:
            """Whether a tensor written so far refers to an external-data file."""


class RawDataWriter:
    """Writes arrays into ``raw_data`` fields; large ones through one buffer, reused from one
    tensor to the next (keep one writer for the tensors of one model, then let it go)."""

    wrote_external = False

    def __init__(self) -> None:
        self._buffer = np.empty(0, dtype=np.uint8)

    def write(self, proto: onnx.TensorProto, array: np.ndarray) -> None:
        """Set ``proto.raw_data`` to ``array``'s numbers (little-endian), in C order."""
        if array.nbytes < LARGE:
            proto.raw_data = little_endian_bytes(array)
            return
        if array.nbytes > PROTOBUF_LIMIT:  # refused before its numbers are copied anywhere
            raise over_protobuf_limit(f"a tensor of {array.nbytes / 2**30:.1f} GB is")
        header = _RAW_DATA_TAG + varint(array.nbytes)
        end = _DATA_START + array.nbytes
        if self._buffer.size < end:
            self._buffer = np.empty(end, dtype=np.uint8)
        buffer = self._buffer
        buffer[_DATA_START - len(header) : _DATA_START] = np.frombuffer(header, dtype=np.uint8)
        little = array.dtype.newbyteorder("<") if array.dtype.byteorder == ">" else array.dtype
        numbers = buffer[_DATA_START:end].view(little).reshape(array.shape)
        np.copyto(numbers, array, casting="equiv")
        proto.MergeFromString(buffer.data[_DATA_START - len(header) : end])
