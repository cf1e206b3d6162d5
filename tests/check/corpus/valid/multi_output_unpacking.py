from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    values, indices = op.TopK(X, [2])
    return values, indices
