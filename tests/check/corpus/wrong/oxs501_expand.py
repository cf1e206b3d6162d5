from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[3]):
    return op.Expand(X, [2, 4])  # expect: OXS501@12
