"""A library of script functions, imported by model.py (never executed by the analysis)."""

from onnxscript import FLOAT, script
from onnxscript import opset18 as op

open("/tmp/onnxscribe-must-not-exist", "w").write("the analysis ran this module")

BIAS = 0.5


@script()
def shifted_relu(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(X) + BIAS
