"""A script function call's arguments by parameter name, as Python would bind them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def arguments_by_name(
    function: str, order: Sequence[str], args: Sequence[Any], kwargs: Mapping[str, Any]
) -> dict[str, Any]:
    """``args`` and ``kwargs`` by the names of ``order`` (the function's parameters, inputs and
    attributes in the order of its ``def``); ``TypeError`` for too many, unknown or repeated
    arguments, worded as Python words it."""
    if len(args) > len(order):
        count = f"{len(order)} argument" + ("" if len(order) == 1 else "s")
        given = "was" if len(args) == 1 else "were"
        raise TypeError(f"{function}() takes {count}, but {len(args)} {given} given")
    bound: dict[str, Any] = dict(zip(order, args, strict=False))
    for key, value in kwargs.items():
        if key not in order:
            raise TypeError(f"{function}() has no parameter {key!r}")
        if key in bound:
            raise TypeError(f"{function}() got two values for {key!r}")
        bound[key] = value
    return bound
