from onnxscribe import script, FLOAT, opset18 as op


@script()
def f(X: FLOAT["N"]):
    positive = op.ReduceMax(X, keepdims=0) > 0.0
    if op.Expand(positive, [3]):  # expect: OXS506@8
        X = op.Neg(X)
    return X
