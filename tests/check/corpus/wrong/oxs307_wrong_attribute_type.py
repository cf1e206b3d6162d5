from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    return op.LeakyRelu(X, alpha="steep")  # expect: OXS307@28
