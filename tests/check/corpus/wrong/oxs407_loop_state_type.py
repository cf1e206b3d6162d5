from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: INT64["N"], n: int):
    for i in range(n):
        X = op.Cast(X, to=FLOAT.dtype)  # expect: OXS407@13
    return X
