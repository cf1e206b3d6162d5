from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3], I: INT64["N"], W: FLOAT[4, 5]):
    a = op.Add(X, I)  # expect: OXS402@19
    b = op.MatMul(X, W)  # expect: OXS502@9
    c = op.Concat(X, X, axis=3)  # expect: OXS309@25
    return a, b, c
