"""LayerNorms with planted precision bugs, for compare mode.

half_variance rounds the variance through float16; wrong_epsilon adds 1e-2 where 1e-5 is meant;
drifting_epsilon reads EPSILON when it is converted (1e-5) and, run eagerly, after EPSILON is
rebound below (1e-2).
"""

from onnxscribe import FLOAT, FLOAT16, script
from onnxscribe import opset18 as op

EPSILON = 1e-5


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


@script()
def drifting_epsilon(x: FLOAT["N", 64]) -> FLOAT["N", 64]:
    mean = op.ReduceMean(x, [-1])
    centered = x - mean
    var = op.ReduceMean(centered * centered, [-1])
    normed = centered / op.Sqrt(var + EPSILON)
    return normed


EPSILON = 1e-2
