from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], flag: BOOL) -> FLOAT["N"]:
    if flag:
        return op.Abs(X)
    else:
        return X * 2.0
