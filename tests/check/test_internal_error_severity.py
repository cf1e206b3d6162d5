"""An internal error (OXS900) has the severity of the codes table wherever onnxscribe fails: in
lowering, in the checker's run, or after it (writing the types), so ``onnxscribe check`` exits
the same way on every such bug and ``@script()`` treats it the same way."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import NoReturn

import pytest
from onnxscribe.check.checker import FunctionChecker
from onnxscribe.check.state import CheckerState
from onnxscribe.cli import main
from onnxscribe.core import codes
from onnxscribe.core.diagnostics import ScriptError, Severity
from onnxscribe.lower import functions
from onnxscribe.pipeline import analyze

SOURCE = """\
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def double(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Add(X, X)
"""

FAILING_STEPS = {
    "lowering": (functions, "_lower"),
    "checker run": (FunctionChecker, "run"),
    "writing types": (CheckerState, "write_types"),
}


def _fail(*args: object, **kwargs: object) -> NoReturn:
    raise RuntimeError("planted bug")


@pytest.fixture(params=sorted(FAILING_STEPS))
def failing_step(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    owner, name = FAILING_STEPS[request.param]
    monkeypatch.setattr(owner, name, _fail)
    return str(request.param)


def test_the_table_calls_an_internal_error_an_error() -> None:
    assert codes.info("OXS900").severity == Severity.ERROR


def test_analyze_reports_the_tables_severity(failing_step: str) -> None:
    found = [d for d in analyze(SOURCE, "double.py").diagnostics if d.code == "OXS900"]
    assert len(found) == 1, failing_step
    assert found[0].severity == codes.info("OXS900").severity
    assert "planted bug" in found[0].message


def test_check_exits_1_whichever_step_fails(
    failing_step: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "double.py"
    path.write_text(SOURCE, encoding="utf-8")
    status = main(["check", "--format", "json", str(path)])
    reported = json.loads(capsys.readouterr().out)["diagnostics"]
    assert [(d["code"], d["severity"]) for d in reported] == [("OXS900", "error")], failing_step
    assert status == 1


def test_script_refuses_the_function_whichever_step_fails(
    failing_step: str, tmp_path: Path
) -> None:
    path = tmp_path / "internal_error_program.py"
    path.write_text(SOURCE, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        with pytest.raises(ScriptError, match="OXS900"):
            __import__("internal_error_program")
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("internal_error_program", None)
