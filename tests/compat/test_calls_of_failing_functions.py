"""A script function calling one that has errors gets one diagnostic saying so, naming the
callee and where its errors are: from ``onnxscribe check``, the language server's analysis and
``@script()`` at run time (where the failed callee's name was never bound), never "not
defined"."""

from __future__ import annotations

import functools
from pathlib import Path
from types import ModuleType

from onnxscribe import analyze
from programs_under_test import load
from tool_reports import Reported, analyzer_reports, check_reports

CASE = Path(__file__).parent / "cases" / "calls_of_a_failing_function.py"
LINES = CASE.read_text(encoding="utf-8").splitlines()


def _line(text: str) -> int:
    (found,) = [number for number, line in enumerate(LINES, 1) if text in line]
    return found


ERROR = _line("slope=0.1")
FIRST_CALL = _line("once = windowed(")
CALLER_CALL = _line("return windowed_twice(")

EXPECTED = [
    ("OXS306", ERROR, None),
    ("OXS207", FIRST_CALL, f"windowed has errors and cannot be called (its errors: line {ERROR})"),
    (
        "OXS207",
        CALLER_CALL,
        f"windowed_twice has errors and cannot be called (its errors: line {FIRST_CALL})",
    ),
]


def _summary(reports: list[Reported]) -> list[tuple[str, int, str | None]]:
    return [
        (r.code, r.line, r.message.split("function ")[1] if r.code == "OXS207" else None)
        for r in reports
    ]


@functools.cache
def _loaded() -> ModuleType:
    return load(CASE)


def test_check_reports_each_caller_once_naming_the_callee_and_its_errors() -> None:
    reports = check_reports([CASE])
    assert _summary(reports) == EXPECTED
    assert all(r.severity == "error" for r in reports)


def test_the_language_server_analysis_says_the_same() -> None:
    assert _summary(analyzer_reports(CASE)) == EXPECTED


def test_the_callers_diagnostic_points_at_the_callees_errors() -> None:
    found = analyze(CASE.read_text(encoding="utf-8"), str(CASE)).diagnostics
    call = next(d for d in found if d.code == "OXS207" and d.span.line == FIRST_CALL)
    assert [(r.span.line, r.message.split(":")[0]) for r in call.related] == [(ERROR, "OXS306")]


def test_script_at_run_time_names_the_failed_callee_not_an_undefined_name() -> None:
    failures = _loaded().FAILURES
    assert set(failures) == {"windowed", "windowed_twice", "framed"}
    assert "OXS306" in failures["windowed"]
    for caller, callee, line in [
        ("windowed_twice", "windowed", ERROR),
        ("framed", "windowed_twice", FIRST_CALL),
    ]:
        message = failures[caller]
        assert (
            f"script function {callee} has errors and cannot be called (its errors: line {line})"
            in message
        )
        assert "not defined" not in message and "OXS201" not in message
        assert message.startswith("1 error(s)"), message


def test_an_undefined_name_is_still_reported_as_such(tmp_path: Path) -> None:
    path = tmp_path / "undefined_callee.py"
    path.write_text(
        "from onnxscribe import FLOAT, script\n\n\n@script()\n"
        "def f(x: FLOAT[...]) -> FLOAT[...]:\n    return never_defined(x)\n",
        encoding="utf-8",
    )
    assert [r.code for r in check_reports([path])] == ["OXS201"]
