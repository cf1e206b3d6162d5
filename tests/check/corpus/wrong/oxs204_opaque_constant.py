from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


import random

SCALE = random.random()


@script()
def f(X: FLOAT["N"]):
    return X * SCALE  # expect: OXS204@16
