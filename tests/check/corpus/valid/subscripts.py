from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[5, 6]):
    a = X[0]
    b = X[-1]
    c = X[1:3]
    d = X[::-1]
    e = X[:, 2:]
    g = X[..., 0]
    h = X[None]
    return a, b, c, d, e, g, h
