"""Outputs declared as a parenthesized tuple, as onnxscript's own programs write them.

pyright refuses a tuple expression as an annotation ("Tuple expression not allowed in type
expression"), and so does mypy without the onnxscribe plugin (a syntax error), so this program is
not among the programs that both checkers run over; ``test_tuple_expression_returns.py`` runs the
rest, mypy with the plugin included, on it.
"""

import numpy as np

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def split_halves(x: FLOAT[1, 10]) -> (FLOAT[1, 5], FLOAT[1, 5]):
    first, second = op.Split(x, axis=1, num_outputs=2)
    return first, second


@script()
def sizes(x: FLOAT["N", "M"]) -> (INT64[2], INT64, FLOAT["N", "M"]):
    return op.Shape(x), op.Size(x), op.Abs(x)


@script()
def model(x: FLOAT[1, 10]) -> (FLOAT[1, 5], INT64[2]):
    first, second = split_halves(x)
    shape, count, magnitude = sizes(second)
    return first + second, shape


EXAMPLES = {
    "split_halves": (np.arange(10, dtype=np.float32).reshape(1, 10),),
    "sizes": (np.array([[3.0, -1.0], [7.5, 0.0]], dtype=np.float32),),
    "model": (np.arange(10, dtype=np.float32).reshape(1, 10),),
}
