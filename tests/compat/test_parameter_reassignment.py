"""A parameter reassigned to a value of another type: converted, run the same eagerly and in
onnxruntime, no error from check or the language server; pyright and mypy report it unless the
file turns their two checks off, as its header does (and torch_lib's core.py does for mypy)."""

from __future__ import annotations

from pathlib import Path

import pytest
from programs_under_test import run_examples
from tool_reports import analyzer_reports, check_reports, errors, type_checker_errors

PROGRAM = Path(__file__).parent / "cases" / "parameter_reassignment.py"
HEADERS = ("# mypy: disable-error-code=", "# pyright: reportAssignmentType")


def test_examples_run_the_same_eagerly_and_in_onnxruntime() -> None:
    assert run_examples(PROGRAM) == ["model"]


def test_check_and_the_language_server_report_no_error() -> None:
    assert errors(check_reports([PROGRAM])) == []
    assert errors(analyzer_reports(PROGRAM)) == []


def _errors(checker: str, folder: Path, source: str) -> list[int]:
    return [line for line, _ in type_checker_errors(checker, folder, PROGRAM.name, source)]


@pytest.mark.slow
@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_type_checkers_report_it_only_without_the_headers(checker: str, tmp_path: Path) -> None:
    source = PROGRAM.read_text(encoding="utf-8")
    assert _errors(checker, tmp_path / "with", source) == []
    bare = "\n".join("#" if line.startswith(HEADERS) else line for line in source.splitlines())
    assigned = next(
        n
        for n, line in enumerate(source.splitlines(), 1)
        if line.strip().startswith("self = op.Cast(")
    )
    assert _errors(checker, tmp_path / "without", bare) == [assigned]
