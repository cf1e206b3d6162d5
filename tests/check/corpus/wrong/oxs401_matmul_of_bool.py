from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(A: BOOL[2, 3], B: BOOL[3, 2]):
    return op.MatMul(A, B)  # expect: OXS401@22
