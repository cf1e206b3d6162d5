from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    y: INT64["N"] = op.Relu(X)  # expect: OXS403@21
    return y
