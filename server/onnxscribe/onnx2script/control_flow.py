"""Which control-flow nodes become Python statements instead of op calls with graph functions.

An ``If`` whose branches take no inputs and produce one value per output of the node is an
``if``/``else`` statement: each branch's statements, then one assignment per output. Loops are
planned in ``loops``. Anything else (Scan, an If with unusual branches) keeps the op form with
nested ``@graph()`` functions, which the dialect accepts for every graph attribute.
"""

from __future__ import annotations

import onnx

CONTROL_OPS = frozenset({"If", "Loop", "Scan"})


def is_if_statement(node: onnx.NodeProto) -> bool:
    if node.op_type != "If" or node.domain not in ("", "ai.onnx"):
        return False
    if len(node.input) != 1 or not node.input[0] or not node.output:
        return False
    if not all(node.output):
        return False
    branches = {a.name: a for a in node.attribute}
    if set(branches) != {"then_branch", "else_branch"}:
        return False
    for attribute in branches.values():
        if attribute.type != onnx.AttributeProto.GRAPH or attribute.ref_attr_name:
            return False
        graph = attribute.g
        if graph.input or graph.sparse_initializer:
            return False
        if len(graph.output) != len(node.output):
            return False
    return True
