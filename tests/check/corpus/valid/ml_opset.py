from onnxscribe import script, FLOAT, ml_opset3 as ml


@script()
def f(X: FLOAT["N", 4]):
    return ml.Normalizer(X, norm="L2")
