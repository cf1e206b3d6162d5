from helpers import SCALE, double
from onnxscribe import FLOAT, graph, script
from onnxscribe import opset18 as op

LIMIT = 3.0


@script()
def model(A: FLOAT[...], k: int = 2) -> FLOAT[...]:
    B = double(A)
    C = op.Mul(B, B)
    return C * SCALE + LIMIT


@script()
def cumulative(X: FLOAT[...]) -> FLOAT[...]:
    @graph()
    def Sum(sum_in, next):
        sum_out = sum_in + next
        return sum_out, op.Identity(sum_out)

    _total, running = op.Scan(0.0, X, body=Sum, num_scan_inputs=1)
    return model(running)
