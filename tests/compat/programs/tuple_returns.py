"""Several outputs declared as ``Tuple[...]`` and ``tuple[...]`` (the parenthesized form, which
type checkers refuse, is in ``cases/tuple_expression_returns.py``)."""

from typing import Tuple

import numpy as np

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def split_halves(x: FLOAT[1, 10]) -> Tuple[FLOAT[1, 5], FLOAT[1, 5]]:
    first, second = op.Split(x, axis=1, num_outputs=2)
    return first, second


@script()
def min_and_max(x: FLOAT["N"]) -> Tuple[FLOAT[1], FLOAT[1]]:
    return op.ReduceMin(x, keepdims=1), op.ReduceMax(x, keepdims=1)


@script()
def values_and_count(x: FLOAT["N"]) -> tuple[FLOAT["N"], INT64[1]]:
    return op.Relu(x), op.Shape(x)


@script()
def model(x: FLOAT[1, 10]) -> tuple[FLOAT[1, 5], FLOAT[1]]:
    first, second = split_halves(x)
    low, high = min_and_max(op.Reshape(second, op.Constant(value_ints=[-1])))
    return first, high - low


EXAMPLES = {
    "split_halves": (np.arange(10, dtype=np.float32).reshape(1, 10),),
    "min_and_max": (np.array([3.0, -1.0, 7.5], dtype=np.float32),),
    "values_and_count": (np.array([3.0, -1.0, 7.5], dtype=np.float32),),
    "model": (np.arange(10, dtype=np.float32).reshape(1, 10),),
}
