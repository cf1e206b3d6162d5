"""Type variables bound to unions of tensor types (torch_lib's ``TFloat``, ``TReal``) as op
inputs, and shaped tensor types used as run-time values (``input_types=``, dict values)."""

# String dims (FLOAT["N"]) are not names; the rest is the dialect's style.
# ruff: noqa: F821

from typing import TypeVar, Union

from onnxscribe import BFLOAT16, DOUBLE, FLOAT, FLOAT16, INT32, INT64, script
from onnxscribe import opset18 as op

TFloat = TypeVar("TFloat", bound=Union[BFLOAT16, FLOAT, FLOAT16, DOUBLE])
TReal = TypeVar("TReal", bound=Union[FLOAT, DOUBLE, INT32, INT64])


@script()
def erf(x: TFloat) -> TFloat:
    return op.Erf(x)


@script()
def sum_of_three(x: TFloat) -> TFloat:
    return op.Add(op.Add(x, x), x)


@script()
def matmul(a: TReal, b: TReal) -> TReal:
    return op.MatMul(a, b)


@script()
def absolute_relu(x: TReal) -> TReal:
    return op.Abs(op.Relu(x))


SHAPES = {"weight": FLOAT[2560, 2560], "bias": FLOAT[2560], "ids": INT64["N"]}
MODEL = erf.to_model_proto(input_types=[FLOAT[2560, 2560]], output_types=[FLOAT[2560, 2560]])
