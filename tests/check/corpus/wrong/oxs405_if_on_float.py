from onnxscribe import script, FLOAT, opset18 as op


@script()
def total(X):
    return op.ReduceSum(X, keepdims=0)


@script()
def f(X: FLOAT["N"]):
    if total(X):  # expect: OXS405@8
        X = op.Neg(X)
    return X
