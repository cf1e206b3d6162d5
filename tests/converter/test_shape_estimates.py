"""Lowering estimates a value's rank when a construct needs it (scalar-only logic, subscripts,
branch and loop types), however many ops back the estimate starts; the checker still gives every
value its full type."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from model_runs import run_model
from onnxscribe import analyze
from source_modules import import_source

HEADER = "from onnxscribe import script, FLOAT\nfrom onnxscribe import opset18 as op\n\n\n"
CHAIN = 3001
"""Ops between the input and the construct: more than Python's default recursion limit."""


def _chain_source(tail: str) -> str:
    steps = "".join("    y = op.Transpose(y, perm=[1, 0])\n" for _ in range(CHAIN))
    return HEADER + "@script()\ndef f(x: FLOAT['N', 'M']):\n    y = op.Relu(x)\n" + steps + tail


def test_scalar_logic_at_the_end_of_a_long_chain_sees_the_rank() -> None:
    source = _chain_source("    if y:\n        y = y + 1.0\n    return y\n")
    analysis = analyze(source, "chain.py")
    found = [(d.code, d.span.line) for d in analysis.diagnostics]
    assert found == [("OXS109", source.count("\n") - 2)]
    assert "rank 2" in analysis.diagnostics[0].message


def test_a_long_chain_subscripted_at_its_end_runs_as_python_does(tmp_path: Path) -> None:
    source = _chain_source("    return y[1:, 0]\n")
    assert analyze(source, "chain.py").diagnostics == []
    f = import_source(tmp_path, "chain_subscript", source).f
    x = np.arange(12, dtype=np.float32).reshape(3, 4) - 5.0
    expected = np.maximum(x, 0).T[1:, 0]  # an odd number of transposes
    np.testing.assert_array_equal(f(x), expected)
    (got,) = run_model(f.to_model_proto(), (x,))
    np.testing.assert_array_equal(got, expected)
    output = f.to_model_proto().graph.output[0].type.tensor_type
    assert len(output.shape.dim) == 1  # the checker's type, complete without the estimate
