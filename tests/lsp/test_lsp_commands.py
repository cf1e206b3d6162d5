from __future__ import annotations

from pathlib import Path

import onnx
import pytest
from onnxscribe.lsp import capabilities, commands
from onnxscribe.pipeline import analyze

SOURCE = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def double(X: FLOAT["N", 4]) -> FLOAT["N", 4]:
    return op.Add(X, X)

@script()
def scaled(X: FLOAT["N", 4], factor: float) -> FLOAT["N", 4]:
    return op.Mul(X, op.CastLike(factor, X))

@script()
def broken(X: FLOAT["N", 4]):
    return op.Addd(X)
"""


def test_show_onnx_of_the_function_at_a_position() -> None:
    text = commands.show_onnx(analyze(SOURCE, "/work/model.py"), {"line": 5, "column": 5})
    assert "double" in text and "Add" in text
    assert "opset_import" in text


def test_show_onnx_by_name() -> None:
    assert "Add" in commands.show_onnx(analyze(SOURCE, "/work/model.py"), "double")


def test_errors_are_reported_not_raised_from_deep_inside() -> None:
    analysis = analyze(SOURCE, "/work/model.py")
    with pytest.raises(commands.CommandFailed, match="broken has errors: 13:"):
        commands.show_onnx(analysis, "broken")
    with pytest.raises(commands.CommandFailed, match="no script function named 'nope'"):
        commands.show_onnx(analysis, "nope")
    with pytest.raises(commands.CommandFailed, match="not inside a script function"):
        commands.show_onnx(analysis, {"line": 1, "column": 1})
    with pytest.raises(commands.CommandFailed, match="without a default"):
        commands.show_onnx(analysis, "scaled")


def test_export_writes_a_valid_model_next_to_the_file(tmp_path: Path) -> None:
    document = tmp_path / "model.py"
    written = commands.export_model(analyze(SOURCE, str(document)), "double", None)
    assert written == str(tmp_path / "double.onnx")
    onnx.checker.check_model(onnx.load(written), full_check=True)


def test_export_to_a_given_path(tmp_path: Path) -> None:
    target = tmp_path / "out.onnx"
    assert commands.export_model(analyze(SOURCE, None), "double", str(target)) == str(target)
    assert target.exists()


def test_run_dispatches_by_name() -> None:
    analysis = analyze(SOURCE, "/work/model.py")
    assert "Add" in commands.run(capabilities.SHOW_ONNX, analysis, {"target": "double"})
    with pytest.raises(commands.CommandFailed):
        commands.run("onnxscribe.nope", analysis, {})


def test_a_function_with_errors_fails_with_its_diagnostics(tmp_path: Path) -> None:
    analysis = analyze(SOURCE, str(tmp_path / "model.py"))
    with pytest.raises(commands.CommandFailed) as failed:
        commands.export_model(analysis, "broken", None)
    (error,) = failed.value.diagnostics
    assert error["line"] == 13 and error["column"] == 12
    assert error["code"] == "OXS301" and error["severity"] == "error"
    assert "Addd" in error["message"]
    assert not (tmp_path / "broken.onnx").exists()
