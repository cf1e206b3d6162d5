from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(I: INT64["N"], J: INT64["N"]):
    return I + J, I - J, I * J, I / J, I // J, I % J, op.Max(I, J)
