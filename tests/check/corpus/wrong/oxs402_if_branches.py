from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], I: INT64["N"], c: BOOL):
    if c:
        Y = op.Relu(X)
    else:
        Y = op.Abs(I)  # expect: OXS402@13
    return Y
