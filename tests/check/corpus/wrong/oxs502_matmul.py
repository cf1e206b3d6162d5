from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["B", 3], W: FLOAT["K", 8], V: FLOAT[4]):
    H = op.MatMul(V, W)
    return op.MatMul(X, W)  # expect: OXS502@12
