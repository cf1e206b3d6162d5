from onnxscript.__main__ import main
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def relu(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(X)
