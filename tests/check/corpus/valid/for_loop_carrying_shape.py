from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 4], W: FLOAT[4, 4], n: int) -> FLOAT["N", 4]:
    for i in range(n):
        X = op.Tanh(op.MatMul(X, W))
    return X
