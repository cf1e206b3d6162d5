from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 8]):
    mean = op.ReduceMean(X, [1])
    centered = X - mean
    var = op.ReduceMean(centered * centered, [1], keepdims=0)
    return centered, var
