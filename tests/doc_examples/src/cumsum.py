from onnxscribe import script, graph, opset18 as op, FLOAT


@script()
def CumulativeSum(X: FLOAT["N"]):
    @graph()
    def Sum(sum_in, next):
        sum_out = sum_in + next
        scan_out = op.Identity(sum_out)
        return sum_out, scan_out
    all_sum, cumulative_sum = op.Scan(0, X, body=Sum, num_scan_inputs=1)
    return cumulative_sum
