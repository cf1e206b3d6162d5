from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op

offset = 1.0


@script()
def f(X: FLOAT["N"]):
    return X + offset  # expect: OXS210@16


offset = 2.0
