from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3]):
    y: FLOAT["N", 3] = op.Relu(X)
    z: FLOAT[...] = y + 1.0
    w: FLOAT["N", None] = z
    return w
