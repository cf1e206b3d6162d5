"""A Scan whose body is a nested function."""

from onnxscribe import FLOAT, graph, script
from onnxscribe import opset18 as op


@script()
def cumulative_sum(X: FLOAT["N"]) -> FLOAT["N"]:
    @graph()
    def add_next(sum_in: FLOAT, next: FLOAT):
        sum_out = sum_in + next
        scan_out = op.Identity(sum_out)
        return sum_out, scan_out

    total, running = op.Scan(0.0, X, body=add_next, num_scan_inputs=1)
    return running
