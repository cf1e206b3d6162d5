"""``self * other`` on values of a type variable bound to a union of tensor types, and an op
taking fewer types than the bound holds: converted,
run the same eagerly and in onnxruntime, no error from check or the language server. pyright and
mypy still report it (see the program's docstring): the known gap is kept visible here."""

from __future__ import annotations

from pathlib import Path

import onnx
import pytest
import stub_checkers as checkers
from model_runs import assert_same, run_model
from programs_under_test import examples, load
from tool_reports import analyzer_reports, check_reports, errors

PROGRAM = Path(__file__).parent / "cases" / "operators_on_type_variables.py"


def test_examples_run_the_same_eagerly_and_in_onnxruntime() -> None:
    module = load(PROGRAM)
    for example in examples(module):
        function = getattr(module, example.function)
        eager = function(*example.inputs)
        model = function.to_model_proto()
        onnx.checker.check_model(model, full_check=True)
        assert_same(eager, run_model(model, example.inputs))


def test_check_and_the_language_server_report_no_error() -> None:
    assert errors(check_reports([PROGRAM])) == []
    assert errors(analyzer_reports(PROGRAM)) == []


@pytest.mark.slow
@pytest.mark.xfail(
    strict=True,
    reason="pyright and mypy check an operator on a union-bound type variable for every pair of "
    "the bound's members, and an op argument against every member of the bound",
)
@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_type_checkers_report_no_error(checker: str, tmp_path: Path) -> None:
    run_checker = checkers.run_pyright if checker == "pyright" else checkers.run_mypy
    folder = tmp_path / "program"
    folder.mkdir()
    (folder / PROGRAM.name).write_text(PROGRAM.read_text(encoding="utf-8"), encoding="utf-8")
    found = [r for r in run_checker([folder], tmp_path) if r.severity == "error"]
    assert [f"{r.line}: {r.message}" for r in found] == []
