"""Script functions holding weights, for the tests of saving with external data."""

import numpy as np
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

_rng = np.random.default_rng(0)
W1 = _rng.standard_normal((32, 256)).astype(np.float32)
B1 = np.broadcast_to(np.float32(0.25), (256,))  # a view of one number
W2 = _rng.standard_normal((8, 256)).astype(np.float32).T  # not contiguous
B2 = np.zeros(8, dtype=np.float32)  # under 1 KB: stays in the model
SCALE = np.full((32,), 2.0)  # float64, cast in the graph


@script()
def mlp(x: FLOAT[3, 32]) -> FLOAT[3, 8]:
    scale = op.CastLike(op.Constant(value=SCALE), x)
    first = op.MatMul(op.Mul(x, scale), op.Constant(value=W1))
    again = op.MatMul(x, op.Constant(value=W1))  # the same array: written once
    hidden = op.Relu(op.Add(op.Add(first, again), op.Constant(value=B1)))
    return op.Add(op.MatMul(hidden, op.Constant(value=W2)), op.Constant(value=B2))


@script()
def tiny(x: FLOAT[3, 8]) -> FLOAT[3, 8]:
    return op.Add(x, op.Constant(value=B2))
