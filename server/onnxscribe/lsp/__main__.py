"""``python -m onnxscribe.lsp``: the language server over stdio."""

from __future__ import annotations

from onnxscribe.entry_path import drop_working_directory

drop_working_directory()  # before anything else is imported (see onnxscribe.entry_path)

import sys  # noqa: E402

from onnxscribe.command_help import epilog  # noqa: E402
from onnxscribe.lsp import entry as command  # noqa: E402


def main() -> int:
    plain = command.plain_arguments(sys.argv[1:])
    if plain is not None:  # (what editors pass: no argparse to load)
        return command.serve(*plain)
    import argparse  # (any other command line: loaded for it only, see entry.plain_arguments)

    parser = argparse.ArgumentParser(
        prog="python -m onnxscribe.lsp",
        description="The onnxscribe language server (stdio).",
        epilog=epilog("lsp"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    command.add_arguments(parser)
    return command.run(parser.parse_args())


if __name__ == "__main__":
    raise SystemExit(main())
