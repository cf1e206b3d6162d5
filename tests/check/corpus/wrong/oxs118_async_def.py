from onnxscribe import script, FLOAT, opset18 as op


@script()
async def f(X: FLOAT["N"]):  # expect: OXS118@1
    return op.Relu(X)
