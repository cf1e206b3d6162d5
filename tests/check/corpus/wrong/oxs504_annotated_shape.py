from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 4]):
    y: FLOAT["N"] = op.Relu(X)  # expect: OXS504@21
    return y
