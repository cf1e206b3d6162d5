from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[2, 3, 4]):
    return op.Flatten(X, axis=4)  # expect: OXS309@26
