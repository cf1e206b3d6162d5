"""A type variable bound to a union, used as torch_lib uses it: Python operators between its
values, and an op (Softplus at opset 18) that takes fewer element types than the bound holds.

The converter, check and the language server accept it (the operands share one element type at
run time, and a FunctionProto is untyped). pyright and mypy accept it with their default
settings: the stubs' last overload of each op takes any element type and is deprecated, so with
deprecation reports on, the Softplus call is one (BFLOAT16 is not a Softplus type at opset 18).
``test_operators_on_type_variables.py`` checks both.
"""

from typing import TypeVar, Union

import numpy as np

from onnxscribe import BFLOAT16, DOUBLE, FLOAT, FLOAT16, script
from onnxscribe import opset18 as op

TFloat = TypeVar("TFloat", bound=Union[FLOAT16, FLOAT, DOUBLE, BFLOAT16])


@script()
def softplus(self: TFloat, beta: float = 1.0) -> TFloat:
    scaled = self * op.CastLike(beta, self)
    return op.Div(op.Softplus(scaled), op.CastLike(beta, self))


@script()
def model(x: FLOAT["N"]) -> FLOAT["N"]:
    return softplus(x, beta=2.0)


EXAMPLES = {"model": (np.array([-1.0, 0.5, 3.0], dtype=np.float32),)}
