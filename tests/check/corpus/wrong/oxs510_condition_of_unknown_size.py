from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[...], n: INT64[1]):
    if op.Shape(X, start=-1) == n:  # expect: OXS510@8
        X = op.Neg(X)
    return X
