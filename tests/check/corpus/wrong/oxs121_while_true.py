from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    while True:  # expect: OXS121@11
        X = X * 2.0
    return X
