"""Uses a script function from another file of the workspace."""

import math

from lib.layers import BIAS, shifted_relu
from onnxscript import FLOAT, script
from onnxscript import opset18 as op

SCALE = math.sqrt(2.0) * BIAS


@script()
def model(X: FLOAT["N"]) -> FLOAT["N"]:
    hidden = shifted_relu(X) * SCALE
    return op.Tanh(hidden)
