from onnxscribe import script, FLOAT, opset18 as op


@script()
def f(X: FLOAT["N", 4]) -> FLOAT["N", 3]:
    return X  # expect: OXS504@12
