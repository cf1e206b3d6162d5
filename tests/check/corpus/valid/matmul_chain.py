from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def mlp(X: FLOAT["B", 16], W1: FLOAT[16, 32], b1: FLOAT[32], W2: FLOAT[32, 4]) -> FLOAT["B", 4]:
    hidden = op.Relu(op.MatMul(X, W1) + b1)
    return op.MatMul(hidden, W2)
