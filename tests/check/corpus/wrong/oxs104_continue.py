from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    for i in range(3):
        X = X + 1.0
        continue  # expect: OXS104@9
    return X
