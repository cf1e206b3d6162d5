from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    if op.ReduceSum(X, keepdims=1) > 0.0:
        X = X + 1.0
    return X
