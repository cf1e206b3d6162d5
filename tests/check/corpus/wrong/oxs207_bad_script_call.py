from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def g(X: FLOAT["N"]):
    return op.Relu(X)


@script()
def f(X: FLOAT["N"]):
    return g(X, X)  # expect: OXS207@17
