from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


from typing import Sequence


@script()
def f(X: FLOAT["N"]):
    parts: Sequence[FLOAT[...]] = op.Relu(X)  # expect: OXS406@35
    return parts
