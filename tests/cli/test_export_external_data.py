"""``onnxscribe export --external-data``: the weights in a file beside the model."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnxscribe.cli import main
from onnxscribe.graph_ir import external_data

SCRIPT = Path(__file__).parent / "weighted_script.py"


def _project(path: Path) -> np.ndarray:
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    (result,) = session.run(None, {"x": np.ones((2, 32), dtype=np.float32)})
    return np.asarray(result)


@pytest.mark.parametrize(
    ("given", "location"), [([], "model.onnx.data"), (["weights.bin"], "weights.bin")]
)
def test_export_writes_the_weights_beside_the_model(
    tmp_path: Path, given: list[str], location: str
) -> None:
    output = tmp_path / "model.onnx"
    arguments = ["export", f"{SCRIPT}::project", "-o", str(output), "--check"]
    assert main([*arguments, "--external-data", *given]) == 0
    model = onnx.load(str(output), load_external_data=False)
    (constant,) = [n for n in model.graph.node if n.op_type == "Constant"]
    tensor = constant.attribute[0].t
    assert tensor.data_location == onnx.TensorProto.EXTERNAL
    assert {e.key: e.value for e in tensor.external_data}["location"] == location
    assert (tmp_path / location).stat().st_size == 32 * 16 * 4
    np.testing.assert_array_equal(_project(output), np.full((2, 16), 16.0, dtype=np.float32))


def test_a_location_outside_the_folder_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "model.onnx"
    arguments = ["export", f"{SCRIPT}::project", "-o", str(output), "--external-data", "../w.bin"]
    assert main(arguments) == 1
    assert "must be a file name relative to the model's folder" in capsys.readouterr().err
    assert not output.exists()


def test_a_model_over_protobuf_s_limit_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without ``--external-data`` the model is written as ``fn.save`` writes it: refused
    with its reason. The limit is lowered: a file's constants are evaluated within bounds (at
    most a million items an array), so a real model over 2 GB from this command would take
    hundreds of uses of a weight and over 6 GB of memory (``fn.save`` is tested with one)."""
    monkeypatch.setattr(external_data, "PROTOBUF_LIMIT", 1000)
    output = tmp_path / "model.onnx"
    assert main(["export", f"{SCRIPT}::project", "-o", str(output)]) == 1
    assert "over protobuf's 2 GB: save it with external_data=True" in capsys.readouterr().err
    assert not output.exists()
