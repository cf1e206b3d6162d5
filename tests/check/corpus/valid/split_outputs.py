from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[6, "N"]):
    a, b = op.Split(X, [2, 4])
    c, d, e = op.Split(X, num_outputs=3)
    return a, b, c, d, e
