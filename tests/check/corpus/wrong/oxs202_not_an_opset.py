from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script(42)  # expect: OXS202@9
def f(X: FLOAT["N"]):
    return op.Relu(X)
