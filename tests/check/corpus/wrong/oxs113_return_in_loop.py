from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    for i in range(3):
        return X  # expect: OXS113@9
    return X
