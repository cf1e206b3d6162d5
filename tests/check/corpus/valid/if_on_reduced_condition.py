from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    if op.ReduceMax(X, keepdims=0) > 0.0:
        X = op.Neg(X)
    return X
