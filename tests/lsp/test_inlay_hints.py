from __future__ import annotations

from onnxscribe.lsp import inlay_hints
from onnxscribe.lsp.collect import document_data as analyze

SOURCE = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def f(X: FLOAT["N", 1024], W: FLOAT[1024, 8]):
    Y = op.MatMul(X, W)
    Z: FLOAT["N", 8] = op.Relu(Y)
    S = op.Shape(Z)
    return Z
"""


def test_hints_after_assigned_names_with_inferred_types() -> None:
    hints = inlay_hints.inlay_hints(analyze(SOURCE, "/work/model.py"))
    assert [(h.line, h.column, h.label) for h in hints] == [
        (5, 6, ': FLOAT["N", 8]'),
        (7, 6, ": INT64[2]"),
    ]


def test_hints_within_a_line_range() -> None:
    hints = inlay_hints.inlay_hints(analyze(SOURCE, "/work/model.py"), 6, 8)
    assert [h.line for h in hints] == [7]


def test_attribute_parameters_get_no_hint() -> None:
    source = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def f(X: FLOAT["N"], n: int = 2):
    Y = op.Relu(X * n)
    return Y
"""
    hints = inlay_hints.inlay_hints(analyze(source, "/work/model.py"))
    assert [(h.line, h.column, h.label) for h in hints] == [(5, 6, ': FLOAT["N"]')]


def test_no_hints_without_functions() -> None:
    assert inlay_hints.inlay_hints(analyze("x = 1\n", None)) == []
