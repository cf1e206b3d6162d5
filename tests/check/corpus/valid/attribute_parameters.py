from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def leaky(X: FLOAT["N"], alpha: float = 0.1, axis: int = 0):
    scaled = X * alpha
    return op.LeakyRelu(X, alpha=alpha), op.Softmax(scaled, axis=axis)
