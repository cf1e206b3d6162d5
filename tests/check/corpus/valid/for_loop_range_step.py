from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    total = op.CastLike(0, X)
    for i in range(1, 10, 3):
        total = total + op.ReduceSum(X, keepdims=0) * op.CastLike(i, X)
    return total
