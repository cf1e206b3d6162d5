from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], a: BOOL, b: BOOL):
    if a:
        if b:
            Y = X * 2.0
        else:
            Y = X * 3.0
    else:
        Y = op.Neg(X)
    return Y
