from onnxscribe import script, FLOAT, Opset

op = Opset("", 99)


@script()
def f(X: FLOAT["N"]):
    return op.Relu(X)  # expect: OXS602@12
