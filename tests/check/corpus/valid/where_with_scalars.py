from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["B", "T"]) -> FLOAT["B", "T"]:
    return op.Where(X > 0.0, X, 0.0)
