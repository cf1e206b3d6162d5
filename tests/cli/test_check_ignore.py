"""``--ignore``'s codes: comma-separated prefixes, given once or more."""

from __future__ import annotations

from onnxscribe.cli.check import ignored_codes, without_ignored
from onnxscribe.core.diagnostics import Diagnostic, Severity, Span


def _diagnostic(code: str) -> Diagnostic:
    return Diagnostic(code, Severity.ERROR, "m", Span("a.py", 1, 1, 1, 2))


def test_codes_are_split_on_commas_and_stripped() -> None:
    assert ignored_codes(["OXS204, OXS1", " ,OXS7"]) == ("OXS204", "OXS1", "OXS7")
    assert ignored_codes([]) == ()


def test_a_code_is_left_out_when_it_starts_with_an_ignored_prefix() -> None:
    found = [_diagnostic(code) for code in ("OXS101", "OXS204", "OXS402")]
    kept = without_ignored(found, ("OXS1", "OXS204"))
    assert [d.code for d in kept] == ["OXS402"]
    assert without_ignored(found, ()) == found
