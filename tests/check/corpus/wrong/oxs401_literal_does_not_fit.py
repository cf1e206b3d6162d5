from onnxscribe import script, UINT8, opset18 as op


@script()
def f(X: UINT8["N"]):
    return X + 300  # expect: OXS401@16
