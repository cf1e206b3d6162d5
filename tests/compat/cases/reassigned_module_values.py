"""Module-level values read by script functions and assigned again after the functions were
converted (onnxscript's tutorial shows the pattern with a tensor attribute): the model keeps
the value at conversion, eager mode reads the module's value when it runs."""

import numpy as np
from onnx import TensorProto, helper

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

shift = helper.make_tensor("shift", TensorProto.FLOAT, (), [0.5])
scale = 2.0
bias = 1.0
bias = 10.0


@script()
def shifted(x: FLOAT["N"]) -> FLOAT["N"]:
    c = op.Constant(value=shift)
    return x + c


@script()
def scaled(x: FLOAT["N"]) -> FLOAT["N"]:
    return x * scale + bias


shift = helper.make_tensor("shift", TensorProto.FLOAT, (), [1.5])
scale = 3.0

EXAMPLE = np.array([1.0, 2.0], dtype=np.float32)
