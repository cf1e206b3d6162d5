"""The single-node test cases that ship with onnx's backend tests, read once per test run.

Both the eager conformance suite and the checker's no-false-errors test walk them.
"""

from __future__ import annotations

import functools
import warnings
from dataclasses import dataclass
from typing import Any

import onnx
from onnxscribe.core import schemas


@dataclass(frozen=True)
class NodeCase:
    name: str
    node: onnx.NodeProto
    opset_version: int
    """The version of the node's domain in the case's model."""
    graph: onnx.GraphProto
    data_sets: tuple[tuple[list[Any], list[Any]], ...]
    rtol: float
    atol: float

    @property
    def input_names(self) -> tuple[str, ...]:
        return tuple(i.name for i in self.graph.input)

    @property
    def output_names(self) -> tuple[str, ...]:
        return tuple(o.name for o in self.graph.output)


@functools.cache
def single_node_cases() -> tuple[NodeCase, ...]:
    """Every backend node case whose model has exactly one node, sorted by name."""
    from onnx.backend.test.case.node import collect_testcases

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        collected = collect_testcases("")
    cases = []
    for case in collected:
        graph = case.model.graph
        if len(graph.node) != 1:
            continue
        node = graph.node[0]
        versions = {entry.domain: entry.version for entry in case.model.opset_import}
        domain = schemas.normalize_domain(node.domain)
        version = versions.get(node.domain, versions.get(domain, versions.get("ai.onnx", 1)))
        cases.append(
            NodeCase(
                name=case.name,
                node=node,
                opset_version=version,
                graph=graph,
                data_sets=tuple((list(i), list(o)) for i, o in case.data_sets or ()),
                rtol=case.rtol,
                atol=case.atol,
            )
        )
    return tuple(sorted(cases, key=lambda c: c.name))
