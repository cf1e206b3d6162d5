"""Eager calls from ordinary Python with values that are not arrays, scalars or lists."""

import numpy as np

from onnxscribe import FLOAT, script


@script()
def square(X: FLOAT[...]) -> FLOAT[...]:
    return X * X


inputs = {"X": np.ones(3, dtype=np.float32)}
square(inputs)  # expect[pyright]: cannot be assigned to parameter "X" of type "FLOAT" # expect[mypy]: No overload variant of "__call__" of "OnnxFunction" matches argument type "dict[str, ndarray
square(np.ones(3), factor=object())  # expect[pyright]: Argument of type "object" cannot be assigned to parameter "factor" of type "_EagerValue" # expect[mypy]: No overload variant of "__call__" of "OnnxFunction" matches argument types
