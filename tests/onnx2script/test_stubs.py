"""The stubs type ``from_onnx`` and ``ScriptSource`` for pyright and mypy, and agree with the
runtime package (stubtest)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STUB_PACKAGE = ROOT / "stubs" / "onnxscribe-stubs" / "onnxscribe-stubs"
BIN = Path(sys.executable).parent

USE = """\
import onnx
from onnxscribe import from_onnx
from onnxscribe.onnx2script import FromOnnxError, ScriptSource
from onnxscribe.onnx2script import from_onnx as from_onnx_again

model = onnx.ModelProto()
source: ScriptSource = from_onnx(model, data_file="weights.npz", use_operators=False)
text: str = source.text
written = source.write("model.py")
try:
    from_onnx_again(model, function_name="main")
except FromOnnxError as error:
    print(error)
count: int = source.text  # error
from_onnx(model, data_file=3)  # error
from_onnx(model, "weights.npz")  # error
"""

pytestmark = pytest.mark.slow


def _marked_lines() -> set[int]:
    return {n for n, line in enumerate(USE.splitlines(), 1) if line.endswith("# error")}


def test_pyright_reports_exactly_the_misuses(tmp_path: Path) -> None:
    (tmp_path / "use.py").write_text(USE, encoding="utf-8")
    (tmp_path / "pyrightconfig.json").write_text(
        json.dumps({"include": ["use.py"], "pythonVersion": "3.10"}), encoding="utf-8"
    )
    completed = subprocess.run(
        [str(BIN / "pyright"), "--outputjson", "--pythonpath", sys.executable],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    reported = json.loads(completed.stdout)["generalDiagnostics"]
    lines = {d["range"]["start"]["line"] + 1 for d in reported if d["severity"] == "error"}
    assert lines == _marked_lines(), reported


def test_mypy_reports_exactly_the_misuses(tmp_path: Path) -> None:
    (tmp_path / "use.py").write_text(USE, encoding="utf-8")
    completed = subprocess.run(
        [str(BIN / "mypy"), "--no-error-summary", "--cache-dir", str(tmp_path / "c"), "use.py"],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    lines = {int(m.group(1)) for m in re.finditer(r"^use\.py:(\d+): error", completed.stdout, re.M)}
    assert lines == _marked_lines(), completed.stdout


def test_stubtest_agrees_with_the_runtime_package(tmp_path: Path) -> None:
    package = tmp_path / "onnxscribe"
    shutil.copytree(STUB_PACKAGE, package)
    (tmp_path / "mypy.ini").write_text(
        f"[mypy]\nmypy_path = {tmp_path}\ncache_dir = {tmp_path / 'cache'}\n", encoding="utf-8"
    )
    completed = subprocess.run(
        [
            str(BIN / "stubtest"),
            "onnxscribe.onnx2script",
            "--ignore-missing-stub",
            "--mypy-config-file",
            str(tmp_path / "mypy.ini"),
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert completed.returncode == 0, completed.stdout[-4000:] + completed.stderr[-2000:]
