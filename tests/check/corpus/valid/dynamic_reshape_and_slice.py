from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 6], k: INT64):
    first = op.Slice(X, op.Reshape(k, [1]), op.Reshape(k + 2, [1]), [1])
    shaped = op.Reshape(X, op.Concat(op.Shape(X, end=1), [2, 3], axis=0))
    return first, shaped
