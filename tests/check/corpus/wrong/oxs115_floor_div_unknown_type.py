from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X):
    return X // 2  # expect: OXS115@12
