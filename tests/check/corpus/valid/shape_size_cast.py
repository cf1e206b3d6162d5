from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3]):
    n = op.Shape(X, start=0, end=1)
    total = op.Size(X)
    as_float = op.Cast(total, to=FLOAT.dtype)
    return n, op.Reshape(X, [-1]) / as_float
