from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", "D"], Y: FLOAT["N", "D"], W: FLOAT["D", "K"]) -> FLOAT["N", "K"]:
    return op.MatMul(X + Y, W)
