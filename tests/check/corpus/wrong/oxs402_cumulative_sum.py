from onnxscribe import script, graph, opset18 as op, FLOAT, INT64


@script()
def CumulativeSum(X: FLOAT[...]):
    @graph()
    def Sum(sum_in, next):
        sum_out = sum_in + next
        scan_out = op.Identity(sum_out)
        return sum_out, scan_out
    all_sum, cumulative_sum = op.Scan(0, X, body=Sum, num_scan_inputs=1)  # expect: OXS402@31
    return cumulative_sum
