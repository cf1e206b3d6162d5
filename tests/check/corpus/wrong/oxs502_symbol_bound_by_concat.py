from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 4], W: FLOAT[4, "N"], V: FLOAT[3, 4]):
    A = op.MatMul(V, W)
    B = op.Concat(X, V, axis=1)
    return op.MatMul(A, W), B  # expect: OXS502@12
