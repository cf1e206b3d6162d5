from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3], I: INT64[2]):
    return op.Gather(X, I, axis=2)  # expect: OXS309@28
