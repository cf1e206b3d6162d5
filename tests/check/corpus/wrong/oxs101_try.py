from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    Y = X
    try:  # expect: OXS101@5
        Y = op.Relu(X)
    except ValueError:
        Y = X
    return Y
