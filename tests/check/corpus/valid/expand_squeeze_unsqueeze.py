from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[3], Y: FLOAT[1, "N", 1]):
    e = op.Expand(X, [2, 3])
    u = op.Unsqueeze(X, [0, 2])
    s = op.Squeeze(Y, [0, 2])
    return e, u, s
