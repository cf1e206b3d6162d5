from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["B", 3, 32, 32], W: FLOAT[8, 3, 3, 3]):
    Y = op.Conv(X, W, pads=[1, 1, 1, 1])
    P = op.MaxPool(Y, kernel_shape=[2, 2], strides=[2, 2])
    return op.Flatten(P)
