"""The static analysis API as editor tooling uses it: typed, and run for real by the golden tests."""

from onnxscribe import analyze
from onnxscribe.pipeline import Analysis

SOURCE = """\
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def double(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Add(X, X)


@script()
def quadruple(X: FLOAT["N"]) -> FLOAT["N"]:
    return double(double(X))
"""

analysis: Analysis = analyze(SOURCE, "model.py", default_opset=17)
assert analysis.diagnostics == []
assert [reference.name for reference in analysis.op_references()] == ["Add"]
assert [reference.callee.name for reference in analysis.call_references()] == ["double", "double"]
assert analysis.op_reference_at(7, 15) is not None
assert analysis.call_reference_at(12, 12) is not None
assert analysis.op_reference_at(1, 1) is None and analysis.call_reference_at(1, 1) is None
