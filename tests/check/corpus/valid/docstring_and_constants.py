from onnxscribe import script, graph, FLOAT, INT64, BOOL, opset18 as op


import math

import numpy as np

WEIGHTS = np.array([1.0, 2.0, 3.0], dtype=np.float32)
TWO_PI = 2 * math.pi


@script()
def f(X: FLOAT[3]) -> FLOAT[3]:
    """Scales by fixed weights."""
    return X * WEIGHTS * TWO_PI
