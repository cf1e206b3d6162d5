from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], n: int):
    for i in range(n):
        X = X + 1.0
        if op.ReduceSum(X, keepdims=0) > 10.0:
            break
    return X
