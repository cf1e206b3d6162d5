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
    *sorted(p.name for p in stub_checkers.STUB_PACKAGE.glob("*opset[0-9]*.pyi")),
]
"""Every module but ``onnx_opset.pyi``, which imports every opset and is checked by test_stubgen.
An opset module takes most operators from the one before it, so all of them are checked."""

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
