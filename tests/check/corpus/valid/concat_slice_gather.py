from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 4], Y: FLOAT["N", 2]):
    Z = op.Concat(X, Y, axis=1)
    first = Z[:, 0]
    tail = Z[:, 1:5]
    return first, tail
