from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def double(X):
    return op.Add(X, X)


@script()
def f(flags: BOOL["N"]):
    return double(flags)  # expect: OXS401@12
