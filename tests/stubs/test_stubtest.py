"""mypy's stubtest: the stubs agree with the runtime package, apart from the allowlist."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import stub_checkers

HERE = Path(__file__).resolve().parent
ALLOWLIST = HERE / "stubtest-allowlist.txt"

CHECKED = [
    "__init__.pyi",
    "core",
    "values.pyi",
    "pipeline.pyi",
    "onnx_types.pyi",
    "eager",
    "opset1.pyi",
    "opset18.pyi",
    "ml_opset5.pyi",
    "preview_opset1.pyi",
    "preview_training_opset1.pyi",
]
"""The hand-written modules and a sample of generated opsets (all opsets come from the same
generator; checking all 40 would take a minute). ``onnx_opset.pyi`` imports every opset and is
checked by test_stubgen instead."""

pytestmark = pytest.mark.slow


def test_stubtest_passes(tmp_path: Path) -> None:
    package = tmp_path / "onnxscribe"
    package.mkdir()
    for name in CHECKED:
        source = stub_checkers.STUB_PACKAGE / name
        if source.is_dir():
            shutil.copytree(source, package / name)
        else:
            shutil.copy(source, package / name)
    config = tmp_path / "mypy.ini"
    config.write_text(f"[mypy]\nmypy_path = {tmp_path}\ncache_dir = {tmp_path / 'cache'}\n")
    completed = subprocess.run(
        [
            str(Path(sys.executable).parent / "stubtest"),
            "onnxscribe",
            "--ignore-missing-stub",
            "--mypy-config-file",
            str(config),
            "--allowlist",
            str(ALLOWLIST),
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert completed.returncode == 0, completed.stdout[-6000:] + completed.stderr[-2000:]
