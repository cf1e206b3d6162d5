from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def add(X: FLOAT["N"], Y: FLOAT["N"]):
    return X + Y


@script()
def f(A: FLOAT[3], B: FLOAT[4]):
    return add(A, B)  # expect: OXS504@19
