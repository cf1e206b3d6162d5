"""``onnxscribe export FILE::FUNCTION [-o model.onnx]``: write a script function as a model.

Without ``-o`` the model goes to ``FUNCTION.onnx`` in the current folder.
"""

from __future__ import annotations

import argparse

import onnx

from onnxscribe.cli.common import (
    CommandError,
    add_target_arguments,
    build_model,
    fail,
    load_target,
)


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


def run(args: argparse.Namespace) -> int:
    try:
        target = load_target(args.target)
        model = build_model(target, args)
        output = args.output or f"{target.function.name}.onnx"
        if args.check:
            try:
                onnx.checker.check_model(model, full_check=True)
            except Exception as error:
                raise CommandError(f"the model does not pass the onnx checker: {error}") from None
        try:
            onnx.save(model, output)
        except OSError as error:
            raise CommandError(f"cannot write {output}: {error}") from None
    except CommandError as error:
        return fail(error)
    print(f"wrote {output}")
    return 0
