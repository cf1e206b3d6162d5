"""Nesting beyond the dialect's limits is an ordinary diagnostic (OXS120) that says what to do,
never an internal error (OXS900) or an empty message."""

from __future__ import annotations

from pathlib import Path

import pytest
from hostile_support import analyze_in_process, check_json, codes

HEADER = "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n\n"
BODY = '@script()\ndef f(X: FLOAT["N"]) -> FLOAT["N"]:\n    return {}\n'
CASES = {
    "chained_add": " + ".join(["X"] * 2000),  # OXS900 before
    "unary_900": "-" * 900 + "X",  # OXS900 before
    "unary_10000": "-" * 10000 + "X",  # 'cannot parse this file: ' before
    "nested_calls": "op.Relu(" * 150 + "X" + ")" * 150,
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_deep_nesting_is_oxs120_on_its_line(tmp_path: Path, name: str) -> None:
    path = tmp_path / f"{name}.py"
    path.write_text(HEADER + BODY.format(CASES[name]))
    found = analyze_in_process(path)
    assert codes(found) == ["OXS120"]
    assert found[0]["line"] == 7
    assert "nest" in found[0]["message"] and found[0]["severity"] == "error"
    status, report = check_json(str(path))
    assert status == 1
    assert [d["hint"] for d in report["diagnostics"]] == [
        "give parts of the expression names: assign them to variables on lines of their own"
    ]


def test_nesting_within_the_limit_converts(tmp_path: Path) -> None:
    path = tmp_path / "fine.py"
    path.write_text(HEADER + BODY.format("-" * 99 + "X"))
    assert analyze_in_process(path) == []
