from onnxscribe import script, opset18 as op
from onnxscribe import Opset

custom_opset = Opset(domain="onnx-script", version=1)


@script(custom_opset)
def Selu(X):
    alpha = 1.67326
    gamma = 1.0507
    alphaX = op.CastLike(alpha, X)
    gammaX = op.CastLike(gamma, X)
    neg = gammaX * (alphaX * op.Exp(X) - alphaX)
    pos = gammaX * X
    zero = op.CastLike(0, X)
    return op.Where(X <= zero, neg, pos)
