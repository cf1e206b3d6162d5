from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], alpha: float = "big"):  # expect: OXS206@37
    return op.LeakyRelu(X, alpha=alpha)
