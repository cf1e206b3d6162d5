from onnxscribe import script, FLOAT, INT64, opset18 as op


@script()
def total(X):
    return op.ReduceSum(X, keepdims=0)


@script()
def f(X: FLOAT["N"], I: INT64["N"]):
    n = total(I)
    while n:  # expect: OXS405@11
        X = X + 1.0
        n = n - 1
    return X
