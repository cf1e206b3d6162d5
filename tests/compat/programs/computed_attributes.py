"""Attribute values that Python computes when the function is converted (onnxscript's style)."""

import numpy as np
import onnx
import onnx.helper
from onnx import TensorProto
from onnx.helper import make_tensor

from onnxscribe import FLOAT, INT64, ir, script
from onnxscribe import opset18 as op

WEIGHTS = np.array([1.0, 2.0, 3.0, 4.0], dtype=np.float32).reshape(2, 2)
SHIFT = make_tensor("shift", TensorProto.FLOAT, [2], [0.5, -0.5])
ELEMENT_TYPE = TensorProto.FLOAT


@script()
def helper_tensor(x: FLOAT[2, 2]) -> FLOAT[2, 2]:
    c = op.Constant(
        value=onnx.helper.make_tensor("c", TensorProto.FLOAT, [2, 2], [1.0, 2.0, 3.0, 4.0])
    )
    return op.Add(x, c)


@script()
def imported_by_name(x: FLOAT[2]) -> FLOAT[2]:
    return op.Mul(x, op.Constant(value=make_tensor("two", TensorProto.FLOAT, [1], [2.0])))


@script()
def reshaped_array(x: FLOAT[2, 3]) -> FLOAT[2, 3]:
    table = op.Constant(value=np.array([1, 2, 3, 4, 5, 6], dtype=np.float32).reshape(2, 3))
    return op.Add(x, table)


@script()
def ir_tensor(x: INT64[3]) -> INT64[3]:
    return op.Add(x, op.Constant(value=ir.tensor(np.array([1, 2, 3], dtype=np.int64))))


@script()
def module_constants(x: FLOAT[2, 2]) -> FLOAT[2, 2]:
    return op.Add(op.MatMul(x, op.Constant(value=WEIGHTS)), op.Constant(value=SHIFT))


@script()
def enum_types(x: INT64[2]) -> FLOAT[2]:
    return op.Cast(op.Cast(x, to=ir.DataType.DOUBLE), to=ELEMENT_TYPE)


@script()
def filled(shape: INT64[2]) -> FLOAT["A", "B"]:
    return op.ConstantOfShape(shape, value=np.full([1], 0.25, dtype=np.float32))


EXAMPLES = {
    "helper_tensor": (np.ones((2, 2), dtype=np.float32),),
    "imported_by_name": (np.array([1.5, -2.0], dtype=np.float32),),
    "reshaped_array": (np.arange(6, dtype=np.float32).reshape(2, 3),),
    "ir_tensor": (np.array([10, 20, 30], dtype=np.int64),),
    "module_constants": (np.array([[1.0, 0.0], [0.0, 1.0]], dtype=np.float32),),
    "enum_types": (np.array([3, -4], dtype=np.int64),),
    "filled": (np.array([2, 3], dtype=np.int64),),
}
