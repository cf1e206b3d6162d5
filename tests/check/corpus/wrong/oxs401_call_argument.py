from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def double(X: FLOAT["N"]):
    return X + X


@script()
def f(I: INT64["N"]):
    return double(I)  # expect: OXS401@19
