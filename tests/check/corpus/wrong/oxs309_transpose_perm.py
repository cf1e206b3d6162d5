from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3]):
    return op.Transpose(X, perm=[0, 2])  # expect: OXS309@28
