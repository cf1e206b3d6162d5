from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    return op.Add(X, X, A=X)  # expect: OXS311@25
