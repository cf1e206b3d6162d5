"""A module-level value that a script function reads and the module assigns again after the
decorator ran: the model keeps the old value, eager mode reads the new one. ``onnxscribe
check`` and the language server's analysis warn (OXS210) at the read; ``@script()`` converts."""

from __future__ import annotations

import functools
from pathlib import Path
from types import ModuleType

import numpy as np
from model_runs import run_model
from onnxscribe import analyze
from programs_under_test import load
from tool_reports import analyzer_reports, check_reports

CASE = Path(__file__).parent / "cases" / "reassigned_module_values.py"
LINES = CASE.read_text(encoding="utf-8").splitlines()


def _line(text: str) -> int:
    (found,) = [number for number, line in enumerate(LINES, 1) if text in line]
    return found


EXPECTED = [
    ("OXS210", "warning", _line("op.Constant(value=shift)"), "shift"),
    ("OXS210", "warning", _line("return x * scale + bias"), "scale"),
]


@functools.cache
def _loaded() -> ModuleType:
    return load(CASE)


def test_check_warns_where_each_reassigned_value_is_read() -> None:
    found = [(r.code, r.severity, r.line, r.message.split()[0]) for r in check_reports([CASE])]
    assert found == EXPECTED


def test_the_language_server_analysis_warns_the_same() -> None:
    found = [(r.code, r.severity, r.line, r.message.split()[0]) for r in analyzer_reports(CASE)]
    assert found == EXPECTED


def test_the_message_names_both_assignments() -> None:
    found = analyze(CASE.read_text(encoding="utf-8"), str(CASE)).diagnostics
    scale = next(d for d in found if d.message.startswith("scale"))
    assert f"assigned again at line {_line('scale = 3.0')}" in scale.message
    assert f"value from line {_line('scale = 2.0')}" in scale.message


def test_the_warning_is_true_the_model_and_eager_mode_disagree() -> None:
    module = _loaded()
    x = module.EXAMPLE
    for function, converted, current in [
        (module.shifted, x + 0.5, x + 1.5),
        (module.scaled, x * 2.0 + 10.0, x * 3.0 + 10.0),
    ]:
        (from_model,) = run_model(function.to_model_proto(), (x,))
        np.testing.assert_allclose(from_model, converted)
        np.testing.assert_allclose(np.asarray(function(x)), current)


def test_values_assigned_only_before_the_function_are_not_reported() -> None:
    text = (
        "from onnxscribe import FLOAT, script\n\nk = 1.0\nk = 2.0\n\n\n@script()\n"
        "def f(x: FLOAT['N']) -> FLOAT['N']:\n    return x * k\n\n\ndef helper():\n"
        "    k = 3.0\n    return k\n"
    )
    assert analyze(text, "before.py").diagnostics == []
