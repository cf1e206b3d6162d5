"""Shared by ``onnxscribe export`` and ``onnxscribe show``: find FILE::FUNCTION and build protos.

Both analyze the file statically (nothing in it is imported or run) and refuse to write a model
for a function that has errors, printing them like a compiler.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass

import onnx

from onnxscribe.cli import options
from onnxscribe.core.diagnostics import has_errors
from onnxscribe.core.terminal import printable
from onnxscribe.frontend.source_text import SourceDecodeError, read_source
from onnxscribe.graph_ir.emit import EmitError, model_proto
from onnxscribe.pipeline import Analysis, FunctionAnalysis, analyze

USAGE_ERROR = 2
"""Exit status for a bad command line: a malformed target, a missing file or function."""


class CommandError(Exception):
    """A user-facing failure: printed without a traceback; exit status 1 (errors in the code) or
    ``USAGE_ERROR``."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class Target:
    analysis: Analysis
    function: FunctionAnalysis


def add_target_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "target", metavar="FILE::FUNCTION", help="a script function, e.g. model.py::gelu"
    )
    add_version_arguments(parser)


def add_version_arguments(parser: argparse.ArgumentParser) -> None:
    """``--opset-version`` and ``--ir-version`` of a model built from a script function."""
    parser.add_argument(
        "--opset-version",
        type=options.opset_version,
        default=None,
        help="ai.onnx version of the model",
    )
    parser.add_argument(
        "--ir-version", type=options.ir_version, default=None, help="IR version of the model"
    )


def load_target(text: str) -> Target:
    path, separator, name = text.rpartition("::")
    if not separator or not path or not name:
        raise CommandError(f"expected FILE::FUNCTION, got {text!r}", USAGE_ERROR)
    try:
        source = read_source(path).text
    except FileNotFoundError:
        raise CommandError(f"{path}: no such file", USAGE_ERROR) from None
    except OSError as error:
        message = f"{path}: cannot read it ({error.strerror or error})"
        raise CommandError(message, USAGE_ERROR) from None
    except SourceDecodeError as error:
        raise CommandError(error.diagnostic.format(error.text.splitlines())) from None
    analysis = analyze(source, path)
    lines = source.splitlines()
    if has_errors(analysis.module_diagnostics):
        raise CommandError("\n".join(d.format(lines) for d in analysis.module_diagnostics))
    found = next((f for f in analysis.functions if f.name == name), None)
    if found is None:
        names = ", ".join(f.name for f in analysis.functions) or "none"
        raise CommandError(
            f"{path}: no script function named {name!r} (script functions: {names})", USAGE_ERROR
        )
    blocking = [d for d in found.diagnostics if d.is_error or d.code == "OXS204"]
    if blocking or found.function is None:
        body = "\n".join(d.format(lines) for d in found.diagnostics)
        raise CommandError(f"{path}::{name} has errors:\n{body}")
    for callee in found.function.transitive_calls():
        owner = next((f for f in analysis.functions if f.function is callee), None)
        if owner is not None and has_errors(owner.diagnostics):
            raise CommandError(f"{path}::{name} calls {callee.name}, which has errors")
    return Target(analysis, found)


def build_model(target: Target, args: argparse.Namespace) -> onnx.ModelProto:
    assert target.function.function is not None
    try:
        return model_proto(
            target.function.function,
            opset_version=args.opset_version,
            ir_version=args.ir_version,
        )
    except EmitError as error:
        raise CommandError(str(error)) from None


def fail(error: CommandError) -> int:
    print(f"onnxscribe: {printable(str(error))}", file=sys.stderr)
    return error.status
