"""Saving a model with its weights streamed into an external-data file (onnx's layout)."""

from __future__ import annotations

import itertools
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnxscribe.graph_ir import external_data
from onnxscribe.graph_ir.emit import EmitError
from onnxscribe.graph_ir.raw_data import little_endian_bytes
from weighted_models import W1, mlp, tiny


def _tensors(model: onnx.ModelProto) -> list[onnx.TensorProto]:
    return [a.t for n in model.graph.node for a in n.attribute if a.type == a.TENSOR]


def _run(model: str | bytes, x: np.ndarray) -> np.ndarray:
    session = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
    (result,) = session.run(None, {"x": x})
    return np.asarray(result)


def test_the_saved_model_passes_the_checker_and_runs(tmp_path: Path) -> None:
    path = tmp_path / "mlp.onnx"
    mlp.save(path, external_data=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mlp.onnx", "mlp.onnx.data"]
    onnx.checker.check_model(str(path), full_check=True)
    x = np.random.default_rng(1).standard_normal((3, 32)).astype(np.float32)
    from_file = _run(str(path), x)
    in_memory = _run(mlp.to_model_proto().SerializeToString(), x)
    np.testing.assert_array_equal(from_file, in_memory)
    np.testing.assert_allclose(from_file, mlp(x), rtol=1e-5, atol=1e-4)


def test_loaded_with_its_data_it_is_the_in_memory_model(tmp_path: Path) -> None:
    path = tmp_path / "mlp.onnx"
    mlp.save(path, external_data=True)
    loaded = onnx.load(str(path))
    for tensor in _tensors(loaded):  # onnx.load leaves data_location set, to DEFAULT
        assert not tensor.external_data
        tensor.ClearField("data_location")
    assert loaded == mlp.to_model_proto()


def test_the_layout_is_onnx_s(tmp_path: Path) -> None:
    path = tmp_path / "mlp.onnx"
    mlp.save(path, external_data=True)
    model = onnx.load(str(path), load_external_data=False)
    data = (tmp_path / "mlp.onnx.data").read_bytes()
    regions = set()
    for tensor in _tensors(model):
        size = (
            int(np.prod(tensor.dims))
            * np.dtype(onnx.helper.tensor_dtype_to_np_dtype(tensor.data_type)).itemsize
        )
        if size < external_data.THRESHOLD:
            assert tensor.data_location != onnx.TensorProto.EXTERNAL
            assert len(tensor.raw_data) == size
            continue
        assert tensor.data_location == onnx.TensorProto.EXTERNAL
        info = {entry.key: entry.value for entry in tensor.external_data}
        assert info["location"] == "mlp.onnx.data"
        offset, length = int(info["offset"]), int(info["length"])
        assert offset % external_data.ALIGNMENT == 0
        assert length == size
        regions.add((offset, length))
    # W1 is held by two nodes and written once; B1 (a broadcast view) and W2 (a transpose)
    assert len(regions) == 3
    ends = sorted(regions)
    for (offset, length), (following, _) in itertools.pairwise(ends):
        assert offset + length <= following
    assert len(data) == max(o + n for o, n in regions)
    w1_region = next((o, n) for o, n in regions if n == W1.nbytes)
    assert data[w1_region[0] : sum(w1_region)] == W1.tobytes()


def test_a_named_location_in_a_subfolder(tmp_path: Path) -> None:
    path = tmp_path / "mlp.onnx"
    mlp.save(path, external_data="weights/mlp.bin")
    assert (tmp_path / "weights" / "mlp.bin").is_file()
    onnx.checker.check_model(str(path), full_check=True)
    x = np.ones((3, 32), dtype=np.float32)
    np.testing.assert_array_equal(
        _run(str(path), x), _run(mlp.to_model_proto().SerializeToString(), x)
    )


@pytest.mark.parametrize("location", ["../outside.data", "/tmp/absolute.data", ".", "sub/.."])
def test_a_location_outside_the_model_s_folder_is_refused(tmp_path: Path, location: str) -> None:
    with pytest.raises(EmitError, match="relative to the model's folder"):
        mlp.save(tmp_path / "mlp.onnx", external_data=location)
    assert not (tmp_path / "mlp.onnx").exists()


def test_without_external_data_the_file_is_the_in_memory_model(tmp_path: Path) -> None:
    path = tmp_path / "mlp.onnx"
    mlp.save(path)
    assert path.read_bytes() == mlp.to_model_proto().SerializeToString()
    assert [p.name for p in tmp_path.iterdir()] == ["mlp.onnx"]


def test_a_write_ended_early_is_continued(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    real_write = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: real_write(fd, bytes(data)[:100]))
    path = tmp_path / "mlp.onnx"
    path.write_bytes(b"x" * 100_000)  # replaced, not overwritten in part
    external_data.write_file(path, b"0123456789" * 45)
    assert path.read_bytes() == b"0123456789" * 45


def test_a_file_that_cannot_be_written_is_python_s_error(tmp_path: Path) -> None:
    for target, error in ((tmp_path / "no" / "m.onnx", FileNotFoundError), (tmp_path, OSError)):
        with pytest.raises(error) as written:
            external_data.write_file(target, b"data")
        with pytest.raises(error) as expected:
            target.write_bytes(b"data")
        assert str(written.value) == str(expected.value)
        assert written.value.errno == expected.value.errno


@pytest.mark.parametrize(
    "array",
    [
        np.arange(24, dtype=">i4").reshape(2, 3, 4),
        np.arange(60, dtype=np.float32).reshape(3, 4, 5).transpose(2, 0, 1),
        np.broadcast_to(np.arange(3, dtype=np.float64), (7, 5, 3)),
        np.arange(40, dtype=np.int16)[::3],
        np.array(3.5, dtype=np.float16),
        np.array([True, False, True]),
    ],
)
def test_an_array_s_pieces_are_its_little_endian_bytes(
    array: np.ndarray, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(external_data, "_PIECE", 16)
    pieces = list(external_data.array_pieces(array))
    assert b"".join(bytes(p) for p in pieces) == little_endian_bytes(array)
    assert all(len(p) <= 16 for p in pieces) or array.ndim == 0


_OVER_2_GB = """
import resource, sys
import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

WEIGHT = np.broadcast_to(np.float32(1.0), (2**29 + 2**24,))  # 2.06 GiB, none of it in memory

@script()
def model(x: FLOAT[1]) -> FLOAT[1]:
    return op.Add(x, op.ReduceMax(op.Constant(value=WEIGHT), keepdims=0))

before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
model.save(sys.argv[1], external_data=True)
print(WEIGHT.nbytes, before * 1024, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)
"""


@pytest.mark.slow
def test_a_model_over_2_gb_is_saved_without_holding_its_weight(tmp_path: Path) -> None:
    path = tmp_path / "big.onnx"
    script = tmp_path / "big_model.py"
    script.write_text(textwrap.dedent(_OVER_2_GB), encoding="utf-8")
    data = tmp_path / "big.onnx.data"
    try:
        done = subprocess.run(
            [sys.executable, str(script), str(path)],
            capture_output=True,
            text=True,
            check=True,
        )
        weight, before, peak = (int(n) for n in done.stdout.split())
        assert weight > 2**31
        assert data.stat().st_size == weight
        # the weight is a view of one number: saving it takes memory for pieces, not for the weight
        assert peak - before < 2**27, f"saving took {(peak - before) / 2**20:.0f} MiB"
        onnx.checker.check_model(str(path), full_check=True)
        model = onnx.load(str(path), load_external_data=False)
        (tensor,) = _tensors(model)
        assert tensor.data_location == onnx.TensorProto.EXTERNAL
        with open(data, "rb") as stream:
            stream.seek(weight - 8)
            assert np.frombuffer(stream.read(), dtype="<f4").tolist() == [1.0, 1.0]
    finally:
        data.unlink(missing_ok=True)  # 2 GB of disk


def test_to_model_proto_s_keywords_apply(tmp_path: Path) -> None:
    from onnxscribe import FLOAT

    fields = {"value_infos": {"hidden": FLOAT[3, 256]}, "producer_version": "7", "ir_version": 9}
    mlp.save(tmp_path / "mlp.onnx", external_data=True, **fields)
    saved = onnx.load(str(tmp_path / "mlp.onnx"))
    for tensor in _tensors(saved):
        tensor.ClearField("data_location")
    assert saved == mlp.to_model_proto(**fields)


def test_no_data_file_without_large_tensors(tmp_path: Path) -> None:
    tiny.save(tmp_path / "tiny.onnx", external_data=True)
    assert [p.name for p in tmp_path.iterdir()] == ["tiny.onnx"]
    onnx.checker.check_model(str(tmp_path / "tiny.onnx"), full_check=True)


def test_a_model_over_protobuf_s_limit_is_refused_unwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The size checked is the size of the bytes that would be written (the limit lowered
    to the model's size less one byte: a 2 GB model is the slow test's)."""
    size = len(mlp.to_model_proto().SerializeToString())
    monkeypatch.setattr(external_data, "PROTOBUF_LIMIT", size - 1)
    with pytest.raises(EmitError, match="over protobuf's 2 GB"):
        mlp.save(tmp_path / "mlp.onnx")
    assert list(tmp_path.iterdir()) == []
    monkeypatch.setattr(external_data, "PROTOBUF_LIMIT", size)
    mlp.save(tmp_path / "mlp.onnx")
    assert (tmp_path / "mlp.onnx").stat().st_size == size


def test_a_message_protobuf_cannot_serialize_is_refused_unwritten(tmp_path: Path) -> None:
    """protobuf's runtime refuses a model over 2 GB with ``EncodeError`` before any length can
    be checked; a message it refuses for want of its required fields stands in for one here (a
    model over 2 GB is the slow test's)."""
    from google.protobuf import descriptor_pb2
    from google.protobuf.message import EncodeError

    unserializable = descriptor_pb2.UninterpretedOption.NamePart()
    with pytest.raises(EncodeError):
        unserializable.SerializeToString()
    path = tmp_path / "model.onnx"
    with pytest.raises(EmitError, match="over protobuf's 2 GB: save it with external_data=True"):
        external_data.write_proto(unserializable, path)  # type: ignore[arg-type]
    assert not path.exists()


_HUGE_WEIGHT = """
import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

WEIGHT = np.broadcast_to(np.float32(1.0), (2**29 + 1,))  # 2 GiB and 4 bytes, none in memory


@script()
def model(x: FLOAT[1]) -> FLOAT[1]:
    return op.Add(x, op.ReduceMax(op.Constant(value=WEIGHT), keepdims=0))
"""


def _huge_weight_model(tmp_path: Path) -> Any:
    source = tmp_path / "huge_weight.py"
    source.write_text(_HUGE_WEIGHT, encoding="utf-8")
    namespace: dict[str, Any] = {}
    exec(compile(_HUGE_WEIGHT, str(source), "exec"), namespace)
    return namespace["model"]


def test_a_tensor_over_protobuf_s_limit_is_refused_before_it_is_copied(tmp_path: Path) -> None:
    """A weight over 2 GB cannot be a tensor's raw data: saving without external data and
    building the ModelProto say so, before copying its numbers."""
    model = _huge_weight_model(tmp_path)
    path = tmp_path / "model.onnx"
    for build in (lambda: model.save(path), model.to_model_proto):
        with pytest.raises(EmitError, match=r"a tensor of 2\.0 GB is over protobuf.s 2 GB"):
            build()
    assert not path.exists()


_TWO_WEIGHTS = """
import sys
import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op
from onnxscribe.graph_ir.emit import EmitError

A = np.broadcast_to(np.float32(1.0), (2**28 + 2**20,))  # 1.0 GiB each, none of it in memory
B = np.broadcast_to(np.float32(2.0), (2**28 + 2**20,))


@script()
def model(x: FLOAT[1]) -> FLOAT[1]:
    a = op.ReduceMax(op.Constant(value=A), keepdims=0)
    return op.Add(x, op.Add(a, op.ReduceMax(op.Constant(value=B), keepdims=0)))


try:
    model.save(sys.argv[1])
except EmitError as error:
    print(error)
"""


@pytest.mark.slow
def test_a_model_over_2_gb_is_refused_with_its_reason(tmp_path: Path) -> None:
    """Each weight fits in a tensor, the model does not: protobuf refuses to serialize it, and
    the error says why and what to do (about 4 GB of memory for a few seconds)."""
    script = tmp_path / "two_weights.py"
    script.write_text(_TWO_WEIGHTS, encoding="utf-8")
    path = tmp_path / "model.onnx"
    done = subprocess.run(
        [sys.executable, str(script), str(path)], capture_output=True, text=True, check=True
    )
    assert done.stdout == (
        "the model is over protobuf's 2 GB: save it with external_data=True (its weights then "
        "go to a file beside it)\n"
    )
    assert not path.exists()


def test_the_save_modules_load_without_onnx() -> None:
    # ``onnxscribe.values`` imports them, and the language server imports it without onnx
    code = (
        "import sys; import onnxscribe.values, onnxscribe.graph_ir.external_data; "
        "print('onnx' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
