from onnxscribe import script, FLOAT, INT64, opset18 as op

HALF = 0.5


@script()
def f(I: INT64["N"], J: INT64["N"]):
    a = op.Add(I, 1.5)  # expect: OXS408@19
    b = J * 2.0  # expect: OXS408@13
    c = I * HALF  # expect: OXS408@13
    d = op.Cast(I, to=FLOAT.dtype) * 1.5
    return a + b + c, d
