from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def planted(x: FLOAT["N", 512], w: FLOAT[512, 512], s: FLOAT[4]) -> FLOAT["N", 512]:
    t = op.Abs(s) + 1.0
    y = op.MatMul(x, w)
    v = op.Sqrt(t)
    return y + op.ReduceSum(v)
