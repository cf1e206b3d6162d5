"""torch_lib's complex division, in its style: Python operators between values of a type variable
bound to a union, each result passed on to an op. With their default settings pyright and mypy
report nothing here (``test_operators_on_type_variables.py``)."""

from typing import TypeVar, Union

import numpy as np

from onnxscribe import BFLOAT16, DOUBLE, FLOAT, FLOAT16, script
from onnxscribe import opset18 as op

TFloat = TypeVar("TFloat", bound=Union[FLOAT16, FLOAT, DOUBLE, BFLOAT16])


@script()
def complex_div(
    self_real: TFloat, self_imag: TFloat, other_real: TFloat, other_imag: TFloat
) -> TFloat:
    ac = op.Mul(self_real, other_real)
    bd = op.Mul(self_imag, other_imag)
    bc = op.Mul(self_imag, other_real)
    ad = op.Mul(self_real, other_imag)
    denominator = op.Add(op.Mul(other_real, other_real), op.Mul(other_imag, other_imag))
    real = op.Div(ac + bd, denominator)
    imag = op.Div(bc - ad, denominator)
    return op.Concat(real, imag, axis=-1)


@script()
def model(a: FLOAT[2], b: FLOAT[2], c: FLOAT[2], d: FLOAT[2]) -> FLOAT[4]:
    return complex_div(a, b, c, d)


EXAMPLES = {
    "model": tuple(
        np.array(values, dtype=np.float32)
        for values in ([1.0, 2.0], [0.5, -1.0], [2.0, 1.0], [1.0, 3.0])
    )
}
