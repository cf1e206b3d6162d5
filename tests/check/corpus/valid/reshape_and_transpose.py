from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["B", 12]) -> FLOAT[4, 3, "B"]:
    Y = op.Reshape(X, [0, 3, 4])
    return op.Transpose(Y, perm=[2, 1, 0])
