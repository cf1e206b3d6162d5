"""The one table of shape rules, keyed by (op, since_version).

An op whose inputs or attributes changed meaning at some opset version has one rule per form:
``@shape_rule("Squeeze", since=13)`` answers for Squeeze-13 and later, ``since=1`` for the
versions before. A lookup picks the rule with the highest ``since`` not above the node's version.
Registering the same (op, since) twice is a programming error and raises at import time.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from onnxscribe.core.problems import NodeProblem
from onnxscribe.core.types import Dim, Shape


class Arg(NamedTuple):
    """What is known about one input of a node (a named tuple: one is made per node input)."""

    shape: Shape
    const: np.ndarray | None = None
    elems: tuple[Dim, ...] | None = None
    """The elements of a 0-D or 1-D integer tensor, as far as they are known (``Shape(x)``)."""


@dataclass(frozen=True)
class Equal:
    """Two dims that valid code must make equal; ``input_index`` is the input to blame."""

    left: Dim
    right: Dim
    input_index: int
    what: str
    left_from: tuple[int, int] | None = None
    """(input index, dim position) that ``left`` was read from, so the caller can name its symbol."""
    right_from: tuple[int, int] | None = None

    def __init__(
        self,
        left: Dim,
        right: Dim,
        input_index: int,
        what: str,
        left_from: tuple[int, int] | None = None,
        right_from: tuple[int, int] | None = None,
    ) -> None:
        # written into the instance's dict: the generated frozen __init__ calls
        # object.__setattr__ once a field, and Concat makes one for each dim of each input
        fields = self.__dict__
        fields["left"] = left
        fields["right"] = right
        fields["input_index"] = input_index
        fields["what"] = what
        fields["left_from"] = left_from
        fields["right_from"] = right_from


@dataclass(slots=True)
class ShapeResult:
    """The outputs' shapes (and known integer elements), dims to unify, problems found."""

    outputs: list[Shape]
    elems: list[tuple[Dim, ...] | None] = field(default_factory=list)
    equal: list[Equal] = field(default_factory=list)
    problems: list[NodeProblem] = field(default_factory=list)


Args = Sequence[Arg | None]
Attributes = Mapping[str, Any]
Rule = Callable[[Args, Attributes, int], "ShapeResult | None"]
"""``rule(args, attributes, num_outputs)``; None when it cannot say anything useful."""


class DuplicateRule(Exception):
    """A second rule for one (op, since_version)."""


class ShapeRules:
    """Rules by op name, each op's rules sorted by the version they apply from."""

    def __init__(self) -> None:
        self._since: dict[str, list[int]] = {}
        self._rules: dict[str, list[Rule]] = {}

    def register(self, ops: Sequence[str], since: int, function: Rule) -> None:
        for op in ops:
            versions = self._since.setdefault(op, [])
            rules = self._rules.setdefault(op, [])
            if since in versions:
                raise DuplicateRule(f"a shape rule for {op} since version {since} exists already")
            position = bisect.bisect(versions, since)
            versions.insert(position, since)
            rules.insert(position, function)

    def lookup(self, op: str, version: int) -> Rule | None:
        """The rule for ``op`` at opset ``version``; None when no rule covers that version."""
        versions = self._since.get(op)
        if versions is None:
            return None
        position = bisect.bisect(versions, version) - 1
        return self._rules[op][position] if position >= 0 else None

    def has_rule(self, op: str) -> bool:
        return op in self._since

    def registered(self) -> list[tuple[str, int]]:
        """Every registered (op, since_version)."""
        return [(op, since) for op, versions in self._since.items() for since in versions]


RULES = ShapeRules()


def shape_rule(*ops: str, since: int = 1) -> Callable[[Rule], Rule]:
    """Register the decorated function for ``ops`` from opset ``since`` on (1: every version)."""

    def register(function: Rule) -> Rule:
        RULES.register(ops, since, function)
        return function

    return register
