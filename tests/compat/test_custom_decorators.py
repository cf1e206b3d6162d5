"""The program made by its own decorator (programs/custom_decorators.py) is really analyzed: the
functions ``onnx_function`` makes, named in programs/pyproject.toml, and the one ``@script()``
makes inside a factory, but not the trace-only one. (test_programs.py then asserts that no tool
reports an error on them.)"""

from __future__ import annotations

from onnxscribe.cli import main
from onnxscribe.lsp.incremental import DocumentAnalyzer
from onnxscribe.pipeline import analyze
from programs_under_test import PROGRAMS

PROGRAM = PROGRAMS / "custom_decorators.py"


def test_analysis_finds_the_decorated_and_the_nested_functions() -> None:
    analysis = analyze(PROGRAM.read_text(encoding="utf-8"), str(PROGRAM))
    assert [f.name for f in analysis.functions] == ["softsign", "clamp_positive", "shift", "model"]
    assert all(f.function is not None for f in analysis.functions)
    assert not [d for d in analysis.diagnostics if d.is_error]


def test_the_language_server_finds_them_too() -> None:
    data = DocumentAnalyzer().analyze(PROGRAM.read_text(encoding="utf-8"), str(PROGRAM), None)
    assert [f.info.name for f in data.functions] == ["softsign", "clamp_positive", "shift", "model"]


def test_check_counts_them(capsys) -> None:
    assert main(["check", str(PROGRAM)]) == 0
    assert "in 1 file(s) checked, 4 script function(s)" in capsys.readouterr().err
