from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[1, 3, 8, 8], W: FLOAT[4, 3, 3]):
    return op.Conv(X, W)  # expect: OXS505@12
