from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    for v in X:  # expect: OXS110@14
        X = X + v
    return X
