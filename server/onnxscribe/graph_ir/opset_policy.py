"""One ai.onnx version for a model whose functions were written against different versions.

A model imports one version of each domain, and the functions it holds must import the same
one. Moving a function to another version is safe exactly when every ai.onnx operator it uses
has the same schema at both versions; ``changed_ops`` names the ones that do not.
"""

from __future__ import annotations

import weakref

from onnxscribe.core import schemas
from onnxscribe.graph_ir.nodes import Function, Node

AI_ONNX = ("", "ai.onnx")


def onnx_version(function: Function, nodes: list[Node] | None = None) -> int | None:
    """The ai.onnx version the function's own nodes are written against (None if it has none);
    ``nodes``: ``function.graph.walk()`` when the caller has it."""
    found = _VERSIONS.get(function, _UNKNOWN)
    if found is _UNKNOWN:
        highest = 0
        for node in function.graph.walk() if nodes is None else nodes:
            version = node.version
            if version and version > highest and _is_onnx_op(node):
                highest = version
        found = highest or function.opset_imports.get("")
        _VERSIONS[function] = found
    return found if isinstance(found, int) else None


_UNKNOWN = object()
_VERSIONS: weakref.WeakKeyDictionary[Function, object] = weakref.WeakKeyDictionary()


def changed_ops(function: Function, version: int, other: int) -> list[str]:
    """The ai.onnx operators of ``function`` whose schema differs between the two versions."""
    changed: set[str] = set()
    for node in function.graph.walk():
        if not _is_onnx_op(node) or node.op_type in changed:
            continue
        here = schemas.lookup(node.op_type, version, "")
        there = schemas.lookup(node.op_type, other, "")
        if here is None or there is None or here.since_version != there.since_version:
            changed.add(node.op_type)
    return sorted(changed)


def describe_change(names: list[str], version: int, other: int) -> str:
    shown = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
    low, high = sorted((version, other))
    return f"{shown} {'differs' if len(names) == 1 else 'differ'} between versions {low} and {high}"


def _is_onnx_op(node: Node) -> bool:
    return node.callee is None and node.domain in AI_ONNX
