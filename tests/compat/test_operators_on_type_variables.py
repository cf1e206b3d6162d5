"""``self * other`` on values of a type variable bound to a union of tensor types, and an op
taking fewer types than the bound holds: converted, run the same eagerly and in onnxruntime, no
error from check, the language server, pyright or mypy (with their default settings). With deprecation reports turned on, the op call is one,
saying which element types the op takes."""

from __future__ import annotations

from pathlib import Path

import pytest
from programs_under_test import run_examples
from tool_reports import analyzer_reports, check_reports, errors, type_checker_errors

PROGRAM = Path(__file__).parent / "cases" / "operators_on_type_variables.py"
COMPLEX_DIVISION = Path(__file__).parent / "cases" / "complex_division.py"


@pytest.mark.parametrize("program", [PROGRAM, COMPLEX_DIVISION], ids=lambda p: p.stem)
def test_examples_run_the_same_eagerly_and_in_onnxruntime(program: Path) -> None:
    assert run_examples(program)


@pytest.mark.parametrize("program", [PROGRAM, COMPLEX_DIVISION], ids=lambda p: p.stem)
def test_check_and_the_language_server_report_no_error(program: Path) -> None:
    assert errors(check_reports([program])) == []
    assert errors(analyzer_reports(program)) == []


def _reports(
    checker: str, tmp_path: Path, deprecations_are_errors: bool, program: Path = PROGRAM
) -> list[str]:
    source = program.read_text(encoding="utf-8")
    found = type_checker_errors(checker, tmp_path, program.name, source, deprecations_are_errors)
    return [f"{line}: {message}" for line, message in found]


@pytest.mark.slow
@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_type_checkers_report_no_error_with_their_default_settings(
    checker: str, tmp_path: Path
) -> None:
    assert _reports(checker, tmp_path, deprecations_are_errors=False) == []


@pytest.mark.slow
def test_the_likely_mistake_is_a_pyright_deprecation_naming_the_element_types(
    tmp_path: Path,
) -> None:
    """Softplus at opset 18 takes no BFLOAT16, which the bound holds: the call reaches the
    stubs' last Softplus overload, whose deprecation says so (struck through in editors). mypy's
    plugin accepts a bound that overlaps the op's types in the precise signature instead."""
    checker = "pyright"
    softplus_line = 1 + PROGRAM.read_text(encoding="utf-8").splitlines().index(
        "    return op.Div(op.Softplus(scaled), op.CastLike(beta, self))"
    )
    found = _reports(checker, tmp_path, deprecations_are_errors=True)
    expected = "Softplus (version 1) takes T as one of FLOAT16, FLOAT or DOUBLE"
    on_the_call = [r for r in found if r.startswith(f"{softplus_line}: ")]
    assert any(expected in r and "deprecated" in r for r in on_the_call), found


@pytest.mark.slow
@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_operators_whose_results_go_into_ops_pass_both_checkers(
    checker: str, tmp_path: Path
) -> None:
    assert _reports(checker, tmp_path, False, COMPLEX_DIVISION) == []
