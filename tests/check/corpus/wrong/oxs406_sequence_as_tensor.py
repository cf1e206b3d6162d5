from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    parts = op.SplitToSequence(X)
    return op.Relu(parts)  # expect: OXS406@20
