from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[2, 3]):
    return op.Squeeze(X, [0])  # expect: OXS507@26
