"""`onnxscribe export` and `onnxscribe show`."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import pytest
from model_runs import run_model
from onnxscribe.cli import main
from onnxscribe.cli.common import load_target
from onnxscribe.graph_ir.emit import function_proto

EXAMPLES = Path(__file__).parent / "corpus" / "dialect_examples.py"


def test_export_writes_a_model_that_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output = tmp_path / "chunks.onnx"
    assert main(["export", f"{EXAMPLES}::ten_chunks_model", "-o", str(output), "--check"]) == 0
    assert "wrote" in capsys.readouterr().out
    model = onnx.load(str(output))
    (result,) = run_model(model, (np.arange(48, dtype=np.float32),))
    assert len(result) == 10


def test_show_prints_onnx_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", f"{EXAMPLES}::gelu"]) == 0
    text = capsys.readouterr().out
    # (the text form prints a tensor type without a shape as `float[]`)
    assert "gelu (float[] X) => (float[] output) {" in text
    assert "Erf (" in text
    onnx.parser.parse_model(text)


def test_show_function_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "--function", f"{EXAMPLES}::aten_chunk"]) == 0
    text = capsys.readouterr().out
    # (the text form leaves out attribute defaults: `dim = 0` is checked on the proto below)
    assert "aten_chunk <chunks>(tensor) => (output)" in text
    target = load_target(f"{EXAMPLES}::aten_chunk")
    assert target.function.function is not None
    function = function_proto(target.function.function)
    assert list(function.attribute) == ["chunks"]
    assert [(a.name, a.i) for a in function.attribute_proto] == [("dim", 0)]


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "does/not/exist.py::f"]) == 2
    assert "does/not/exist.py: no such file" in capsys.readouterr().err


def test_missing_function(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", f"{EXAMPLES}::nope"]) == 2
    error = capsys.readouterr().err
    assert "no script function named 'nope'" in error
    assert "gelu" in error


def test_bad_target_syntax(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(EXAMPLES), "-o", "x.onnx"]) == 2
    assert "expected FILE::FUNCTION" in capsys.readouterr().err


def test_function_with_errors_is_not_exported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "bad.py"
    source.write_text(
        "from onnxscribe import script, FLOAT\nfrom onnxscribe import opset18 as op\n\n"
        "@script()\ndef f(X: FLOAT['N']):\n    return op.Rleu(X)\n"
    )
    assert main(["export", f"{source}::f", "-o", str(tmp_path / "f.onnx")]) == 1
    error = capsys.readouterr().err
    assert f"{source}:6:12: error: OXS301" in error
    assert not (tmp_path / "f.onnx").exists()
