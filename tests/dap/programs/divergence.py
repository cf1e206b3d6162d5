"""Eager and graph mode disagree: SCALE is read when the function is converted, and rebound after.

Eager mode reads the module's SCALE when the body runs (3.0); the exported graph keeps 2.0.
"""

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

SCALE = 2.0


@script()
def scaled(X: FLOAT["N"]) -> FLOAT["N"]:
    shifted = X + 1.0
    grown = shifted * SCALE
    result = op.Relu(grown)
    return result


SCALE = 3.0
