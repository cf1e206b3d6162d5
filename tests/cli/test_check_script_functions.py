"""``onnxscribe check`` says how many script functions it found, and when there are none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from onnxscribe.cli import main
from onnxscribe.cli.check_report import NO_FUNCTIONS

MADE_BY_A_DECORATOR = """\
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


def register(name, trace_only=False):
    def wrap(function):
        return function if trace_only else script()(function)

    return wrap


@register("relu")
def relu(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(x, 1.0, 2.0)


@register("traced", trace_only=True)
def traced(x, n: int):
    return x
"""

CONFIG = (
    "[tool.onnxscribe]\nscript-decorators = [\n"
    '    { name = "ops.register", unless = { trace_only = true } },\n]\n'
)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["check", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "ops.py").write_text(MADE_BY_A_DECORATOR)
    return tmp_path


def test_no_script_function_is_said_and_exits_5(capsys, project: Path) -> None:
    status, out, err = run(capsys, str(project))
    assert status == NO_FUNCTIONS == 5
    assert out == ""
    assert "0 script function(s)" in err
    assert "no script function found in these files" in err
    assert "script-decorators" in err


def test_allow_empty_exits_0(capsys, project: Path) -> None:
    status, _, err = run(capsys, "--allow-empty", str(project / "ops.py"))
    assert status == 0
    assert "no script function found" in err


def test_configured_decorator_makes_the_functions_checked(capsys, project: Path) -> None:
    (project / "pyproject.toml").write_text(CONFIG)
    status, out, err = run(capsys, str(project))
    assert status == 1
    assert "ops.py:14:23: OXS304" in out
    assert "1 error(s), 0 warning(s) in 1 file(s) checked, 1 script function(s)" in err
    assert "no script function found" not in err


def test_json_report_counts_the_functions(capsys, project: Path) -> None:
    (project / "pyproject.toml").write_text(CONFIG)
    _, out, _ = run(capsys, "--format", "json", str(project))
    report = json.loads(out)
    assert (report["files"], report["functions"], report["errors"]) == (1, 1, 1)


def test_a_table_not_understood_is_a_usage_error(capsys, project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[tool.onnxscribe]\nscript-decorators = "ops.register"\n'
    )
    status, out, err = run(capsys, str(project))
    assert status == 2
    assert out == ""
    assert "pyproject.toml: [tool.onnxscribe] script-decorators: expected a list" in err
