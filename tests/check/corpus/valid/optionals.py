from typing import Optional

from onnxscribe import script, FLOAT, opset18 as op


@script()
def f(X: FLOAT["N"]):
    wrapped = op.Optional(X)
    present = op.OptionalHasElement(wrapped)
    value = op.OptionalGetElement(wrapped)
    return present, value
