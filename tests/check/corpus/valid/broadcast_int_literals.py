from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(I: INT64["N"]) -> INT64["N"]:
    return I * 2 + 1
