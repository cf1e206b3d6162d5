"""``onnxscribe from-onnx``: files in, script and data files out, errors without tracebacks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import models
import onnx
import pytest
from onnxscribe.cli import main


def test_prints_the_script_of_a_model(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    onnx.save(models.odd_names(), tmp_path / "odd.onnx")
    assert main(["from-onnx", str(tmp_path / "odd.onnx")]) == 0
    out = capsys.readouterr().out
    assert '@script()\ndef main(x_0: FLOAT["N"]) -> FLOAT["N"]:' in out


def test_writes_the_script_and_its_data_and_checks_the_round_trip(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    onnx.save(models.constants_and_weights(), tmp_path / "net.onnx")
    target = tmp_path / "out" / "net_script.py"
    target.parent.mkdir()
    assert main(["from-onnx", str(tmp_path / "net.onnx"), "-o", str(target), "--check"]) == 0
    captured = capsys.readouterr()
    assert (target.parent / "net_script.npz").is_file()
    assert "with_name('net_script.npz')" in target.read_text()
    assert "round trip: the script computes the model's outputs" in captured.out


def test_reads_models_with_external_data(tmp_path: Path) -> None:
    onnx.save(
        models.constants_and_weights(),
        tmp_path / "ext.onnx",
        save_as_external_data=True,
        size_threshold=0,
        location="ext.bin",
    )
    assert main(["from-onnx", str(tmp_path / "ext.onnx"), "-o", str(tmp_path / "ext.py")]) == 0
    assert not (tmp_path / "ext.npz").exists()  # the script reads ext.bin, where it is
    assert "EXTERNAL_DATA / 'ext.bin'" in (tmp_path / "ext.py").read_text()


def test_a_model_with_large_tensors_is_printed_with_them_summarized(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    onnx.save(models.constants_and_weights(), tmp_path / "net.onnx")
    assert main(["from-onnx", str(tmp_path / "net.onnx")]) == 0
    captured = capsys.readouterr()
    assert "#   DATA.weights: float32 [8, 8]\n" in captured.out
    assert "'-o FILE.py' writes them to FILE.npz" in captured.out
    assert "weights = op.Constant(value=DATA.weights)" in captured.out
    assert "0.015625" not in captured.out  # the weights themselves are not printed
    assert "1 large tensor(s) not printed: give -o FILE.py" in captured.err
    # the preview is the script that -o writes, with the summary as comments
    assert main(["from-onnx", str(tmp_path / "net.onnx"), "-o", str(tmp_path / "net.py")]) == 0
    written = (tmp_path / "net.py").read_text()
    assert [line for line in captured.out.splitlines() if not line.startswith("#")] == [
        line for line in written.splitlines() if not line.startswith("#")
    ]


def test_reads_the_onnx_text_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "add.onnxtxt").write_text(
        """
        <ir_version: 8, opset_import: ["" : 18]>
        add (float[N] x, float[N] y) => (float[N] z) {
            s = Add(x, y)
            z = Relu(s)
        }
        """
    )
    target = tmp_path / "add.py"
    assert main(["from-onnx", str(tmp_path / "add.onnxtxt"), "-o", str(target), "--check"]) == 0
    assert "round trip: the script computes the model's outputs" in capsys.readouterr().out
    assert 'def add(x: FLOAT["N"], y: FLOAT["N"]) -> FLOAT["N"]:' in target.read_text()


def test_bad_onnx_text_is_one_line_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "bad.onnxtxt").write_text("agraph (float x) => (float y) { y = Relu(x }\n")
    assert main(["from-onnx", str(tmp_path / "bad.onnxtxt")]) == 1
    err = capsys.readouterr().err
    assert (
        "not a model in the ONNX text format: [ParseError at position (line: 1 column: 44)]" in err
    )
    assert "Traceback" not in err


def test_a_function_file_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "f.onnx").write_bytes(models.with_functions().functions[1].SerializeToString())
    assert main(["from-onnx", str(tmp_path / "f.onnx")]) == 0
    assert "def Scale(X):" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "status", "message"),
    [(None, 2, "no such file"), (b"not a model", 1, "not an ONNX model, function or graph")],
)
def test_bad_input_is_one_line_on_stderr(
    tmp_path: Path, content: bytes | None, status: int, message: str
) -> None:
    path = tmp_path / "bad.onnx"
    if content is not None:
        path.write_bytes(content)
    result = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "from-onnx", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == status
    assert message in result.stderr
    assert "Traceback" not in result.stderr
