from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 4]) -> FLOAT["N", 3]:
    return op.Relu(X)  # expect: OXS504@12
