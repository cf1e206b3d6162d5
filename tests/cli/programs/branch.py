from onnxscribe import BOOL, FLOAT, script
from onnxscribe import opset18 as op


@script()
def branch(x: FLOAT["N", 256], w: FLOAT[256, 256], flag: BOOL) -> FLOAT["N", 256]:
    if flag:
        if flag:
            y = op.MatMul(x, w)
        else:
            y = x * 3.0
    else:
        y = x * 2.0
    return y + 1.0
