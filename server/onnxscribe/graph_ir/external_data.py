"""Saving a model with its weights in an external-data file, streamed from the arrays.

The ModelProto is written with references (location, offset, length) in place of the numbers of
its large tensors, and each array's bytes then go from the array to the data file, a piece at a
time: the weights are never copied into the proto, and an array that is a view (a broadcast, a
memory map) is never made whole in memory. The layout is onnx's: one file whose location is
relative to the model's folder, each tensor at an offset that is a multiple of the page size (so
that readers can map it), the gaps filled with zeros.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import TYPE_CHECKING, Any

import numpy as np

from onnxscribe.graph_ir.emit import model_proto
from onnxscribe.graph_ir.emit_error import PROTOBUF_LIMIT, EmitError, over_protobuf_limit
from onnxscribe.graph_ir.nodes import Function
from onnxscribe.graph_ir.raw_data import RawDataWriter

if TYPE_CHECKING:  # onnx loads with the first proto built (``emit``), not with this module
    import onnx

ALIGNMENT = 4096
"""Every tensor's offset is a multiple of this (the page size onnx's external data format asks
for, so that the file can be memory-mapped)."""

THRESHOLD = 1024
"""Tensors of fewer bytes stay in the model (onnx.save's default ``size_threshold``)."""

_PIECE = 1 << 24
"""At most this many bytes of an array that is not one contiguous block are made at a time."""


class ExternalDataWriter:
    """A ``TensorWriter`` that gives tensors of at least ``threshold`` bytes a reference into
    ``location`` and keeps their arrays to be written by ``write_data``; smaller tensors go to
    ``raw_data``. An array that several tensors hold is written once; they share its bytes."""

    __slots__ = ("_raw", "_written", "location", "pending", "size", "threshold")

    def __init__(self, location: str, threshold: int = THRESHOLD) -> None:
        self.location = location
        self.threshold = threshold
        self.pending: list[tuple[int, np.ndarray]] = []
        """Each kept array with its offset in the data file, in the order of their offsets."""
        self.size = 0
        """The data file's size once written."""
        self._raw = RawDataWriter()
        self._written: dict[int, tuple[int, np.ndarray]] = {}

    @property
    def wrote_external(self) -> bool:
        return bool(self.pending)

    def write(self, proto: onnx.TensorProto, array: np.ndarray) -> None:
        if array.nbytes < self.threshold:
            self._raw.write(proto, array)
            return
        entry = self._written.get(id(array))
        if entry is None:
            entry = (aligned(self.size), array)
            self.pending.append(entry)
            self._written[id(array)] = entry
            self.size = entry[0] + array.nbytes
        proto.data_location = proto.EXTERNAL
        for key, value in (
            ("location", self.location),
            ("offset", str(entry[0])),
            ("length", str(array.nbytes)),
        ):
            item = proto.external_data.add()
            item.key = key
            item.value = value

    def write_data(self, path: str | os.PathLike[str]) -> None:
        """Write the kept arrays into the file at ``path`` (replacing it), at their offsets."""
        with open(path, "wb") as stream:
            position = 0
            for offset, array in self.pending:
                stream.write(bytes(offset - position))
                for piece in array_pieces(array):
                    stream.write(piece)
                position = offset + array.nbytes
            stream.truncate(position)


def aligned(offset: int) -> int:
    return -(-offset // ALIGNMENT) * ALIGNMENT


def array_pieces(array: np.ndarray) -> Iterator[memoryview]:
    """The array's numbers as ONNX stores them (little-endian, C order), in pieces of bounded
    size; a contiguous little-endian array gives views of its own memory."""
    little = array.dtype.newbyteorder("<") if array.dtype.byteorder == ">" else array.dtype
    if array.dtype == little and array.flags.c_contiguous:
        flat = memoryview(array.reshape(-1).view(np.uint8).data)
        for start in range(0, len(flat), _PIECE):
            yield flat[start : start + _PIECE]
        return
    if array.ndim == 0 or array.nbytes <= _PIECE:
        yield np.ascontiguousarray(array, dtype=little).reshape(-1).view(np.uint8).data
        return
    row = array.nbytes // array.shape[0]
    if row > _PIECE:
        for index in range(array.shape[0]):
            yield from array_pieces(array[index])
        return
    rows = _PIECE // row
    for start in range(0, array.shape[0], rows):
        yield from array_pieces(array[start : start + rows])


def data_location(model_path: str | os.PathLike[str], external_data: bool | str) -> str:
    """The data file's location, relative to the model's folder: the given one, or the model's
    file name with ``.data`` added. ``EmitError`` for a location outside the model's folder."""
    if external_data is True:
        return Path(model_path).name + ".data"
    return checked_location(str(external_data))


def checked_location(location: str) -> str:
    """``location`` (of an external-data file) with ``/`` between its parts, or ``EmitError``
    when it is not a file inside the model's folder (absolute, or with a ``..`` part), which
    onnx's external data rules do not allow."""
    posix = PurePosixPath(location.replace(os.sep, "/"))
    if (
        not location
        or posix.is_absolute()
        or os.path.isabs(location)
        or PureWindowsPath(location).drive
        or ".." in posix.parts
        or posix.name in ("", ".")
    ):
        raise EmitError(
            f"external data location {location!r} must be a file name relative to the model's "
            "folder, inside it"
        )
    return str(posix)


def save_model(
    function: Function,
    path: str | os.PathLike[str],
    external_data: bool | str = False,
    threshold: int = THRESHOLD,
    value_infos: Sequence[onnx.ValueInfoProto] = (),
    **model_fields: Any,
) -> onnx.ModelProto:
    """Write ``function`` as a model to ``path``: with ``external_data`` (True, or the data
    file's location relative to the model's folder) the tensors of at least ``threshold`` bytes
    go to that file, streamed from their arrays. Returns the ModelProto written (holding the
    references, not the numbers)."""
    target = Path(path)
    if not external_data:
        model = model_proto(function, **model_fields)
        model.graph.value_info.extend(value_infos)
        write_proto(model, target)
        return model
    location = data_location(target, external_data)
    writer = ExternalDataWriter(location, threshold)
    model = model_proto(function, tensors=writer, **model_fields)
    model.graph.value_info.extend(value_infos)
    write_proto(model, target)
    if writer.pending:  # else no tensor is large enough to leave the model
        data_path = target.parent / location
        data_path.parent.mkdir(parents=True, exist_ok=True)
        writer.write_data(data_path)
    return model


def write_proto(model: onnx.ModelProto, target: Path) -> None:
    """Write ``model`` to ``target``, or ``EmitError`` (nothing written) when it is over
    protobuf's 2 GB."""
    from google.protobuf.message import EncodeError  # type: ignore[import-untyped]

    try:
        # serialized once: protobuf's ByteSize serializes the message to measure it
        data = model.SerializeToString()
    except EncodeError:  # how protobuf's runtime fails for a message over 2 GB
        raise over_protobuf_limit("the model is") from None
    if len(data) > PROTOBUF_LIMIT:
        raise over_protobuf_limit(f"the model takes {len(data) / 2**30:.1f} GB,")
    write_file(target, data)


_WRITE_FLAGS = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_TRUNC
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_NOINHERIT", 0)
    | getattr(os, "O_BINARY", 0)
)
"""The flags ``open(path, "wb")`` opens a file with."""


def write_file(path: Path, data: bytes) -> None:
    """``path.write_bytes(data)`` (the same flags, mode and errors) without the file object and
    its buffer around the one write."""
    descriptor = os.open(path, _WRITE_FLAGS, 0o666)
    try:
        written = os.write(descriptor, data)
        while written < len(data):  # only a signal or a full disk ends a write early
            written += os.write(descriptor, data[written:])
    finally:
        os.close(descriptor)
