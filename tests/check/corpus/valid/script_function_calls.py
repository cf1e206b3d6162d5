from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def layer(X: FLOAT["B", "C"], W: FLOAT["C", "D"]) -> FLOAT["B", "D"]:
    return op.Relu(op.MatMul(X, W))


@script()
def model(X: FLOAT["N", 8], W1: FLOAT[8, 16], W2: FLOAT[16, 2]) -> FLOAT["N", 2]:
    return layer(layer(X, W1), W2)
