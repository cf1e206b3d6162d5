"""``onnxscribe export FILE::FUNCTION [-o model.onnx]``: write a script function as a model.

Without ``-o`` the model goes to ``FUNCTION.onnx`` in the current folder.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import onnx

from onnxscribe.cli.common import (
    CommandError,
    Target,
    add_target_arguments,
    build_model,
    fail,
    load_target,
)
from onnxscribe.graph_ir.emit import EmitError
from onnxscribe.graph_ir.external_data import save_model, write_proto


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_target_arguments(parser)
    parser.add_argument(
        "-o",
        "--output",
        help="the .onnx file to write (default: FUNCTION.onnx in the current folder)",
    )
    parser.add_argument(
        "--check", action="store_true", help="also run onnx.checker.check_model(full_check=True)"
    )
    parser.add_argument(
        "--external-data",
        nargs="?",
        const=True,
        default=False,
        metavar="LOCATION",
        help="write the weights to a file beside the model (LOCATION, relative to the model's "
        "folder; default: the model's file name with .data added), streamed from their arrays: "
        "for models of any size",
    )


def run(args: argparse.Namespace) -> int:
    try:
        target = load_target(args.target)
        output = args.output or f"{target.function.name}.onnx"
        if args.external_data:
            _save_with_external_data(target, args, output)
        else:
            model = build_model(target, args)
            if args.check:
                _check(model)
            try:
                write_proto(model, Path(output))
            except EmitError as error:
                raise CommandError(str(error)) from None
            except OSError as error:
                raise CommandError(f"cannot write {output}: {error}") from None
    except CommandError as error:
        return fail(error)
    print(f"wrote {output}")
    return 0


def _save_with_external_data(target: Target, args: argparse.Namespace, output: str) -> None:
    function = target.function.function
    assert function is not None
    try:
        save_model(
            function,
            output,
            args.external_data,
            opset_version=args.opset_version,
            ir_version=args.ir_version,
        )
    except EmitError as error:
        raise CommandError(str(error)) from None
    except OSError as error:
        raise CommandError(f"cannot write {output}: {error}") from None
    if args.check:
        _check(output)


def _check(model: onnx.ModelProto | str) -> None:
    try:
        onnx.checker.check_model(model, full_check=True)
    except Exception as error:
        raise CommandError(f"the model does not pass the onnx checker: {error}") from None
