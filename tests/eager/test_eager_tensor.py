"""Tensor: a numpy-like result whose operators are the dialect's ONNX ops."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from onnxscribe import opset17, opset18
from onnxscribe.eager.context import current_opset, use_opset
from onnxscribe.eager.evaluators import OrtEvaluator, evaluator
from onnxscribe.eager.tensor import Tensor

F = np.array([[1.5, -2.0, 3.25], [4.0, -0.5, 6.0]], dtype=np.float32)
G = np.array([[2.0, 3.0, -1.5], [0.5, 2.0, 4.0]], dtype=np.float32)
INTS = np.array([7, -8, 9, 10], dtype=np.int64)
J = np.array([2, 3, -4, 3], dtype=np.int64)
B1 = np.array([True, False, True, False])
B2 = np.array([True, True, False, False])
U = np.array([1, 2, 8], dtype=np.uint8)


def t(array: np.ndarray) -> Tensor:
    return Tensor(array)


BINARY: list[tuple[str, Callable[[Any, Any], Any], np.ndarray, np.ndarray, Any]] = [
    ("add", operator.add, F, G, F + G),
    ("sub", operator.sub, F, G, F - G),
    ("mul", operator.mul, F, G, F * G),
    ("truediv", operator.truediv, F, G, F / G),
    ("pow", operator.pow, np.abs(F), G, np.abs(F) ** G),
    ("matmul", operator.matmul, F, G.T, F @ G.T),
    ("mod-float", operator.mod, F, G, np.fmod(F, G)),
    ("mod-int", operator.mod, INTS, J, np.mod(INTS, J)),
    ("floordiv-float", operator.floordiv, F, G, np.floor(F / G)),
    ("floordiv-int", operator.floordiv, np.abs(INTS), np.abs(J), np.abs(INTS) // np.abs(J)),
    ("and-bool", operator.and_, B1, B2, B1 & B2),
    ("or-bool", operator.or_, B1, B2, B1 | B2),
    ("xor-bool", operator.xor, B1, B2, B1 ^ B2),
    ("and-int", operator.and_, INTS, J, INTS & J),
    ("or-int", operator.or_, INTS, J, INTS | J),
    ("xor-int", operator.xor, INTS, J, INTS ^ J),
    (
        "lshift",
        operator.lshift,
        U,
        np.array([1, 2, 3], np.uint8),
        U << np.array([1, 2, 3], np.uint8),
    ),
    (
        "rshift",
        operator.rshift,
        U,
        np.array([1, 1, 3], np.uint8),
        U >> np.array([1, 1, 3], np.uint8),
    ),
    ("lt", operator.lt, F, G, F < G),
    ("le", operator.le, F, F, F <= F),
    ("gt", operator.gt, F, G, F > G),
    ("ge", operator.ge, F, G, F >= G),
    ("eq", operator.eq, INTS, np.array([7, 0, 9, 0]), np.array([7, 0, 9, 0]) == INTS),
    ("ne", operator.ne, INTS, np.array([7, 0, 9, 0]), np.array([7, 0, 9, 0]) != INTS),
]


@pytest.mark.parametrize(
    ("name", "function", "left", "right", "expected"), BINARY, ids=[b[0] for b in BINARY]
)
def test_binary_operators_match_numpy(
    name: str,
    function: Callable[[Any, Any], Any],
    left: np.ndarray,
    right: np.ndarray,
    expected: Any,
) -> None:
    for result in (function(t(left), t(right)), function(t(left), right), function(left, t(right))):
        assert isinstance(result, Tensor)
        assert result.dtype == np.asarray(expected).dtype
        np.testing.assert_allclose(np.asarray(result), expected, rtol=1e-6)


def test_unary_operators() -> None:
    np.testing.assert_array_equal(np.asarray(-t(F)), -F)
    assert +t(F) is not None and np.array_equal(np.asarray(+t(F)), F)
    np.testing.assert_array_equal(np.asarray(~t(B1)), ~B1)
    np.testing.assert_array_equal(np.asarray(~t(INTS)), ~INTS)


def test_literals_take_the_tensor_type() -> None:
    result = t(F) + 1
    assert result.dtype == np.float32
    np.testing.assert_array_equal(np.asarray(result), F + 1)
    result = 2 * t(F)
    assert result.dtype == np.float32
    result = t(INTS) + 2
    assert result.dtype == np.int64
    np.testing.assert_array_equal(np.asarray(result), INTS + 2)
    with pytest.raises(TypeError, match="OXS408"):  # ONNX would truncate 2.7, Python would not
        t(INTS) + 2.7
    result = t(F) - [1, 2, 3]
    np.testing.assert_array_equal(np.asarray(result), F - np.array([1, 2, 3], np.float32))
    assert (1.0 - t(F)).dtype == np.float32
    assert (t(F) > 0).dtype == np.bool_
    with pytest.raises(TypeError, match="-1 cannot be converted to UINT8"):
        t(U) + -1


def test_numpy_view() -> None:
    value = t(F)
    assert value.shape == (2, 3) and value.rank == 2 and value.ndim == 2 and value.size == 6
    assert value.dtype == np.float32
    assert np.asarray(value) is F
    assert value.numpy() is F
    assert np.asarray(value, dtype=np.float64).dtype == np.float64
    assert repr(value).startswith("Tensor(array([[ 1.5")
    assert len(value) == 2
    assert [row.shape for row in value] == [(3,), (3,)]
    assert value.onnx_dtype == 1
    assert f"{t(np.array([2.5], np.float32)):.2f}" == "2.50"
    assert f"{value}" == str(F)


def test_truth_value() -> None:
    assert bool(t(np.array(True)))
    assert not t(np.array([False]))
    with pytest.raises(TypeError, match=r"ambiguous.*use ~, &, \| or op.Where"):
        bool(t(B1))
    with pytest.raises(TypeError, match="compare explicitly"):
        bool(t(np.array(1.0)))


def test_single_values() -> None:
    assert int(t(np.array([3]))) == 3
    assert float(t(np.array(2.5, np.float32))) == 2.5
    assert [10, 11, 12][t(np.array(1))] == 11
    with pytest.raises(TypeError, match="single-element"):
        int(t(INTS))
    with pytest.raises(TypeError, match="cannot be used as an index"):
        [1, 2][t(np.array(1.0))]


X = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
SUBSCRIPTS: list[Any] = [
    0,
    -1,
    (1, 2),
    slice(1, 3),
    slice(None, None, -1),
    (slice(None), slice(2, None)),
    (Ellipsis, 0),
    (None,),
    (0, None, slice(1, 3)),
    (slice(None), -1, slice(None, None, 2)),
    (Ellipsis,),
]


@pytest.mark.parametrize("key", SUBSCRIPTS, ids=repr)
def test_subscripts_follow_numpy(key: Any) -> None:
    np.testing.assert_array_equal(np.asarray(t(X)[key]), X[key])


def test_tensor_indices() -> None:
    i = t(np.array(1, dtype=np.int64))
    np.testing.assert_array_equal(np.asarray(t(X)[i]), X[1])
    np.testing.assert_array_equal(np.asarray(t(X)[:, i]), X[:, 1])
    np.testing.assert_array_equal(np.asarray(t(X)[i : i + 2]), X[1:3])
    index = t(np.array([2, 0], dtype=np.int64))
    np.testing.assert_array_equal(np.asarray(t(X)[:, index]), np.take(X, [2, 0], axis=1))
    np.testing.assert_array_equal(np.asarray(t(X)[0, :, index]), np.take(X[0], [2, 0], axis=1))
    with pytest.raises(IndexError):
        t(X)[5]


def test_operators_use_the_opset_in_force() -> None:
    assert current_opset().version >= 18
    ort = OrtEvaluator()
    with use_opset(opset17), evaluator(ort):
        assert current_opset() is opset17
        t(F) + t(G)
        with pytest.raises(AttributeError, match="BitwiseNot is not in opset17"):
            ~t(INTS)
    assert {s.version for s in ort._runners} == {17}
    with use_opset(opset18):
        np.testing.assert_array_equal(np.asarray(~t(INTS)), ~INTS)
    assert current_opset() is not opset17
