from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def dominant(x: FLOAT["N", 512], w: FLOAT[512, 512], s: FLOAT[4]) -> FLOAT["N", 512]:
    t = s + 1.0
    u = op.Abs(t) * 2.0
    y = op.MatMul(x, w)
    v = op.Sqrt(u)
    return y + op.ReduceSum(v)
