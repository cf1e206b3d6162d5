from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


@script()
def f(A: FLOAT[3, "N"], B: FLOAT[5, 3], C: FLOAT[5]) -> FLOAT["N", 5]:
    return op.Gemm(A, B, C, transA=1, transB=1)
