"""``onnxscribe where MODEL NODE``: the source line an exported node came from.

NODE is a node's name, the name of one of its outputs, or ``#N`` (the N-th node of the main
graph, from 0). Nodes inside subgraphs and model-local functions are found too.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator

import onnx

from onnxscribe.cli.common import USAGE_ERROR, CommandError, fail
from onnxscribe.graph_ir.source_props import node_source


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", help="an .onnx file written by onnxscribe")
    parser.add_argument("node", help="a node name, one of its output names, or #N")


def all_nodes(model: onnx.ModelProto) -> Iterator[tuple[str, onnx.NodeProto]]:
    """(where, node) for every node: the main graph, subgraphs, and local functions."""

    def walk(nodes: list[onnx.NodeProto], where: str) -> Iterator[tuple[str, onnx.NodeProto]]:
        for node in nodes:
            yield where, node
            for attribute in node.attribute:
                graphs = [attribute.g] if attribute.HasField("g") else list(attribute.graphs)
                for graph in graphs:
                    yield from walk(list(graph.node), f"{where} > {node.op_type}.{attribute.name}")

    yield from walk(list(model.graph.node), model.graph.name or "graph")
    for function in model.functions:
        yield from walk(list(function.node), f"function {function.name}")


def find_node(model: onnx.ModelProto, wanted: str) -> tuple[str, onnx.NodeProto]:
    if wanted.startswith("#") and wanted[1:].isdigit():
        index = int(wanted[1:])
        if index >= len(model.graph.node):
            raise CommandError(
                f"the main graph has {len(model.graph.node)} nodes; #{index} does not exist",
                USAGE_ERROR,
            )
        return model.graph.name or "graph", model.graph.node[index]
    for where, node in all_nodes(model):
        if node.name == wanted or wanted in node.output:
            return where, node
    raise CommandError(f"no node named {wanted!r} and no node with an output {wanted!r}", 1)


def describe(model_path: str, wanted: str) -> str:
    """``path:line:col: Op (outputs) in where``, then the source line and a caret if found."""
    try:
        model = onnx.load(model_path, load_external_data=False)
    except Exception as error:  # a missing file, or bytes that are not a model
        raise CommandError(f"cannot read {model_path}: {error}", USAGE_ERROR) from None
    where, node = find_node(model, wanted)
    source = node_source(node)
    label = f"{node.domain + '::' if node.domain else ''}{node.op_type}"
    outputs = ", ".join(node.output)
    if source is None:
        raise CommandError(
            f"{label} ({outputs}) in {where} carries no source location (the model was not "
            "exported by onnxscribe, or its metadata was stripped)",
            1,
        )
    path, line, column = source
    text = f"{path}:{line}:{column}: {label} -> {outputs} (in {where})"
    found = source_file(path, model_path)
    if found is not None:
        with open(found, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
        if 1 <= line <= len(lines):
            text += f"\n    {lines[line - 1]}\n    {' ' * (column - 1)}^"
    return text


def source_file(path: str, model_path: str) -> str | None:
    for base in (os.getcwd(), os.path.dirname(os.path.abspath(model_path))):
        candidate = os.path.join(base, path)
        if os.path.isfile(candidate):
            return candidate
    return None


def run(args: argparse.Namespace) -> int:
    try:
        print(describe(args.model, args.node))
    except CommandError as error:
        return fail(error)
    return 0
