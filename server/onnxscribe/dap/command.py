"""``onnxscribe dap``: run the debug adapter over stdio."""

from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "run the debug adapter: it speaks the Debug Adapter Protocol on stdin and stdout"
    )


def run(args: argparse.Namespace) -> int:
    # The adapter loads the converter and the evaluators: only `onnxscribe dap` pays for them.
    from onnxscribe.dap.server import main

    return main()
