"""Side tables of facts computed from AST nodes, kept for as long as each node lives.

A parsed file is lowered again and again (on each edit, and each time a factory makes its script
function anew), so what is computed from its nodes is remembered; in a table keyed by the node,
never on the node itself.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Generic, TypeVar
from weakref import ref

V = TypeVar("V")


class _Entry(ref[ast.AST]):
    """A weak reference to a node that knows the node's ``id`` after the node is gone."""

    __slots__ = ("key",)

    def __init__(self, node: ast.AST, callback: Callable[[_Entry], None]) -> None:
        # ``ref.__new__`` takes the node and the callback; there is nothing else to set up
        self.key = id(node)


class NodeTable(Generic[V]):
    """One value per AST node, dropped when the node is.

    Looked up by the node's ``id`` (a lookup makes no new object: lowering asks for every node's
    span), and checked against the entry's weak reference, since an ``id`` is reused once its
    node is gone.
    """

    __slots__ = ("_drop", "_values")

    def __init__(self) -> None:
        values: dict[int, tuple[_Entry, V]] = {}

        def drop(entry: _Entry) -> None:
            found = values.get(entry.key)
            if found is not None and found[0] is entry:
                del values[entry.key]

        self._values = values
        self._drop = drop

    def get(self, node: ast.AST) -> V | None:
        found = self._values.get(id(node))
        if found is not None and found[0]() is node:
            return found[1]
        return None

    def put(self, node: ast.AST, value: V) -> V:
        """Remember ``value`` for ``node``; returns it."""
        self._values[id(node)] = (_Entry(node, self._drop), value)
        return value

    def __len__(self) -> int:
        return len(self._values)
