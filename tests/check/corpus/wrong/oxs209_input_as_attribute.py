from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], A: FLOAT):
    return op.LeakyRelu(X, alpha=A)  # expect: OXS209@34
