from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3]):
    return op.ArgMax(X, axis=-3)  # expect: OXS309@25
