"""A bool attribute used as an input is a BOOL tensor, as onnxscript emits it."""

import numpy as np

from onnxscribe import BOOL, FLOAT, script
from onnxscribe import opset18 as op


@script()
def positive_when(x: FLOAT["N"], flag: bool = True) -> BOOL["N"]:
    enabled = op.Equal(flag, True)
    return op.And(op.Expand(enabled, op.Shape(x)), op.Greater(x, 0.0))


@script()
def masked(x: FLOAT["N"], keep: bool = False) -> FLOAT["N"]:
    return op.Where(op.Or(keep, op.Greater(x, 0.0)), x, op.CastLike(0.0, x))


EXAMPLES = {
    "positive_when": (np.array([1.0, -1.0, 2.0], dtype=np.float32),),
    "masked": {
        "inputs": (np.array([1.0, -1.0, 2.0], dtype=np.float32),),
        "attributes": {"keep": True},
    },
}
