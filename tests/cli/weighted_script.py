"""A script function with a weight, for `onnxscribe export --external-data`."""

import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

W = np.array([[0.5] * 16] * 32, dtype=np.float32)


@script()
def project(x: FLOAT[2, 32]) -> FLOAT[2, 16]:
    return op.MatMul(x, op.Constant(value=W))
