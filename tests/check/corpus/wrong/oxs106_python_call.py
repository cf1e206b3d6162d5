from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


def helper(v):
    return v


@script()
def f(X: FLOAT["N"]):
    return helper(X)  # expect: OXS106@12
