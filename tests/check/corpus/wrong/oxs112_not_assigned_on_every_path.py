from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], c: BOOL):
    if c:  # expect: OXS112@8
        Y = op.Relu(X)
    return Y
