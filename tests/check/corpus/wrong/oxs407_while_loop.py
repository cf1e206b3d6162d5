from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], n: INT64):
    total = op.CastLike(0, n)
    i = op.CastLike(0, n)
    while i < n:
        total = op.Cast(total + i, to=FLOAT.dtype)  # expect: OXS407@17
        i = i + 1
    return total
