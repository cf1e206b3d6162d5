from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT[...], Y: FLOAT[...]):
    Z = op.MatMul(X, Y)
    return op.Concat(Z, Z, axis=0), op.Transpose(Z), op.ReduceSum(Z, [1])
