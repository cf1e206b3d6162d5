from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3], Y: FLOAT[5, 3]) -> FLOAT["N", 3]:
    both = op.Concat(X, Y, axis=1)
    return both  # expect: OXS504@12
