"""Ops of a domain of the user's own: no schema, so they convert with untyped outputs.

They cannot run eagerly (no runtime here implements them), so this program has no EXAMPLES;
tests/compat/test_custom_domain.py checks the model and the eager error.
"""

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op
from onnxscribe.values import Opset

custom = Opset("com.example", 1)


@script()
def scaled_custom(x: FLOAT["N"]) -> FLOAT["N"]:
    return custom.MyOp(op.Relu(x), alpha=1.0)


@script()
def two_outputs(x: FLOAT["N"], y: FLOAT["N"]) -> FLOAT["N"]:
    first, second = custom.Split2(x, y, mode="pairs", sizes=[1, 2])
    return op.Add(first, second)
