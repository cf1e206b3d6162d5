from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", "M"]) -> INT64:  # expect: OXS409@30
    return op.Shape(X)
