from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3], flag: BOOL):
    if flag:
        Y = op.Relu(X)
    else:
        Y = op.Neg(X)
    return Y
