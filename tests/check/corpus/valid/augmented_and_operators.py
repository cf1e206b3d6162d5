from onnxscribe import script, graph, FLOAT, INT64, UINT8, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], I: INT64["N"], U: UINT8["N"], B: BOOL["N"]):
    X += 1.0
    X -= 0.5
    q = I // 2
    r = I % 3
    s = U << 1
    flags = ~B & (X > 0.0) | B
    return -X, +X, X ** 2.0, q, r, s, flags
