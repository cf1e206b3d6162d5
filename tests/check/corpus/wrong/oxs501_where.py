from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(c: BOOL[5], X: FLOAT[5], Y: FLOAT[2, 4]):
    return op.Where(c, X, Y)  # expect: OXS501@12
