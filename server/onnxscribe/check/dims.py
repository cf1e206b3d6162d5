"""Symbolic dimensions of one function: ``"N"`` is one size everywhere in the function.

A ``DimTable`` records what each symbolic dim is known to equal (a fixed size or another symbol)
and where that was learned, so that a conflict can point at both places. Unification only ever
records facts that valid code must satisfy; anything uncertain (a dim that could be 1 and
broadcast) is left alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from onnxscribe.core.diagnostics import Span
from onnxscribe.core.types import Dim, Shape


@dataclass(frozen=True)
class DimConflict:
    """Two dims that must be equal but are not: ``left`` and ``right`` as resolved sizes."""

    left: Dim
    right: Dim
    symbol: str | None
    """The symbolic dim whose binding conflicts, when one is involved."""
    fixed_at: Span | None
    """Where that symbol was bound to its size."""

    def describe(self) -> str:
        left = f'"{self.symbol}" = {self.left}' if self.symbol is not None else str(self.left)
        return f"{left} vs {self.right}"


class DimTable:
    """Union-find over symbolic dims, each class optionally bound to a fixed size."""

    def __init__(self) -> None:
        self._parent: dict[str, str] = {}
        self._size: dict[str, int] = {}
        self._where: dict[str, Span | None] = {}

    def copy(self) -> DimTable:
        other = DimTable()
        other._parent = dict(self._parent)
        other._size = dict(self._size)
        other._where = dict(self._where)
        return other

    def restore(self, snapshot: DimTable) -> None:
        self._parent = dict(snapshot._parent)
        self._size = dict(snapshot._size)
        self._where = dict(snapshot._where)

    def _root(self, name: str) -> str:
        while name in self._parent:
            name = self._parent[name]
        return name

    def resolve(self, dim: Dim) -> Dim:
        """A dim with what is known substituted: the bound size, or the class's representative."""
        if not isinstance(dim, str):
            return dim
        root = self._root(dim)
        return self._size.get(root, root)

    def knows_any(self) -> bool:
        """Whether any dim is bound yet (until one is, ``resolve_shape`` changes nothing)."""
        return bool(self._parent or self._size)

    def resolve_shape(self, shape: Shape) -> Shape:
        if shape is None or not (self._parent or self._size):
            return shape
        return tuple(self.resolve(d) for d in shape)

    def member_with_prefix(self, name: str, prefix: str) -> str | None:
        """A symbol of ``name``'s class whose name starts with ``prefix`` (None if there is none)."""
        if name.startswith(prefix):
            return name
        root = self._root(name)
        if root.startswith(prefix):
            return root
        for member in self._parent:
            if member.startswith(prefix) and self._root(member) == root:
                return member
        return None

    def bound_at(self, name: str) -> Span | None:
        return self._where.get(self._root(name))

    def unify(self, a: Dim, b: Dim, where: Span | None) -> DimConflict | None:
        """Record that ``a`` and ``b`` are one size; a conflict when they cannot be."""
        if a is None or b is None:
            return None
        ra, rb = self.resolve(a), self.resolve(b)
        if ra == rb:
            return None
        if isinstance(ra, int) and isinstance(rb, int):
            symbol = a if isinstance(a, str) else (b if isinstance(b, str) else None)
            fixed = self.bound_at(symbol) if symbol is not None else None
            if symbol is b and symbol is not a:
                return DimConflict(rb, ra, symbol, fixed)
            return DimConflict(ra, rb, symbol, fixed)
        if isinstance(ra, str) and isinstance(rb, str):
            self._parent[ra] = rb
            if ra in self._where and rb not in self._where:
                self._where[rb] = self._where[ra]
            return None
        name, size = (ra, rb) if isinstance(ra, str) else (rb, ra)
        if not isinstance(name, str) or not isinstance(size, int):
            return None
        self._size[name] = size
        self._where[name] = where
        return None


def is_symbol(dim: Dim) -> bool:
    return isinstance(dim, str)
