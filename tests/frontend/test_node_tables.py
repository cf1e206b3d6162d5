"""Side tables of AST node facts: one value per node, gone with the node."""

from __future__ import annotations

import ast
import gc

from onnxscribe.frontend.node_tables import NodeTable


def test_a_value_is_kept_per_node_and_replaced_by_a_new_one() -> None:
    table: NodeTable[int] = NodeTable()
    first, second = ast.parse("x = 1\ny = 2").body
    assert table.put(first, 1) == 1
    assert table.get(first) == 1 and table.get(second) is None
    table.put(first, 3)
    assert table.get(first) == 3 and len(table) == 1


def test_a_value_goes_with_its_node() -> None:
    table: NodeTable[str] = NodeTable()
    node = ast.parse("x = 1").body[0]
    table.put(node, "kept")
    del node
    gc.collect()
    assert len(table) == 0
    assert table.get(ast.parse("x = 1").body[0]) is None


def test_nodes_carry_nothing_of_their_own() -> None:
    table: NodeTable[int] = NodeTable()
    node = ast.parse("x = 1").body[0]
    before = dict(vars(node))
    table.put(node, 1)
    assert vars(node) == before
