from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[6]):
    a, b, c = op.Split(X, num_outputs=2)  # expect: OXS310@5
    return a
