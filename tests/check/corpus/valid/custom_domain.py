from onnxscribe import script, FLOAT, Opset, opset18 as op

local = Opset("com.example", 1)


@script(local)
def Scale(X: FLOAT["N"]) -> FLOAT["N"]:
    return X * 2.0


@script()
def f(X: FLOAT["N"]):
    return Scale(X), Scale(Scale(X))
