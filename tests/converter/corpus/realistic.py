"""Functions in the style of an op library: attributes, shapes, control flow, calls between functions."""

import numpy as np

from onnxscribe import BOOL, FLOAT, INT64, script
from onnxscribe import opset18 as op


@script()
def layer_norm(x: FLOAT["B", "D"], epsilon: float = 1e-5) -> FLOAT["B", "D"]:
    """Normalizes the last axis."""
    axes = op.Constant(value_ints=[-1])
    mean = op.ReduceMean(x, axes)
    centered = x - mean
    variance = op.ReduceMean(centered * centered, axes)
    return centered / op.Sqrt(variance + epsilon)


@script()
def softmax_last(x: FLOAT["B", "D"], temperature: float = 1.0) -> FLOAT["B", "D"]:
    scaled = x / temperature
    shifted = scaled - op.ReduceMax(scaled, op.Constant(value_ints=[-1]))
    exp = op.Exp(shifted)
    return exp / op.ReduceSum(exp, op.Constant(value_ints=[-1]))


@script()
def clamp_positive(x: FLOAT["N"], threshold: float = 0.0) -> FLOAT["N"]:
    return op.Where(x > threshold, x, op.CastLike(threshold, x))


@script()
def pad_to_multiple(x: FLOAT["N"], multiple: int = 4) -> FLOAT["M"]:
    length = op.Shape(x)[0]
    remainder = length % multiple
    if remainder == 0:
        result = op.Identity(x)
    else:
        extra = multiple - remainder
        pads = op.Concat(op.Constant(value_ints=[0]), op.Reshape(extra, [-1]), axis=0)
        result = op.Pad(x, pads)
    return result


@script()
def argmax_mask(x: FLOAT["B", "D"]) -> BOOL["B", "D"]:
    index = op.ArgMax(x, axis=1, keepdims=1)
    positions = op.Range(0, op.Shape(x)[1], 1)
    return op.Equal(op.Unsqueeze(positions, [0]), index)


@script()
def power_iteration(m: FLOAT[3, 3], steps: INT64) -> FLOAT[3]:
    v = op.Constant(value_floats=[1.0, 1.0, 1.0])
    for i in range(steps):
        w = op.MatMul(m, v)
        norm = op.Sqrt(op.ReduceSum(w * w, keepdims=0))
        v = w / norm
    return v


@script()
def normalized_softmax(x: FLOAT["B", "D"]) -> FLOAT["B", "D"]:
    return softmax_last(layer_norm(x), temperature=2.0)


CASES: dict[str, tuple[object, ...]] = {
    "layer_norm": (np.arange(12, dtype=np.float32).reshape(3, 4),),
    "softmax_last": (np.arange(12, dtype=np.float32).reshape(3, 4) / 5,),
    "clamp_positive": (np.array([-1.0, 0.5, 2.0], dtype=np.float32),),
    "pad_to_multiple": (np.arange(6, dtype=np.float32),),
    "argmax_mask": (np.array([[1.0, 3.0, 2.0], [5.0, 0.0, 1.0]], dtype=np.float32),),
    "power_iteration": (np.array([[2, 0, 0], [0, 1, 0], [0, 0, 1]], dtype=np.float32), np.int64(20)),
    "normalized_softmax": (np.arange(8, dtype=np.float32).reshape(2, 4),),
}
