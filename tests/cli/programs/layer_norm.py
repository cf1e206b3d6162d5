from onnxscribe import FLOAT, FLOAT16, script
from onnxscribe import opset18 as op


@script()
def half_variance(x: FLOAT["N", 64]) -> FLOAT["N", 64]:
    mean = op.ReduceMean(x, [-1])
    centered = x - mean
    var = op.ReduceMean(centered * centered, [-1])
    var = op.Cast(op.Cast(var, to=FLOAT16.dtype), to=FLOAT.dtype)
    normed = centered / op.Sqrt(var + 1e-5)
    return normed


@script()
def wrong_epsilon(x: FLOAT["N", 64]) -> FLOAT["N", 64]:
    mean = op.ReduceMean(x, [-1])
    centered = x - mean
    var = op.ReduceMean(centered * centered, [-1])
    normed = centered / op.Sqrt(var + 1e-2)
    return normed
