"""Where a variable is assigned: the span lowering records for it (made from the assigned name
only when something reads it) is the name's own, wherever it is read."""

from __future__ import annotations

from onnxscribe import analyze
from onnxscribe.core.diagnostics import Span
from onnxscribe.graph_ir.nodes import SymbolKind

HEADER = "from onnxscribe import script, FLOAT, INT64\nfrom onnxscribe import opset18 as op\n\n"


def test_a_variable_missing_from_one_branch_points_at_its_assignment_in_the_other() -> None:
    body = (
        "@script()\ndef f(X: FLOAT['N'], c: bool):\n    if c:\n        total = X + 1.0\n"
        "    else:\n        other = X\n    return total\n"
    )
    analysis = analyze(HEADER + body, "branches.py")
    [diagnostic] = analysis.diagnostics
    assert diagnostic.code == "OXS112"
    [related] = diagnostic.related
    assert related.message == "total is assigned here"
    assert related.span == Span("branches.py", 7, 9, 7, 14)


def test_an_augmented_assignment_in_one_branch_is_pointed_at_too() -> None:
    body = (
        "@script()\ndef f(X: FLOAT['N'], c: bool):\n    if c:\n        Y = X\n        Y += X\n"
        "    else:\n        Z = X\n    return Y\n"
    )
    [diagnostic] = analyze(HEADER + body, "aug.py").diagnostics
    assert diagnostic.code == "OXS112"
    assert diagnostic.related[0].span == Span("aug.py", 8, 9, 8, 10)


def test_several_outputs_assigned_to_one_name_are_reported_at_the_name() -> None:
    body = "@script()\ndef f(X: FLOAT[4]):\n    parts = X, X\n    return X\n"
    [diagnostic] = analyze(HEADER + body, "pair.py").diagnostics
    assert diagnostic.code == "OXS310"
    assert diagnostic.message == "2 values are assigned to the single name 'parts'"
    assert diagnostic.span == Span("pair.py", 6, 5, 6, 10)


def test_definition_symbols_are_the_assigned_names() -> None:
    body = "@script()\ndef f(X: FLOAT['N']):\n    Y = X\n    Y += X\n    return Y\n"
    analysis = analyze(HEADER + body, "symbols.py")
    definitions = [s.span for s in analysis.symbols() if s.kind is SymbolKind.DEFINITION]
    assert Span("symbols.py", 6, 5, 6, 6) in definitions
    assert Span("symbols.py", 7, 5, 7, 6) in definitions
