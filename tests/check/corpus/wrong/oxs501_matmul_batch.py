from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(A: FLOAT[2, 3, 4], B: FLOAT[5, 4, 6]):
    return op.MatMul(A, B)  # expect: OXS501@12
