from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[6]):
    a, b = op.Split(X, [2, 3])  # expect: OXS507@24
    return a
