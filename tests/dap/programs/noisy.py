"""A program that writes to stdout while it is imported, through Python and below it."""

import os

from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op

print("hello from print")
os.write(1, b"hello from file descriptor 1\n")


@script()
def negate(X: FLOAT["N"]) -> FLOAT["N"]:
    result = op.Neg(X)
    return result
