from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 4]):
    clipped = op.Clip(X, None, op.CastLike(6, X))
    sliced = op.Slice(data=X, starts=[0], ends=[2], axes=[1])
    return clipped, sliced
