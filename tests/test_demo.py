"""``make demo`` runs to the end and prints the right values."""

from __future__ import annotations

import pytest
from onnxscribe import demo


def test_demo_prints_correct_results(capsys: pytest.CaptureFixture[str]) -> None:
    demo.main()
    out = capsys.readouterr().out
    expected_lines = [
        'FLOAT["N", 1024] through TypeProto: FLOAT["N", 1024]',
        "op.ReduceSum(x, [1])    -> [[2.0], [-5.0]]",
        "op.TopK(x, [2], axis=1) -> [[3.0, 1.0], [5.0, -4.0]], [[2, 0], [1, 0]]",
        "y = op.Abs(x); y * 2 + 1 -> [[3.0, 5.0, 7.0], [9.0, 11.0, 13.0]]",
        "(y > 2) & (y < 6)       -> [[False, False, True], [True, True, False]]",
        "soft_clip(x) eager = [-1.9901, -0.9242, 0.4898, 1.9281]",
        "in onnxruntime     = [-1.9901, -0.9242, 0.4898, 1.9281]",
        "model.py:7:19: error: OXS402 input 'B' of Mul (`k`) is INT64",
        "model.py:8:12: error: OXS301 ai.onnx has no operator 'Rleu'; did you mean Relu",
        "    fix: Replace with Relu",
    ]
    missing = [line for line in expected_lines if line not in out]
    assert not missing, f"missing from the demo output: {missing}\n{out}"
    assert "OpCallError: input 'B' of Add is INT64, but an earlier input makes T FLOAT" in out
