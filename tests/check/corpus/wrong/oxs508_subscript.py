from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[5, 3]):
    return X[:, 3]  # expect: OXS508@17
