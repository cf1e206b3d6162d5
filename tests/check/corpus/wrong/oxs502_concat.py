from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[2, 3], Y: FLOAT[2, 4]):
    return op.Concat(X, Y, axis=0)  # expect: OXS502@12
