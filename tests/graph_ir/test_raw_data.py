"""Large arrays reach ``raw_data`` through the writer's reused buffer; the proto is the one that
``raw_data = array.tobytes()`` makes, whatever the array's type, byte order and layout."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnxscribe.graph_ir.emit import fill_tensor
from onnxscribe.graph_ir.raw_data import LARGE, RawDataWriter, little_endian_bytes


def _large(dtype: str, times: int = 1) -> np.ndarray:
    """Just over ``times`` LARGE bytes of ``dtype``, reshapable into 6 rows or columns."""
    count = 6 * (times * LARGE // np.dtype(dtype).itemsize // 6 + 1)
    values = np.arange(count, dtype=np.int64) % 251 - 100
    return values.astype(dtype)


def _plain(array: np.ndarray) -> onnx.TensorProto:
    proto = onnx.TensorProto()
    proto.raw_data = np.ascontiguousarray(array.astype(array.dtype.newbyteorder("<"))).tobytes()
    return proto


@pytest.mark.parametrize("dtype", ["<f4", ">f4", "<f8", ">i8", "<u2", "f2", "i1", "?"])
def test_a_large_array_is_written_as_its_bytes(dtype: str) -> None:
    array = _large(dtype)
    assert array.nbytes >= LARGE
    proto = onnx.TensorProto()
    RawDataWriter().write(proto, array)
    assert proto.SerializeToString() == _plain(array).SerializeToString()


@pytest.mark.parametrize(
    "view",
    [
        lambda a: a.reshape(-1, 6)[:, ::2],
        lambda a: a.reshape(6, -1).T,
        lambda a: a.reshape(2, 3, -1)[:, 1:, :],
    ],
)
def test_a_large_view_is_written_in_c_order(view: object) -> None:
    array = view(_large("<f4", times=2))  # type: ignore[operator]
    assert not array.flags.c_contiguous and array.nbytes >= LARGE
    proto = onnx.TensorProto()
    RawDataWriter().write(proto, array)
    assert proto.raw_data == array.tobytes()


def test_one_writer_serves_arrays_of_any_size_in_turn() -> None:
    writer = RawDataWriter()
    arrays = [_large("<f8"), _large("<f4")[:5], _large("<f4"), _large(">i8", 3)[::3], _large("f2")]
    protos = []
    for array in arrays:
        proto = onnx.TensorProto()
        writer.write(proto, array)
        protos.append(proto)
    for proto, array in zip(protos, arrays, strict=True):
        assert proto.raw_data == little_endian_bytes(array)


def test_a_large_tensor_round_trips_with_its_type_and_dims() -> None:
    array = _large("<f4").reshape(2, -1)
    proto = onnx.TensorProto()
    fill_tensor(proto, array, RawDataWriter())
    assert list(proto.dims) == list(array.shape) and proto.data_type == onnx.TensorProto.FLOAT
    np.testing.assert_array_equal(onnx.numpy_helper.to_array(proto), array)
