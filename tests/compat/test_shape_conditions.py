"""``if`` on a rank-1 condition of unknown length (``op.Shape(x, start=-1) == one``), as
onnxscript's signal-processing functions write it: ONNX accepts a one-element tensor there and
onnxscript converts it, so every tool warns (OXS510) instead of erring, and the script
functions calling such a function convert and run."""

from __future__ import annotations

import warnings

import numpy as np
from onnxscribe import analyze
from onnxscribe.values import ScriptWarning
from programs_under_test import PROGRAMS, load
from tool_reports import analyzer_reports, check_reports

PROGRAM = PROGRAMS / "shape_conditions.py"


def _lines_of(text: str) -> list[int]:
    lines = PROGRAM.read_text(encoding="utf-8").splitlines()
    return [number for number, line in enumerate(lines, 1) if line.strip().startswith(text)]


CONDITIONS = _lines_of("if channels == one:") + _lines_of("if size >= length:")


def test_the_program_has_the_two_conditions() -> None:
    assert len(CONDITIONS) == 2


def test_check_warns_at_each_condition_and_reports_nothing_else() -> None:
    found = [(r.code, r.severity, r.line) for r in check_reports([PROGRAM])]
    assert found == [("OXS510", "warning", line) for line in CONDITIONS]


def test_analysis_warns_at_each_condition_and_reports_nothing_else() -> None:
    found = [(r.code, r.severity, r.line) for r in analyzer_reports(PROGRAM)]
    assert found == [("OXS510", "warning", line) for line in CONDITIONS]


def test_analyze_of_the_text_warns_the_same() -> None:
    text = PROGRAM.read_text(encoding="utf-8")
    found = [(d.code, d.is_error, d.span.line) for d in analyze(text, str(PROGRAM)).diagnostics]
    assert found == [("OXS510", False, line) for line in CONDITIONS]


def test_script_converts_with_a_warning_and_the_callers_run() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        module = load(PROGRAM)
    messages = [str(w.message) for w in caught if issubclass(w.category, ScriptWarning)]
    assert len(messages) == 2 and all("OXS510" in m for m in messages), messages
    singles = np.arange(6, dtype=np.float32).reshape(2, 3, 1)
    result = module.first_channel_fitted(singles, np.array([5], dtype=np.int64))
    expected = np.concatenate([singles[..., 0], np.zeros((2, 2), np.float32)], axis=-1)
    np.testing.assert_array_equal(np.asarray(result), expected)


def test_a_condition_known_to_hold_many_elements_is_still_an_error() -> None:
    text = (
        "from onnxscribe import script, FLOAT\nfrom onnxscribe import opset18 as op\n\n"
        "@script()\ndef f(X: FLOAT[3]) -> FLOAT[3]:\n"
        "    if op.Relu(X) > 0.0:\n        X = op.Neg(X)\n    return X\n"
    )
    found = [(d.code, d.is_error) for d in analyze(text, "many.py").diagnostics]
    assert found == [("OXS109", True)]
