"""``import onnxscribe`` stays quick: schemas, evaluators and the converter load on first use.

Cumulative import time as ``python -X importtime`` reports it, for onnxscribe and, as baselines in
the same run, numpy (which onnxscribe imports) and onnx (which it defers). Target: under 0.3 s warm.
"""

from __future__ import annotations

import re
import subprocess
import sys

from benchmarks._common import Timing, check_target, compile_package, report

RUNS = 7
TARGET_SECONDS = 0.3


def import_seconds(module: str) -> float:
    completed = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", f"import {module}"],
        capture_output=True,
        text=True,
        check=True,
    )
    pattern = re.compile(rf"import time:\s+\d+ \|\s+(\d+) \| {re.escape(module)}$")
    for line in reversed(completed.stderr.splitlines()):
        match = pattern.match(line)
        if match:
            return int(match.group(1)) / 1e6
    raise RuntimeError(f"no import time for {module} in:\n{completed.stderr[-2000:]}")


def main() -> None:
    compile_package()
    timings = [
        Timing(module, tuple(import_seconds(module) for _ in range(RUNS)))
        for module in ("onnxscribe", "numpy", "onnx")
    ]
    report("import time (cumulative, warm)", timings, baseline="numpy")
    check_target(f"import onnxscribe / {TARGET_SECONDS} s", timings[0].median / TARGET_SECONDS, 1.0)


if __name__ == "__main__":
    main()
