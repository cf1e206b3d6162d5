from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(X: FLOAT["N", 4], W: FLOAT[4, 4]) -> FLOAT["N", 4]:
    @graph()
    def step(state, row):
        updated = op.Tanh(state + op.MatMul(row, W))
        return updated, updated
    final, history = op.Scan(op.CastLike(op.ConstantOfShape([4]), X), X, body=step, num_scan_inputs=1)
    return history
