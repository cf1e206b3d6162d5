from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 4], scales: FLOAT[2]):
    return op.Upsample(X, scales)  # expect: OXS303@12
