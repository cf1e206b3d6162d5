from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], Y: FLOAT["N"]):
    bigger = X > Y
    return op.Where(bigger, X, Y), op.Where(X == Y, X, 0.0)
