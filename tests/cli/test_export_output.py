"""``onnxscribe export FILE::FUNCTION`` without ``-o`` writes ``FUNCTION.onnx`` in the current
folder; ``-o`` still chooses the file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import onnx

EXAMPLE = Path(__file__).resolve().parents[1] / "packaging" / "example.py"


def _export(folder: Path, *words: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "onnxscribe", "export", *words],
        capture_output=True,
        text=True,
        check=False,
        cwd=folder,
    )


def test_default_output_is_the_function_name(tmp_path: Path) -> None:
    completed = _export(tmp_path, f"{EXAMPLE}::gelu", "--check")
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout == "wrote gelu.onnx\n"
    model = onnx.load(str(tmp_path / "gelu.onnx"))
    onnx.checker.check_model(model, full_check=True)
    assert "Erf" in {node.op_type for node in model.graph.node}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gelu.onnx"]


def test_output_option_still_chooses_the_file(tmp_path: Path) -> None:
    completed = _export(tmp_path, f"{EXAMPLE}::gelu", "-o", "models/g.onnx")
    assert completed.returncode == 1
    assert "cannot write models/g.onnx" in completed.stderr
    (tmp_path / "models").mkdir()
    completed = _export(tmp_path, f"{EXAMPLE}::gelu", "-o", "models/g.onnx")
    assert completed.returncode == 0, completed.stderr
    assert (tmp_path / "models" / "g.onnx").is_file()
    assert not (tmp_path / "gelu.onnx").exists()


def test_a_function_with_errors_writes_nothing(tmp_path: Path) -> None:
    completed = _export(tmp_path, f"{EXAMPLE}::unknown")
    assert completed.returncode == 1
    assert "OXS301" in completed.stderr
    assert list(tmp_path.iterdir()) == []
