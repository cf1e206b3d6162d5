"""``onnxscribe check``'s report as pure functions: what a run found -> stdout, stderr and the
exit status, without running the command."""

from __future__ import annotations

import json

from onnxscribe.cli.check_report import (
    NO_FUNCTIONS,
    exit_status,
    make_report,
    report_notes,
    report_text,
)
from onnxscribe.core.diagnostics import Diagnostic, Severity, Span

TEXT = "x = 1\ny = op.Relu(x)\n"
ERROR = Diagnostic("OXS101", Severity.ERROR, "unknown op", Span("a.py", 2, 5, 2, 12))
WARNING = Diagnostic("OXS107", Severity.WARNING, "print", Span("a.py", 1, 1, 1, 2))
TOO_LARGE = Diagnostic("OXS701", Severity.ERROR, "too large", Span("big.py", 1, 1, 1, 2))


def test_files_without_diagnostics_are_counted_not_listed_and_unanalyzed_ones_come_last() -> None:
    report = make_report(
        {"a.py": TEXT, "b.py": "pass\n"},
        {"a.py": [WARNING, ERROR], "b.py": []},
        {"big.py": ("", TOO_LARGE)},
        functions=2,
    )
    assert list(report.results) == ["a.py", "big.py"]
    assert list(report.sources) == ["a.py", "b.py", "big.py"]
    assert (report.errors, report.warnings) == (2, 1)


def test_text_shows_the_source_line_and_a_caret_unless_asked_not_to() -> None:
    report = make_report({"a.py": TEXT}, {"a.py": [ERROR]}, {}, functions=1)
    assert report_text(report, "text").splitlines() == [
        "a.py:2:5: OXS101 unknown op",
        "    y = op.Relu(x)",
        "        ^^^^^^^",
    ]
    assert report_text(report, "text", no_source=True) == "a.py:2:5: OXS101 unknown op"


def test_json_counts_files_and_functions() -> None:
    report = make_report({"a.py": TEXT, "b.py": ""}, {"a.py": [ERROR]}, {}, functions=3)
    found = json.loads(report_text(report, "json"))
    assert (found["files"], found["functions"]) == (2, 3)


def test_the_summary_goes_with_text_only_and_the_empty_run_note_with_every_format() -> None:
    report = make_report({"a.py": TEXT}, {"a.py": [WARNING]}, {}, functions=0, unreadable=1)
    text_notes = report_notes(report, "text")
    assert text_notes[0] == (
        "0 error(s), 1 warning(s) in 1 file(s) checked, 0 script function(s); "
        "1 file(s) or folder(s) could not be read (see above)"
    )
    assert "no script function found" in text_notes[1]
    (json_note,) = report_notes(report, "json")
    assert json_note == text_notes[1]


def test_exit_status() -> None:
    def status(found: list[Diagnostic], functions: int, unreadable: int = 0) -> int:
        report = make_report({"a.py": TEXT}, {"a.py": found}, {}, functions, 0, unreadable)
        return exit_status(report, allow_empty=False)

    assert status([WARNING], 1) == 0
    assert status([ERROR], 1) == 1
    assert status([ERROR], 1, unreadable=1) == 2
    assert status([], 0) == NO_FUNCTIONS
    empty = make_report({"a.py": TEXT}, {}, {}, functions=0)
    assert exit_status(empty, allow_empty=True) == 0
