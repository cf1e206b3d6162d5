from onnxscribe import script, FLOAT, INT64, opset9 as op


@script()
def remainder(X: INT64["N"], Y: INT64["N"]):
    return op.Abs(X % Y)  # expect: OXS302@19


@script()
def flipped(X: INT64["N"]):
    return ~X  # expect: OXS302@12


@script()
def stepped(X: FLOAT["N"]):
    return X[::2]  # expect: OXS302@12
