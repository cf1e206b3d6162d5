from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(W: FLOAT[3, 4]):
    X = op.ReduceSum(W, keepdims=0)
    return op.MatMul(X, W)  # expect: OXS503@22
