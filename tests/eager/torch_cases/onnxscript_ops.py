"""The same custom ops, written with onnxscript."""

from typing import Optional

from onnxscript import FLOAT, script
from onnxscript import opset18 as op
from onnxscript.values import Opset

mycompany = Opset("com.mycompany", 1)


@script(mycompany)
def RmsNorm(x: FLOAT[...], weight: FLOAT[...], eps: float = 1e-6, scale: float = 1.0) -> FLOAT[...]:
    mean_square = op.ReduceMean(x * x, [-1], keepdims=1)
    return x / op.Sqrt(mean_square + eps) * weight * scale


@script(mycompany)
def MinMax(x: FLOAT[...]) -> tuple[FLOAT[...], FLOAT[...]]:
    low = op.ReduceMin(x, [-1], keepdims=0)
    high = op.ReduceMax(x, [-1], keepdims=0)
    return low, high


@script(mycompany)
def Clamp(
    x: FLOAT[...],
    low: Optional[FLOAT[...]] = None,  # noqa: UP045 (the form onnxscript reads)
    high: Optional[FLOAT[...]] = None,  # noqa: UP045
) -> FLOAT[...]:
    return op.Clip(x, low, high)


@script(mycompany)
def ShrinkLarge(x: FLOAT[...], limit: float = 10.0) -> FLOAT[...]:
    if op.ReduceMax(op.Abs(x), keepdims=0) > limit:  # noqa: SIM108 (an if statement: an If node)
        y = x / limit
    else:
        y = op.Identity(x)
    return y


@script(mycompany)
def Doubled(x: FLOAT[...], times: int = 3) -> FLOAT[...]:
    y = op.Identity(x)
    for _ in range(times):
        y = y * 2.0
    return y


def rms_norm_traced(x, weight, eps: float = 1e-6, scale: float = 1.0):
    mean_square = op.ReduceMean(op.Mul(x, x), [-1], keepdims=1)
    return x / op.Sqrt(mean_square + eps) * weight * scale


def min_max_traced(x):
    return op.ReduceMin(x, [-1], keepdims=0), op.ReduceMax(x, [-1], keepdims=0)


def clamp_traced(x, low=None, high=None):
    return op.Clip(x, low, high)


def shrink_large_traced(x, limit: float = 10.0):
    if limit > 0:
        return op.Div(x, limit)
    return op.Identity(x)


def doubled_traced(x, times: int = 3):
    y = op.Identity(x)
    for _ in range(times):
        y = op.Mul(y, 2.0)
    return y
