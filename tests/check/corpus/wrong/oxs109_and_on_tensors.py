from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(A: BOOL[3], B: BOOL[3]):
    return A and B  # expect: OXS109@12
