from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[2, 3], Y: FLOAT[4]):
    return X + Y  # expect: OXS501@12
