"""``import onnxscribe`` loads no heavy module; its time is measured by ``benchmarks/import_time.py``."""

from __future__ import annotations

import subprocess
import sys


def test_import_leaves_heavy_modules_unloaded() -> None:
    code = (
        "import sys, onnxscribe; "
        "print(' '.join(m for m in ('onnxruntime', 'onnx', 'numpy', 'onnxscribe.eager.dispatch') "
        "if m in sys.modules))"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert completed.stdout.strip() == ""
