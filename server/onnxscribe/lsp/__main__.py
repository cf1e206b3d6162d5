"""``python -m onnxscribe.lsp``: the language server over stdio."""

from __future__ import annotations

import argparse

from onnxscribe.lsp import entry as command


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="python -m onnxscribe.lsp", description="The onnxscribe language server (stdio)."
    )
    command.add_arguments(parser)
    return command.run(parser.parse_args())


if __name__ == "__main__":
    raise SystemExit(main())
