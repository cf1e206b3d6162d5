"""The ``onnxscribe`` command: a thin layer over the package's functions.

Each subcommand's work lives in its own module; this file only parses arguments and dispatches.
``onnxscribe`` alone prints the help and exits 0, as ``onnxscribe --help`` does: asking for
nothing is not a mistake. An unknown command or option is a usage error (status 2, argparse's).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

from onnxscribe import __version__
from onnxscribe.command_help import epilog

# subcommand -> (module with add_arguments and run, one line of help)
_COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("onnxscribe.cli.check", "check files and folders for errors (no code is run)"),
    "export": ("onnxscribe.cli.export", "write FILE::FUNCTION as an .onnx model"),
    "show": ("onnxscribe.cli.show", "print the ONNX text of FILE::FUNCTION"),
    "lsp": ("onnxscribe.lsp.entry", "run the language server over stdio"),
    "dap": ("onnxscribe.dap.command", "run the debug adapter over stdio"),
    "where": ("onnxscribe.cli.where", "show the source line of a node of a model"),
    "from-onnx": ("onnxscribe.onnx2script.command", "write an .onnx file as script source"),
    "profile": ("onnxscribe.cli.profile", "time each source line of a model in onnxruntime"),
    "compare": ("onnxscribe.cli.compare", "find the first source line where two runs differ"),
}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command; given ``only``, only that command's module is imported
    (the others are listed, without their options): ``onnxscribe lsp`` starts as quickly as
    ``python -m onnxscribe.lsp``, without loading the converter into the server."""
    parser = argparse.ArgumentParser(
        prog="onnxscribe",
        description="Write ONNX in Python.",
        epilog=epilog("onnxscribe"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"onnxscribe {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in _COMMANDS.items():
        command = sub.add_parser(
            name,
            help=help_text,
            description=help_text,
            epilog=epilog(name),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        if only is not None and name != only:
            continue
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            command.set_defaults(_run=_unavailable(name))
            continue
        module.add_arguments(command)
        command.set_defaults(_run=module.run)
    return parser


def _unavailable(name: str) -> Callable[[argparse.Namespace], int]:
    def run(_: argparse.Namespace) -> int:
        print(f"onnxscribe {name}: not available in this installation", file=sys.stderr)
        return 2

    return run


def main(argv: Sequence[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(arguments[0] if arguments[:1] and arguments[0] in _COMMANDS else None)
    args = parser.parse_args(arguments)
    if args.command is None:
        parser.print_help()
        return 0
    return int(args._run(args))


if __name__ == "__main__":
    raise SystemExit(main())
