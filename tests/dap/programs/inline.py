"""A name assigned twice and a few steps, for the inline values' tests."""

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def normalize(X: FLOAT["N"]) -> FLOAT["N"]:
    centered = X - op.ReduceMean(X)
    squared = centered * centered
    centered = centered * 2.0
    spread = op.Sqrt(op.ReduceMean(squared))
    out = centered / spread
    return out
