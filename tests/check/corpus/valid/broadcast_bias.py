from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["B", "S", 64], bias: FLOAT[64]) -> FLOAT["B", "S", 64]:
    return X + bias
