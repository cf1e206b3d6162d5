"""``onnxscribe show FILE::FUNCTION``: print a script function's ONNX in the text form."""

from __future__ import annotations

import argparse

import onnx.printer

from onnxscribe.cli.common import (
    CommandError,
    add_target_arguments,
    build_model,
    fail,
    load_target,
)
from onnxscribe.core.terminal import printable
from onnxscribe.graph_ir.emit import function_proto


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_target_arguments(parser)
    parser.add_argument(
        "--function", action="store_true", help="print the FunctionProto instead of a model"
    )


def onnx_text(
    target_text: str,
    as_function: bool = False,
    opset_version: int | None = None,
    ir_version: int | None = None,
) -> str:
    """The ONNX text of FILE::FUNCTION (a model, or the function alone)."""
    target = load_target(target_text)
    assert target.function.function is not None
    if as_function:
        return onnx.printer.to_text(function_proto(target.function.function))
    namespace = argparse.Namespace(opset_version=opset_version, ir_version=ir_version)
    return onnx.printer.to_text(build_model(target, namespace))


def run(args: argparse.Namespace) -> int:
    try:
        text = onnx_text(args.target, args.function, args.opset_version, args.ir_version)
    except CommandError as error:
        return fail(error)
    print(printable(text))
    return 0
