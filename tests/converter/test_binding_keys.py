"""The keys under which op-call bindings are remembered: equal only for equal attribute values."""

from __future__ import annotations

from typing import Any

import pytest
from onnxscribe.lower.calls import _attribute_key


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ([1, 2], [1, 2]),
        ((1, 2), (1, 2)),
        ([[1], [2, 3]], [[1], [2, 3]]),
        ([0.5, "a"], [0.5, "a"]),
        ([], []),
    ],
)
def test_equal_values_share_a_key(left: Any, right: Any) -> None:
    assert _attribute_key(left) is not None
    assert _attribute_key(left) == _attribute_key(right)


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ([1], (1,)),
        ([1], [1.0]),
        ([1], [True]),
        ([0.0], [-0.0]),
        ([[1]], [(1,)]),
        ([1, 2], [2, 1]),
    ],
)
def test_values_of_other_types_or_order_do_not(left: Any, right: Any) -> None:
    assert _attribute_key(left) != _attribute_key(right)


@pytest.mark.parametrize("value", [[1, {"a": 1}], [[1], [object()]], ({1},), [None]])
def test_a_list_with_an_item_that_has_no_key_has_none(value: Any) -> None:
    assert _attribute_key(value) is None
