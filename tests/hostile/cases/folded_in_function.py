import math

import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def folded(X: FLOAT["N"]) -> FLOAT["N"]:
    big = 10**10**8
    text = "ab" * 10**10
    return X + big
