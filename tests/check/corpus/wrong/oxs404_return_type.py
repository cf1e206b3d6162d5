from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]) -> INT64["N"]:
    return op.Relu(X)  # expect: OXS404@12
