"""Script functions made by a decorator of the program's own, in torch_lib's style.

``onnx_function`` registers a function and makes it a script function, unless it is called with
``trace_only=True`` (then the function stays plain Python, run op by op). A factory function
makes script functions with ``@script()`` inside it.
"""

from collections.abc import Callable
from typing import Any

import numpy as np

from onnxscribe import FLOAT, INT64, Opset, script
from onnxscribe import opset18 as op

LIBRARY = Opset("com.example.library", 1)
REGISTRY: dict[str, Any] = {}


def onnx_function(name: str, *, trace_only: bool = False) -> Callable[[Callable[..., Any]], Any]:
    def register(function: Callable[..., Any]) -> Any:
        made = function if trace_only else script(opset=LIBRARY, default_opset=op)(function)
        REGISTRY[name] = made
        return made

    return register


@onnx_function("library::softsign")
def softsign(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.Div(x, op.Add(op.Abs(x), op.Constant(value_float=1.0)))


@onnx_function("library::clamp_positive", trace_only=False)
def clamp_positive(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(softsign(x))


@onnx_function("library::repeat", trace_only=True)
def repeat(x: Any, times: int) -> Any:
    # Plain Python: a loop over a Python int, unrolled as the function runs.
    result = x
    for _ in range(times - 1):
        result = op.Concat(result, x, axis=0)
    return result


def make_shifter(offset: float) -> Any:
    @script()
    def shift(x: FLOAT["N"]) -> FLOAT["N"]:
        return op.Add(x, op.Constant(value_float=offset))

    return shift


shift_by_one = make_shifter(1.0)


@script()
def model(x: FLOAT["N"], count: INT64[1]) -> FLOAT["N"]:
    return op.Mul(clamp_positive(x), op.Cast(count, to=FLOAT.dtype))


EXAMPLES = {
    "softsign": (np.array([-2.0, 0.0, 3.0], dtype=np.float32),),
    "clamp_positive": (np.array([-2.0, 0.5, 3.0], dtype=np.float32),),
    "shift_by_one": (np.array([-2.0, 0.5], dtype=np.float32),),
    "model": (np.array([-1.0, 2.0], dtype=np.float32), np.array([3], dtype=np.int64)),
}
