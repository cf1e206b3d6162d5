from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def norm(X: FLOAT["B", "C"]):
    return op.ReduceL2(X, [1])


@script()
def f(X: FLOAT["N"]):
    return norm(X)  # expect: OXS509@17
