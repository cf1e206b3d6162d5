from typing import Union

from onnxscribe import script, FLOAT, DOUBLE, opset18 as op


@script()
def f(X: Union[FLOAT[...], DOUBLE[...]]):
    return op.Abs(X)
