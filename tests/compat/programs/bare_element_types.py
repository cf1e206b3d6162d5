"""torch_lib's style: a bare FLOAT / INT64 parameter stands for a tensor of any rank.

The helpers below take tensors of rank 2 through parameters annotated with a bare type, as
torch_lib's functions do; the model's own inputs and outputs have shapes. A model whose inputs
are bare types takes scalars, as in onnxscript.
"""

import numpy as np

from onnxscribe import FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def first_row(self: FLOAT) -> FLOAT:
    row: FLOAT = op.Gather(self, op.Constant(value_int=0), axis=0)
    return row


@script()
def flat_size(self: FLOAT) -> INT64:
    return op.Size(op.Reshape(self, op.Constant(value_ints=[-1])))


@script()
def append_sizes(sizes: INT64, extra: INT64) -> INT64:
    return op.Concat(sizes, op.Reshape(extra, op.Constant(value_ints=[-1])), axis=0)


@script()
def model(x: FLOAT["N", 3]) -> tuple[FLOAT[3], INT64[3]]:
    return first_row(x), append_sizes(op.Shape(x), flat_size(x))


@script()
def scalar_model(a: FLOAT, b: FLOAT) -> FLOAT:
    return a * b + 1.0


# (first_row alone as a model would take a scalar: the checker warns about that, OXS409)
EXAMPLES = {
    "model": (np.arange(6, dtype=np.float32).reshape(2, 3),),
    "scalar_model": (np.array(2.0, dtype=np.float32), np.array(3.0, dtype=np.float32)),
}
