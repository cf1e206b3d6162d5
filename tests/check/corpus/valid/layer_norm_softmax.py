from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def attention(Q: FLOAT["B", "S", 64], K: FLOAT["B", "S", 64], V: FLOAT["B", "S", 64]):
    scores = op.MatMul(Q, op.Transpose(K, perm=[0, 2, 1])) / 8.0
    weights = op.Softmax(scores, axis=-1)
    return op.MatMul(weights, V)
