"""A parameter given a value of another type, as torch_lib writes it (``self = op.Cast(self, ...)``
with ``self: TFloat``), in a file that turns off the two checks this breaks, for mypy as torch_lib's
core.py does and for pyright the same way.

Each assignment in a script function is a new value, so the converter, check and the language
server accept it; Python's type checkers hold a parameter (and a variable) to its first type.
``test_parameter_reassignment.py`` runs the tools with and without these two lines.
"""
# mypy: disable-error-code="assignment,return-value"
# pyright: reportAssignmentType=false, reportReturnType=false

from typing import TypeVar, Union

import numpy as np

from onnxscribe import BFLOAT16, BOOL, DOUBLE, FLOAT, FLOAT16, script
from onnxscribe import opset18 as op

TFloat = TypeVar("TFloat", bound=Union[FLOAT16, FLOAT, DOUBLE, BFLOAT16])


@script()
def isinf(self: TFloat) -> BOOL:
    self = op.Cast(self, to=FLOAT.dtype)
    return op.IsInf(self)


@script()
def model(x: DOUBLE["N"]) -> BOOL["N"]:
    return isinf(x)


EXAMPLES = {"model": (np.array([0.5, -np.inf, np.inf, np.nan], dtype=np.float64),)}
