from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(c: BOOL["N"], X: FLOAT["N"], I: INT64["N"]):
    return op.Where(c, X, I)  # expect: OXS402@27
