from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3], Y: FLOAT["N", 3]) -> FLOAT["N", 3]:
    return op.Reshape(op.Relu(X), op.Shape(Y)) + Y
