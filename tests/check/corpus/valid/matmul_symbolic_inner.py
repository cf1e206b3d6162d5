from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", "M"], W: FLOAT["K", "C"]):
    return op.MatMul(X, W)
