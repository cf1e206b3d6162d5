"""from-onnx and a model with external data: the script reads the weights from the model's own
data file, where they are, instead of copying them into an ``.npz``."""

from __future__ import annotations

from pathlib import Path

import models
import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnxscribe.cli import main
from onnxscribe.onnx2script import from_onnx
from onnxscribe.onnx2script.roundtrip import load_module
from onnxscribe.onnx2script.writer import FromOnnxError


def _save_with_external_data(folder: Path, location: str = "net.bin") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "net.onnx"
    onnx.save(
        models.constants_and_weights(),
        path,
        save_as_external_data=True,
        size_threshold=64,
        location=location,
        convert_attribute=True,
    )
    return path


def _outputs(model: str | bytes, x: np.ndarray) -> np.ndarray:
    session = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
    return np.asarray(session.run(None, {"x": x})[0])


@pytest.mark.parametrize("script_folder", ["models", "scripts/nested"])
def test_the_script_reads_the_model_s_data_file(tmp_path: Path, script_folder: str) -> None:
    model = _save_with_external_data(tmp_path / "models")
    script = tmp_path / script_folder / "net.py"
    script.parent.mkdir(parents=True, exist_ok=True)
    assert main(["from-onnx", str(model), "-o", str(script), "--check"]) == 0
    text = script.read_text(encoding="utf-8")
    assert "np.memmap(EXTERNAL_DATA / 'net.bin'" in text
    assert not list(tmp_path.rglob("*.npz"))
    function = load_module(script).main
    x = np.random.default_rng(0).standard_normal((3, 8)).astype(np.float32)
    converted = function.to_model_proto().SerializeToString()
    np.testing.assert_allclose(_outputs(converted, x), _outputs(str(model), x), rtol=1e-6)


def test_the_folder_is_relative_to_the_script(tmp_path: Path) -> None:
    model = _save_with_external_data(tmp_path / "models")
    script = tmp_path / "scripts" / "net.py"
    script.parent.mkdir()
    assert main(["from-onnx", str(model), "-o", str(script)]) == 0
    assert "EXTERNAL_DATA = Path(__file__).parent / '..' / 'models'" in script.read_text()


def test_the_script_can_save_the_model_again_with_its_data_beside_it(tmp_path: Path) -> None:
    model = _save_with_external_data(tmp_path / "models")
    script = tmp_path / "models" / "net.py"
    assert main(["from-onnx", str(model), "-o", str(script)]) == 0
    function = load_module(script).main
    again = tmp_path / "again" / "net.onnx"
    again.parent.mkdir()
    function.save(again, external_data=True)
    onnx.checker.check_model(str(again), full_check=True)
    x = np.ones((2, 8), dtype=np.float32)
    np.testing.assert_allclose(_outputs(str(again), x), _outputs(str(model), x), rtol=1e-6)


def test_without_a_folder_an_unloaded_tensor_is_an_error(tmp_path: Path) -> None:
    model = onnx.load(str(_save_with_external_data(tmp_path)), load_external_data=False)
    with pytest.raises(FromOnnxError, match="external data that was not loaded"):
        from_onnx(model)
    assert "np.memmap(" in from_onnx(model, external_data_folder=".").text


@pytest.mark.parametrize("location", ["../outside.bin", "/etc/passwd", "sub/../../x.bin"])
def test_a_location_outside_the_model_s_folder_is_refused(
    tmp_path: Path, location: str, capsys: pytest.CaptureFixture[str]
) -> None:
    model = onnx.load(str(_save_with_external_data(tmp_path / "m")), load_external_data=False)
    for tensor in model.graph.initializer:
        for entry in tensor.external_data:
            if entry.key == "location":
                entry.value = location
    path = tmp_path / "m" / "bad.onnx"
    path.write_bytes(model.SerializeToString())
    script = tmp_path / "bad.py"
    assert main(["from-onnx", str(path), "-o", str(script)]) == 1
    error = capsys.readouterr().err
    assert "must be a file name relative to the model's folder" in error
    assert "Traceback" not in error
    assert not script.exists()


def test_a_length_that_does_not_fit_the_tensor_is_refused(tmp_path: Path) -> None:
    model = onnx.load(str(_save_with_external_data(tmp_path)), load_external_data=False)
    (weights,) = model.graph.initializer
    for entry in weights.external_data:
        if entry.key == "length":
            entry.value = "12"
    with pytest.raises(FromOnnxError, match="external data of 12 bytes"):
        from_onnx(model, external_data_folder=".")
