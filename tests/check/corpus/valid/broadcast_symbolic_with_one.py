from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 1], Y: FLOAT[1, "M"]) -> FLOAT["N", "M"]:
    return X * Y
