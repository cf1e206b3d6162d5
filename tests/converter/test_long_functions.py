"""Long functions of mixed constructs: eager and onnxruntime agree, and conversion scales."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
from model_runs import assert_same, run_model
from onnxscribe import analyze

HEADER = """\
from onnxscribe import script, FLOAT
from onnxscribe import opset18 as op


@script()
def halve(v: FLOAT["N"]) -> FLOAT["N"]:
    return v * 0.5


@script()
def mixed(x: FLOAT["N"]) -> FLOAT["N"]:
    s = op.ReduceMean(x, keepdims=0)
"""

CHUNKS = [
    "    x = (x * 0.5 + 1.0) / (op.Abs(x) + 2.0)\n",
    "    s = op.ReduceMean(x, keepdims=0)\n    if s > 0.1:\n        x = x - s\n    elif s < -0.1:\n        x = x * 1.5\n    else:\n        x = x + 0.25\n",
    "    for i in range(2):\n        x = x + op.CastLike(i, x) * 0.1\n",
    "    x = op.Concat(x[1:], x[:1], axis=0)\n",
    "    k = op.ReduceMax(op.Abs(x), keepdims=0)\n    while k > 1.0:\n        k = k / 2.0\n    x = x / (k + 1.0)\n",
    "    s = s * 2.0 if s < 0.5 else s / 2.0\n",
    "    x += s\n    x *= 0.9\n",
    "    x = op.Where(x > s, x, s - x)\n",
    "    lo, hi = op.Split(op.Concat(x, x[::-1], axis=0), num_outputs=2)\n    x = (lo + hi) / 2.0\n",
    "    x = halve(x) + x[-1]\n",
    "    t = x\n    for j in range(3):\n        t = t * 0.5\n        if op.ReduceSum(t, keepdims=0) < 0.01:\n            break\n    x = x + t\n",
    "    x = x - op.ReduceMin(x, keepdims=0) if 0.0 < s < 2.0 else x + 1.0\n",
]


def long_source(lines: int) -> str:
    parts = [HEADER]
    index = 0
    while sum(part.count("\n") for part in parts) < lines:
        parts.append(CHUNKS[index % len(CHUNKS)])
        index += 1
    parts.append("    return x\n")
    return "".join(parts)


def _load(tmp_path: Path, lines: int) -> tuple[object, str, Path]:
    source = long_source(lines)
    path = tmp_path / "long_module.py"
    path.write_text(source)
    namespace: dict[str, object] = {"__name__": "long_module"}
    exec(compile(source, str(path), "exec"), namespace)
    return namespace["mixed"], source, path


def test_300_line_function_eager_equals_onnxruntime(tmp_path: Path) -> None:
    function, source, _ = _load(tmp_path, 300)
    assert source.count("\n") >= 300
    x = np.linspace(-2, 3, 7, dtype=np.float32)
    eager = function(x)  # type: ignore[operator]
    model = function.to_model_proto()  # type: ignore[attr-defined]
    onnx.checker.check_model(model, full_check=True)
    assert_same(eager, run_model(model, (x,)))


def test_300_line_function_analyzes_cleanly(tmp_path: Path) -> None:
    source = long_source(300)
    analysis = analyze(source, "long_module.py")
    assert [d.format() for d in analysis.diagnostics] == []
    mixed = analysis.functions[1].function
    assert mixed is not None and len(mixed.graph.walk()) > 300
