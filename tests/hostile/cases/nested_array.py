import math

import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

K = np.array([[0] * 1000000] * 300)


@script()
def relu(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(X)
