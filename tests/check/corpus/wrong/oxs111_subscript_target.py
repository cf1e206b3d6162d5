from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    X[0] = 1.0  # expect: OXS111@5
    return X
