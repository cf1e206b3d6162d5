from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(flags: BOOL["N"]):
    return op.Relu(flags)  # expect: OXS401@20
