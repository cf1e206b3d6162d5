from onnxscribe import script, FLOAT, opset17, opset18 as op


@script()
def f(X: FLOAT["N"]):
    return op.Relu(opset17.Abs(X))  # expect: OXS601@12
