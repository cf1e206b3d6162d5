"""The figures of two tensors' disagreement, checked against numpy computed here."""

from __future__ import annotations

import numpy as np
import pytest
from onnxscribe.eager.divergence import Tolerance, mismatch


def test_values_within_tolerance_agree() -> None:
    a = np.array([1.0, 2.0, 3.0], np.float32)
    assert mismatch(a, a + 1e-6, Tolerance()) is None
    assert mismatch(a, a.astype(np.float64), Tolerance(0, 0)) is None


def test_figures_of_a_difference() -> None:
    expected = np.array([[1.0, -2.0], [4.0, 0.5]])
    actual = np.array([[1.0, -2.5], [4.1, 0.5]])
    found = mismatch(actual, expected, Tolerance(rtol=1e-3, atol=0))
    assert found is not None
    error = np.abs(actual - expected)
    assert found.max_abs == pytest.approx(error.max())
    assert found.max_rel == pytest.approx((error / np.abs(expected)).max())
    assert found.index == (0, 1)
    assert (found.actual, found.expected) == (-2.5, -2.0)
    assert (found.count, found.size) == (2, 4)


def test_the_tolerance_scales_with_the_expected_value() -> None:
    expected = np.array([1000.0, 1.0])
    actual = np.array([1000.05, 1.0])
    assert mismatch(actual, expected, Tolerance(rtol=1e-4, atol=0)) is None
    assert mismatch(actual, expected, Tolerance(rtol=1e-5, atol=0)) is not None


def test_nans_agree_only_with_nans() -> None:
    a = np.array([np.nan, 1.0])
    assert mismatch(a, a.copy(), Tolerance()) is None
    found = mismatch(a, np.array([0.0, 1.0]), Tolerance())
    assert found is not None and found.index == (0,) and found.max_abs == np.inf


def test_a_nan_or_an_infinity_expected_is_not_met_by_a_number() -> None:
    for special in (np.nan, np.inf):
        found = mismatch(np.array([1.0, 5.0]), np.array([1.0, special]), Tolerance(1.0, 1.0))
        assert found is not None and found.index == (1,) and found.max_abs == np.inf
        assert found.max_rel == np.inf


def test_shapes_and_scalars() -> None:
    found = mismatch(np.zeros((2, 3)), np.zeros((3, 2)), Tolerance())
    assert found is not None and found.reason == "shapes differ ([2, 3] and [3, 2])"
    found = mismatch(np.float32(2.0), np.float32(1.0), Tolerance())
    assert found is not None and found.index == () and found.max_rel == pytest.approx(1.0)


def test_integers_compare_exactly_with_zero_tolerance() -> None:
    found = mismatch(np.array([1, 2, 3]), np.array([1, 2, 4]), Tolerance(0, 0))
    assert found is not None and found.index == (2,) and found.max_abs == 1.0
