from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"]):
    for i in range(3):
        break  # expect: OXS105@9
    return X
