import math

import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

K = math.factorial(10**8)


@script()
def shifted(X: FLOAT["N"]) -> FLOAT["N"]:
    return X + K
