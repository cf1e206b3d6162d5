"""``onnxscribe where MODEL NODE``: the source line an exported node came from.

NODE is a node's name, the name of one of its outputs, or ``#N`` (the N-th node of the main
graph, from 0). Nodes inside subgraphs and model-local functions are found too.

The source path is read from the model, so it is trusted no more than onnx trusts the location
of external data: the source line is shown only for a relative path without ``..`` that leads
(after symbolic links) to a regular file inside the model's folder, its project (the nearest
folder above it with ``pyproject.toml``, ``.git`` or ``.hg``).
"""

from __future__ import annotations

import argparse
import os
import posixpath
from collections.abc import Iterator

import onnx
import onnx.checker

from onnxscribe.cli.common import USAGE_ERROR, CommandError, fail
from onnxscribe.core.terminal import printable, printable_line
from onnxscribe.frontend.source_text import FileTooLarge, read_regular_file
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
        data = read_regular_file(model_path, onnx.checker.MAXIMUM_PROTOBUF)
    except FileTooLarge as error:
        message = f"{error.strerror}: protobuf reads no model over 2 GB"
        raise CommandError(f"cannot read {model_path}: {message}", USAGE_ERROR) from None
    except OSError as error:
        reason = "no such file" if isinstance(error, FileNotFoundError) else error.strerror
        raise CommandError(f"cannot read {model_path}: {reason or error}", USAGE_ERROR) from None
    try:
        model = onnx.load_model_from_string(data)
    except Exception as error:  # bytes that are not a model
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
    if found is None:
        text += "\n    (source not shown: " + _refusal(path) + ")"
        return printable(text)
    try:
        lines = read_regular_file(found).decode("utf-8", errors="replace").splitlines()
    except OSError:
        lines = []
    text = printable(text)
    if 1 <= line <= len(lines):
        source_line = lines[line - 1]
        before = printable_line(source_line[: max(column - 1, 0)])
        text += f"\n    {printable_line(source_line)}\n    {' ' * len(before)}^"
    return text


def _refusal(path: str) -> str:
    if not _is_plain_relative(path):
        return "the model names a path outside its folder"
    return "no such file inside the model's folder or its project"


def _is_plain_relative(path: str) -> bool:
    """A relative path without ``..``, in POSIX or Windows spelling."""
    parts = path.replace("\\", "/").split("/")
    return bool(path) and not (
        os.path.isabs(path)
        or posixpath.isabs(path.replace("\\", "/"))
        or os.path.splitdrive(path)[0]
        or ".." in parts
        or "\0" in path
    )


def _project_root(folder: str) -> str | None:
    for candidate in [folder, *_parents(folder)]:
        if any(
            os.path.exists(os.path.join(candidate, marker))
            for marker in ("pyproject.toml", ".git", ".hg")
        ):
            return candidate
    return None


def _parents(folder: str) -> Iterator[str]:
    while (parent := os.path.dirname(folder)) != folder:
        yield parent
        folder = parent


def _inside(path: str, base: str) -> bool:
    return os.path.commonpath([path, base]) == base


def source_bases(model_path: str) -> list[str]:
    """The folders a model's source paths may lead into (real paths): the model's folder and
    its project."""
    model_folder = os.path.realpath(os.path.dirname(os.path.abspath(model_path)))
    bases = [model_folder]
    project = _project_root(model_folder)
    if project is not None:
        bases.append(project)
    return bases


def source_file(path: str, model_path: str) -> str | None:
    """The file a node's recorded source path names, if it is one ``where`` may read."""
    if not _is_plain_relative(path):
        return None
    for base in source_bases(model_path):
        candidate = os.path.realpath(os.path.join(base, path))
        if _inside(candidate, base) and os.path.isfile(candidate):
            return candidate
    return None


def run(args: argparse.Namespace) -> int:
    try:
        print(describe(args.model, args.node))
    except CommandError as error:
        return fail(error)
    return 0
