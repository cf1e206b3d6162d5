from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    return op.Relu(X, alpha=1.0)  # expect: OXS306@23
