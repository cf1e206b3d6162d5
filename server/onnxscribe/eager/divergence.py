"""How far apart two runs' values are: the figures a comparison reports for one tensor.

Pure functions over numpy arrays, shared by ``onnxscribe compare`` and anything else that puts
two runs side by side. ``actual`` is the run under test; ``expected`` the one it is held to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np


@dataclass(frozen=True)
class Tolerance:
    """``|actual - expected| <= atol + rtol * |expected|`` elementwise, as ``numpy.isclose``."""

    rtol: float = 1e-4
    atol: float = 1e-5


@dataclass(frozen=True)
class Mismatch:
    """Why two values are not the same, with the numbers behind it.

    For numbers that differ in value: the largest absolute and relative errors, the index of the
    largest absolute error (empty for a scalar), both values there, and how many elements are
    out of tolerance. For a difference in kind (shape, element type) only ``reason`` is set.
    """

    reason: str
    max_abs: float | None = None
    max_rel: float | None = None
    index: tuple[int, ...] = ()
    actual: Any = None
    expected: Any = None
    count: int = 0
    size: int = 0


def mismatch(actual: Any, expected: Any, tolerance: Tolerance) -> Mismatch | None:
    """None when ``actual`` and ``expected`` agree within ``tolerance``.

    Shapes must agree. Element types need not (a float64 reference against a float32 run is
    compared in float64); a boolean or integer against a float is compared as numbers. NaNs
    agree with NaNs at the same place.
    """
    a, e = np.asarray(actual), np.asarray(expected)
    if a.shape != e.shape:
        return Mismatch(f"shapes differ ({list(a.shape)} and {list(e.shape)})")
    if a.dtype.kind in "OUS" or e.dtype.kind in "OUS":
        if np.array_equal(a, e):
            return None
        unequal = a != e
        return Mismatch(
            f"values differ at {int(np.sum(unequal))} of {a.size} positions",
            index=_first(unequal),
            count=int(np.sum(unequal)),
            size=a.size,
        )
    wide = np.complex128 if "c" in (a.dtype.kind, e.dtype.kind) else np.float64
    a64, e64 = a.astype(wide), e.astype(wide)
    with np.errstate(invalid="ignore", over="ignore"):
        error = np.abs(a64 - e64)
        scale = np.where(np.isfinite(e64), np.abs(e64), 0.0)  # NaN and inf scale nothing
        both_nan = np.isnan(a64) & np.isnan(e64)
        same_inf = np.isinf(a64) & (a64 == e64)
        error = np.where(both_nan | same_inf, 0.0, error)
        error = np.where(np.isnan(error), np.inf, error)
        outside = error > tolerance.atol + tolerance.rtol * scale
    if not outside.any():
        return None
    relative = np.where(
        scale > 0, error / np.where(scale > 0, scale, 1.0), np.where(error > 0, np.inf, 0.0)
    )
    flat = int(np.argmax(error)) if a.size else 0
    index = tuple(int(i) for i in np.unravel_index(flat, a.shape)) if a.ndim else ()
    count = int(np.sum(outside))
    return Mismatch(
        f"values differ at {count} of {a.size} positions",
        max_abs=float(error.max()),
        max_rel=float(relative.max()),
        index=index,
        actual=a[index].item() if a.ndim else a.item(),
        expected=e[index].item() if e.ndim else e.item(),
        count=count,
        size=a.size,
    )


def _first(mask: Any) -> tuple[int, ...]:
    if mask.ndim == 0:
        return ()
    return tuple(int(i) for i in np.argwhere(mask)[0])


def figures(found: Mismatch, actual: str = "", expected: str = "") -> str | None:
    """The figures of ``found`` as one line of text (None for a difference in kind), the two
    values at the largest error named ``actual`` and ``expected`` when given."""
    if found.max_abs is None:
        return None
    index = ", ".join(str(i) for i in found.index)
    return (
        f"max abs error {found.max_abs:.6g}, max rel error {found.max_rel:.6g}, "
        f"largest at [{index}]: {_named(actual, found.actual)} against "
        f"{_named(expected, found.expected)}"
    )


def _named(label: str, value: Any) -> str:
    return f"{label} {value!r}" if label else repr(value)
