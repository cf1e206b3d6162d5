"""Unions of tensor types, type variables bound to unions (as torch_lib's tensor_typing module
defines them) and annotations reached through a module attribute.

(Where pyright and mypy still refuse such type variables, an operator such as ``*`` between two
of their values or an op that takes fewer types than the bound holds, the program is
``cases/operators_on_type_variables.py``. Type variables imported from another module of the user's, as torch_lib does, are tested in
``test_module_annotations.py``: this folder is not a package.)
"""

from typing import TypeVar, Union

import numpy as np

import onnxscribe.onnx_types as onnx_types
from onnxscribe import BFLOAT16, BOOL, DOUBLE, FLOAT, FLOAT16, INT8, INT16, INT32, INT64, script
from onnxscribe import opset18 as op

_FloatType = Union[FLOAT16, FLOAT, DOUBLE, BFLOAT16]
RealType = Union[BFLOAT16, FLOAT16, FLOAT, DOUBLE, INT8, INT16, INT32, INT64]
TTensor = TypeVar("TTensor", bound=Union[RealType, BOOL])
TFloat = TypeVar("TFloat", bound=_FloatType)
TReal = TypeVar("TReal", bound=RealType)


@script()
def rank(input: TTensor) -> INT64:
    return op.Size(op.Shape(input))


@script()
def is_nonzero(self: Union[RealType, BOOL]) -> BOOL:
    return op.Not(op.Equal(op.Cast(self, to=BOOL.dtype), op.Constant(value=np.array(False))))


@script()
def absolute(self: TReal) -> TReal:
    return op.Abs(self)


@script()
def widened(x: Union[FLOAT, DOUBLE]) -> onnx_types.DOUBLE:
    return op.Cast(x, to=DOUBLE.dtype)


@script()
def model(x: onnx_types.FLOAT["N"]) -> FLOAT["N"]:
    return absolute(x) + op.CastLike(rank(x), x)


@script()
def checks(x: FLOAT) -> tuple[BOOL, DOUBLE]:
    return is_nonzero(x), widened(x)


EXAMPLES = {
    "model": (np.array([-1.0, 0.5, 3.0], dtype=np.float32),),
    "checks": (np.array(2.5, dtype=np.float32),),
}
