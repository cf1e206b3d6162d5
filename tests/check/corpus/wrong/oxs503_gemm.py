from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], W: FLOAT[3, 4]):
    return op.Gemm(X, W)  # expect: OXS503@20
