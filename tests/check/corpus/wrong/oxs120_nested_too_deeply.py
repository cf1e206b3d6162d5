from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def negated(X: FLOAT["N"]) -> FLOAT["N"]:
    return -----------------------------------------------------------------------------------------------------X  # expect: OXS120@12
