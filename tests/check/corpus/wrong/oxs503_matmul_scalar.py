from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT, W: FLOAT[3, 4]):
    return op.MatMul(X, W)  # expect: OXS503@22
