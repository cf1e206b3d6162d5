"""``import onnxscribe`` stays quick: schemas, evaluators and the converter load on first use."""

from __future__ import annotations

import re
import subprocess
import sys

LIMIT_SECONDS = 0.3


def import_seconds() -> float:
    """Cumulative import time of the package, as ``python -X importtime`` reports it."""
    completed = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import onnxscribe"],
        capture_output=True,
        text=True,
        check=True,
    )
    for line in reversed(completed.stderr.splitlines()):
        match = re.match(r"import time:\s+\d+ \|\s+(\d+) \| onnxscribe$", line)
        if match:
            return int(match.group(1)) / 1e6
    raise AssertionError(f"no import time for onnxscribe in:\n{completed.stderr[-2000:]}")


def test_import_is_quick_when_warm() -> None:
    best = min(import_seconds() for _ in range(5))
    assert best < LIMIT_SECONDS, f"import onnxscribe took {best:.3f} s (limit {LIMIT_SECONDS} s)"


def test_import_leaves_heavy_modules_unloaded() -> None:
    code = (
        "import sys, onnxscribe; "
        "print(' '.join(m for m in ('onnxruntime', 'onnx.reference', 'onnxscribe.eager.dispatch') "
        "if m in sys.modules))"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert completed.stdout.strip() == ""
