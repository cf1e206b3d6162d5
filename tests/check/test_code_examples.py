"""The diagnostics reference tells the truth: each checker code's "bad" example reports that code
and its "good" example reports nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from onnxscribe import analyze
from onnxscribe.core import codes

CHECKER_CODES = sorted(code for code in codes.CODES if code == "OXS309" or code[3] in "456")


@pytest.mark.parametrize("code", CHECKER_CODES)
def test_bad_example_reports_its_code(code: str) -> None:
    entry = codes.info(code)
    assert entry.bad and entry.good, f"{code} needs a bad and a good example"
    found = {d.code for d in analyze(entry.bad, "bad.py").diagnostics}
    assert found == {code}


@pytest.mark.parametrize("code", CHECKER_CODES)
def test_good_example_is_clean(code: str) -> None:
    assert analyze(codes.info(code).good, "good.py").diagnostics == []


def test_reference_pages_are_current() -> None:
    """Regenerate both with ``python -m onnxscribe.core.codes docs/diagnostics.md``."""
    rendered = codes.render_reference()
    assert codes.reference_path().read_text(encoding="utf-8") == rendered
    assert (Path(__file__).parents[2] / "docs" / "diagnostics.md").read_text(
        encoding="utf-8"
    ) == rendered
