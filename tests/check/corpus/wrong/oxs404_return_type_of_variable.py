from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]) -> INT64["N"]:
    y = op.Relu(X)
    return y  # expect: OXS404@12
