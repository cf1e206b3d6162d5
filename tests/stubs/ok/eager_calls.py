"""Script functions called eagerly from ordinary Python: numpy in, numpy out.

A script function accepts numpy arrays, numpy and Python scalars, ``onnxscribe.Tensor``, lists
for sequence inputs and ``None`` for absent optional inputs; attributes are passed as keywords
(or positionally). The results are numpy arrays: a tuple for several outputs, a list for a
sequence. The module runs these calls (the golden tests execute every ok/ file), so the values
asserted here are real.
"""

# String dims (FLOAT["N"]) are not names; the rest is the dialect's style.
# ruff: noqa: F821

from collections.abc import Sequence

import numpy as np
from onnxscribe import BOOL, FLOAT, INT64, Tensor, script
from onnxscribe import opset18 as op


@script()
def square(X: FLOAT[...]) -> FLOAT[...]:
    return X * X


@script()
def leaky(X: FLOAT["N"], alpha: float = 0.1, scale: int = 1) -> FLOAT["N"]:
    return op.LeakyRelu(X, alpha=alpha) * op.CastLike(scale, X)


@script()
def largest_two(X: FLOAT["N"]) -> tuple[FLOAT[2], INT64[2]]:
    values, indices = op.TopK(X, [2], axis=0)
    return values, indices


@script()
def halves(X: FLOAT["N"]) -> Sequence[FLOAT[...]]:
    return op.SplitToSequence(X, axis=0, keepdims=0)


@script()
def total(parts: Sequence[FLOAT["N"]]) -> FLOAT["N"]:
    return op.ConcatFromSequence(parts, axis=0)


@script()
def with_optional(X: FLOAT["N"], bias: FLOAT["N"] | None = None) -> FLOAT["N"]:
    return X + 1.0


@script()
def positive(X: FLOAT["N"]) -> BOOL["N"]:
    return X > 0.0


@script()
def counts(X: INT64[...], axes: Sequence[int] = (0,)) -> INT64[...]:
    return op.ReduceSum(X, axes, keepdims=0)


x = np.array([-2.0, -1.0, 0.5, 3.0], dtype=np.float32)

squared = square(x)
np.testing.assert_allclose(squared, x * x)
first: float = float(squared[0])
assert squared.shape == (4,)

np.testing.assert_allclose(leaky(x, alpha=0.5), np.where(x > 0, x, 0.5 * x))
np.testing.assert_allclose(leaky(x, 0.5, 2), 2 * np.where(x > 0, x, 0.5 * x))
np.testing.assert_allclose(leaky(X=x, scale=3), 3 * np.where(x > 0, x, 0.1 * x))

values, indices = largest_two(x)
assert values.tolist() == [3.0, 0.5] and indices.tolist() == [3, 2]
pair = largest_two(x)
assert len(pair) == 2

parts = halves(x)
assert len(parts) == 4 and all(part.shape == () for part in parts)
np.testing.assert_allclose(total([x, x]), np.concatenate([x, x]))
np.testing.assert_allclose(total([part.reshape(1) for part in parts]), x)

np.testing.assert_allclose(with_optional(x, None), x + 1.0)
np.testing.assert_allclose(with_optional(x, bias=None), x + 1.0)
np.testing.assert_allclose(with_optional(x), x + 1.0)

mask = positive(x)
assert mask.dtype == np.bool_ and mask.tolist() == [False, False, True, True]

assert counts(np.arange(5, dtype=np.int64)) == 10
assert counts(np.array([[1, 2], [3, 4]], dtype=np.int64), axes=[1]).tolist() == [3, 7]

np.testing.assert_allclose(square(np.float32(3.0)), 9.0)
np.testing.assert_allclose(square(3.0), 9.0)
np.testing.assert_allclose(square([1.0, 2.0]), [1.0, 4.0])
np.testing.assert_allclose(np.asarray(square(Tensor(x))), x * x)


def mean_square(data: np.ndarray) -> float:
    """Ordinary Python using a script function's result as a numpy array."""
    return float(square(data).mean())


assert mean_square(x) == float((x * x).mean())
