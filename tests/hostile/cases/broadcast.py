import math

import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

ROW = np.array([0.0] * 1000000)
COLUMN = ROW[0:1].T
GRID = ROW + ROW[0:1000000]
BROADCAST = np.array([[1.0]] * 1000) * np.array([1.0] * 1000000)


@script()
def relu(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(X)
