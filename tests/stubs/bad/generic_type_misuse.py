"""Type variables bound to tensor types that an op does not take at all."""

from typing import TypeVar, Union

from onnxscribe import INT32, INT64, script
from onnxscribe import opset18 as op

TInt = TypeVar("TInt", bound=Union[INT32, INT64])


@script()
def sine_of_integers(x: TInt) -> TInt:
    return op.Sin(x)  # expect[pyright]: Sin (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE # expect[mypy]: Sin (version 7) takes T as one of FLOAT16, FLOAT or DOUBLE
