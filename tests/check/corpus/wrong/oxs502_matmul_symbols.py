from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", "M"], W: FLOAT["K", "C"], A: FLOAT[5, 3], B: FLOAT[4]):
    P = op.MatMul(X, A)
    Q = op.MatMul(B, W)
    return op.MatMul(X, W)  # expect: OXS502@12
