"""The bounds of constant evaluation, rule by rule: values within them are computed exactly,
values beyond them are unknown constants of their kind, decided before anything is computed."""

from __future__ import annotations

import ast
import math
from typing import Any

import numpy as np
import pytest
from onnxscribe.frontend.costs import MAX_ITEMS, Budget, TooCostly, bounded_call
from onnxscribe.frontend.env import MISSING, Opaque
from onnxscribe.frontend.safe_eval import safe_eval

NAMES: dict[str, Any] = {"math": math, "np": np, "int": int, "len": len, "max": max, "round": round}


def value_of(text: str, budget: Budget | None = None) -> Any:
    return safe_eval(ast.parse(text, mode="eval").body, lambda n: NAMES.get(n, MISSING), budget)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2 ** 4000", 2**4000),
        ("math.factorial(20)", math.factorial(20)),
        ("math.comb(4000, 2)", math.comb(4000, 2)),
        ("len([0] * 1000000)", 1000000),
        ("'%5d|%-4s|%.3f' % (3, 'ab', 1.5)", "    3|ab  |1.500"),
        ("'ab' * 3", "ababab"),
        ("(1, 2, 3, 4)[1:3]", (2, 3)),
        ("round(123456, -3)", 123000),
        ("max([3, 1, 2])", 3),
        ("1 << 4000", 1 << 4000),
    ],
)
def test_values_within_the_bounds_are_computed_exactly(text: str, expected: Any) -> None:
    assert value_of(text) == expected


def test_arrays_within_the_bounds_are_computed() -> None:
    grid = value_of("np.array([[1.0] * 1000] * 999, dtype=np.float32) * 2")
    assert grid.shape == (999, 1000) and grid.dtype == np.float32 and grid[998, 999] == 2.0
    assert value_of("np.array([1, 2, 3])[1:].tolist") is not None  # slicing, then an attribute


@pytest.mark.parametrize(
    ("text", "kind", "reason"),
    [
        ("math.factorial(10 ** 8)", int, "an integer over 4096 bits"),
        ("10 ** 10 ** 8", int, "an integer over 4096 bits"),
        ("(2 ** 4000) * (2 ** 4000)", int, "an integer over 4096 bits"),
        ("1 << 10 ** 9", int, "an integer over 4096 bits"),
        ("math.perm(10 ** 6, 10 ** 5)", int, "an integer over 4096 bits"),
        ("math.comb(10 ** 9, 5 * 10 ** 8)", int, "an integer over 4096 bits"),
        ("math.prod([2 ** 1000] * 5)", int, "an integer over 4096 bits"),
        ("math.lcm(*[2 ** 1000 + 1])", None, ""),  # a starred argument is simply unknown
        ("round(5, -10 ** 8)", int, "an integer over 4096 bits"),
        ("int('9' * 100000)", int, "more than 4300 digits"),
        ("[0] * 10 ** 12", list, "more than 1,000,000 items"),
        ("[[0] * 1000000] * 300", list, "more than 1,000,000 items"),
        ("'ab' * 10 ** 10", str, "more than 1,000,000 items"),
        ("'%01000000000d' % 1", str, "a format width over 1,000,000"),
        ("'%*d' % (10 ** 9, 1)", str, "a `*` width"),
        ("np.array([[0] * 1000000] * 300)", list, "more than 1,000,000 items"),
        ("np.array([1], dtype='U100000000')", np.ndarray, "an array over 64 MiB"),
        ("np.array([[1.0]] * 1000) * np.array([1.0] * 1000000)", np.ndarray, "elements"),
        ("np.array([1.0] * 1000) + [1.0]", np.ndarray, "a Python sequence"),
        ("max([1, 2], key=math.factorial)", None, "a key function"),
        ("-" * 150 + "1", None, "nested more than 100 levels"),
    ],
)
def test_values_beyond_the_bounds_are_unknown_of_their_kind(
    text: str, kind: type | None, reason: str
) -> None:
    value = value_of(text)
    assert isinstance(value, Opaque)
    assert value.kind is kind
    assert reason in value.description


def test_functions_outside_the_allow_list_are_never_called() -> None:
    assert isinstance(value_of("math.__loader__.load_module('os')"), Opaque)
    with pytest.raises(TooCostly, match="not an allowed function"):
        bounded_call(print, ["hello"])


def test_the_budget_of_a_file_bounds_many_cheap_constants() -> None:
    budget = Budget()
    computed = 0
    for _ in range(200):
        if not isinstance(value_of(f"len([0] * {MAX_ITEMS})", budget), Opaque):
            computed += 1
    assert 0 < computed < 200  # the first ones are computed; the rest are unknown
    spent = value_of("1 + 1", budget)
    assert isinstance(spent, Opaque) and "budget" in spent.description
