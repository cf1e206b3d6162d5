from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 3]):
    s, y = op.Scan(X, X, body=3, num_scan_inputs=1)  # expect: OXS208@31
    return y
