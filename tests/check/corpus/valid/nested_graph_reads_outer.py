from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N"], scale: FLOAT):
    @graph()
    def body(state, item):
        next_state = state + item * scale
        return next_state, next_state
    final, partial = op.Scan(op.CastLike(0, X), X, body=body, num_scan_inputs=1)
    return final, partial
