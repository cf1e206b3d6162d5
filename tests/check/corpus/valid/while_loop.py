from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    step = op.Constant(value_int=0)
    while op.ReduceMax(X, keepdims=0) < 100.0:
        X = X * 2.0
        step = step + 1
    return X, step
