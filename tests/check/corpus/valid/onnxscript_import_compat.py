from onnxscript import script, FLOAT
from onnxscript import opset18 as op


@script()
def f(X: FLOAT["N"]):
    return op.Relu(X)
