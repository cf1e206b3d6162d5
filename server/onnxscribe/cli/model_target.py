"""Shared by ``onnxscribe profile`` and ``onnxscribe compare``: the model behind FILE::FUNCTION
or an ``.onnx`` file, whose nodes carry their source lines, and the inputs to run it on.

An ``.onnx`` file whose nodes carry no source lines is written as script source first (as
``onnxscribe from-onnx`` does) and the model is built from that script, so its lines are the
script's.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from dataclasses import dataclass, field

import numpy as np
import onnx

from onnxscribe.cli.common import (
    USAGE_ERROR,
    CommandError,
    Target,
    add_version_arguments,
    build_model,
    load_target,
)
from onnxscribe.cli.where import all_nodes, source_file
from onnxscribe.eager import providers
from onnxscribe.eager.intermediates import source_names
from onnxscribe.eager.model_inputs import InputError, generated_inputs, npz_inputs, parse_dims
from onnxscribe.eager.user_functions import UserCodeError, import_file
from onnxscribe.graph_ir.emit import EmitError, model_proto
from onnxscribe.graph_ir.source_props import node_source


@dataclass
class ModelTarget:
    model: onnx.ModelProto
    python_names: dict[str, str]
    """ONNX value name -> the Python name that holds it in the source, where one does."""
    script: str | None = None
    """The script written from an .onnx file without source lines, else None."""
    paths: dict[str, str] = field(default_factory=dict)
    """A path as the model records it -> the file it is, where that differs."""

    def source_path(self, path: str) -> str | None:
        """The absolute path of the file a path recorded in the model names, if it exists."""
        found = self.paths.get(path) or source_file(path, path)
        return None if found is None else os.path.abspath(found)

    def source_line(self, path: str, line: int) -> str | None:
        found = self.source_path(path)
        if found is None:
            return None
        with open(found, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
        return lines[line - 1].strip() if 1 <= line <= len(lines) else None


def add_model_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "target",
        metavar="FILE::FUNCTION|MODEL.onnx",
        help="a script function (model.py::gelu) or an .onnx file",
    )
    parser.add_argument(
        "--inputs", metavar="FILE.npz", help="the inputs, one array per model input name"
    )
    parser.add_argument(
        "--shape",
        action="append",
        default=[],
        metavar="N=64,...",
        help="sizes of named dimensions for generated random inputs (when --inputs is not given)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the generated inputs")
    add_version_arguments(parser)
    parser.add_argument(
        "--script",
        metavar="FILE.py",
        help="for an .onnx file without source lines: where to write its script "
        "(default: a temporary folder)",
    )


def load_model_target(args: argparse.Namespace) -> ModelTarget:
    text: str = args.target
    if text.endswith(".onnx") and "::" not in text:
        return _from_onnx_file(text, args)
    target = load_target(text)
    return ModelTarget(build_model(target, args), _source_names(target))


def _source_names(target: Target) -> dict[str, str]:
    assert target.function.function is not None
    return source_names(target.function.function)


def exported_python_names(names: dict[str, str]) -> dict[str, str]:
    """``names`` (value -> its name) with onnxscribe's names of reassigned values undone: an
    export names the n-th value a name takes ``name_n``, so ``var_1`` is ``var`` where the
    graph has a ``var`` too."""
    present = set(names.values())
    python: dict[str, str] = {}
    for value, name in names.items():
        base, _, number = name.rpartition("_")
        python[value] = base if number.isdigit() and base in present else name
    return python


def _from_onnx_file(path: str, args: argparse.Namespace) -> ModelTarget:
    try:
        model = onnx.load(path)
    except FileNotFoundError:
        raise CommandError(f"{path}: no such file", USAGE_ERROR) from None
    except Exception as error:  # bytes that are not a model
        raise CommandError(f"cannot read {path}: {error}", USAGE_ERROR) from None
    if any(node_source(node) is not None for _, node in all_nodes(model)):
        values = {o: o for node in model.graph.node for o in node.output if o}
        values.update((i.name, i.name) for i in model.graph.input)
        return ModelTarget(model, exported_python_names(values))
    # through the package's public API: onnx2script is a sibling tool of cli, not below it
    from onnxscribe import from_onnx

    stem = os.path.splitext(os.path.basename(path))[0]
    try:
        source = from_onnx(model, data_file=f"{stem}.npz")
    except ValueError as error:  # FromOnnxError: a construct the dialect cannot write
        raise CommandError(f"{path}: cannot write it as script source: {error}") from None
    script = args.script or os.path.join(tempfile.mkdtemp(prefix="onnxscribe-"), f"{stem}.py")
    source.write(script)
    if source.data:
        rebuilt, names = _imported_script_model(script, source.function_name, args)
    else:
        target = load_target(f"{script}::{source.function_name}")
        rebuilt, names = build_model(target, args), _source_names(target)
    sources = [node_source(node) for _, node in all_nodes(rebuilt)]
    recorded = {source[0] for source in sources if source is not None}
    # the script's names are the model's; a value the model had as name_n is name's n-th
    python_names = exported_python_names(names)
    return ModelTarget(rebuilt, python_names, script, {p: script for p in recorded})


def _imported_script_model(
    script: str, function_name: str, args: argparse.Namespace
) -> tuple[onnx.ModelProto, dict[str, str]]:
    """The model of a script that from-onnx just wrote with its weights in an .npz beside it,
    and its value names. Only the running script holds the weights (the analysis of its text
    cannot load them), so it is imported: it is this command's own output, in which every name
    and string of the model is a literal or a checked identifier (onnx2script/literals.py,
    naming.py)."""
    try:
        function = getattr(import_file(script), function_name).function_ir
    except UserCodeError as error:
        raise CommandError(f"the script written from the model cannot run: {error}") from None
    try:
        model = model_proto(function, opset_version=args.opset_version, ir_version=args.ir_version)
    except EmitError as error:
        raise CommandError(str(error)) from None
    return model, source_names(function)


def installed_providers(names: list[str]) -> list[str]:
    """``names`` when onnxruntime has each of them (it would otherwise fall back to the CPU)."""
    try:
        return providers.installed_providers(names)
    except providers.ProviderError as error:
        raise CommandError(str(error), USAGE_ERROR) from None


def model_inputs(target: ModelTarget, args: argparse.Namespace) -> dict[str, np.ndarray]:
    try:
        if args.inputs:
            return npz_inputs(args.inputs, target.model.graph)
        return generated_inputs(target.model.graph, parse_dims(args.shape), args.seed)
    except InputError as error:
        raise CommandError(str(error), USAGE_ERROR) from None
