from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[1, 3], n: INT64):
    acc = X
    for i in range(n):
        acc = op.Concat(acc, X, axis=0)
    return acc
