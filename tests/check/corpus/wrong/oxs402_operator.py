from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], I: INT64["N"]):
    return X * I  # expect: OXS402@16
