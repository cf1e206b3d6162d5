"""What each command's ``--help`` says after its options: its exit statuses and its documentation.

The documentation named here is the copy installed with the package (``onnxscribe/docs``), so
the path printed is one the reader can open, whatever way onnxscribe was installed. Outside the
layers (like ``entry_path``): both ``onnxscribe`` (cli) and ``python -m onnxscribe.lsp`` use it.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

DOCS = Path(__file__).parent / "docs"
"""The user documentation installed with the package (the source tree's docs/, linked)."""

USAGE = "2: a usage error (bad arguments, a missing or unreadable file)"

EXIT_STATUSES: dict[str, tuple[str, ...]] = {
    "onnxscribe": (
        "0: the command succeeded, or no command was given (the help is printed)",
        "otherwise the command's own status (see onnxscribe COMMAND --help)",
        "2: an unknown command or option",
    ),
    "check": (
        "0: no errors found (warnings allowed)",
        "1: errors found",
        USAGE + ", or a [tool.onnxscribe] table it does not understand",
        "5: the files hold no script function (0 with --allow-empty)",
    ),
    "export": (
        "0: the model was written",
        "1: the function has errors, or the model could not be built, checked or written",
        USAGE + ", or no script function of that name",
    ),
    "show": (
        "0: the ONNX text was printed",
        "1: the function has errors, or the model could not be built",
        USAGE + ", or no script function of that name",
    ),
    "where": (
        "0: the node's source line was printed",
        "1: no such node, or the node carries no source location",
        USAGE + ", or a node index out of range",
    ),
    "from-onnx": (
        "0: the script was written (and, with --check, computes the model's outputs)",
        "1: the file could not be converted, or the round trip of --check failed",
        USAGE + ", large tensors and no -o FILE.py to save them beside, or --check given a "
        "file that holds no model",
    ),
    "profile": (
        "0: the profile was printed (and written, with --chrome-trace or --speedscope)",
        "1: the function has errors, or onnxruntime could not run the model, or a trace file "
        "could not be written",
        USAGE + ", or no script function of that name",
    ),
    "compare": (
        "0: the two runs agree within the tolerances",
        "1: they differ (the first differing source line is printed), or a run failed",
        USAGE + ", or no script function or reference function of that name",
    ),
    "lsp": (
        "0: the editor sent `shutdown` then `exit`, or closed the stream, or the editor process "
        "is gone",
        "1: the editor sent `exit` without `shutdown` first (as the protocol specifies)",
        USAGE,
    ),
    "dap": (
        "0: the client disconnected or closed the stream",
        USAGE,
    ),
}

DOCUMENTS: dict[str, str] = {
    "onnxscribe": "guide.md",
    "check": "check.md",
    "export": "guide.md",
    "show": "guide.md",
    "where": "debugging.md",
    "from-onnx": "from-onnx.md",
    "profile": "profiling.md",
    "compare": "profiling.md",
    "lsp": "editors.md",
    "dap": "debugging.md",
}


def document(name: str) -> Path:
    """The installed copy of ``docs/<name>``."""
    return DOCS / name


def epilog(command: str) -> str:
    """The text after a command's options: exit statuses, then where its documentation is."""
    lines = ["exit status:"]
    for status in EXIT_STATUSES[command]:
        lines += textwrap.wrap(status, 78, initial_indent="  ", subsequent_indent="     ")
    lines += ["", f"documentation: {document(DOCUMENTS[command])}"]
    if command in ("onnxscribe", "check"):
        lines.append(f"diagnostic codes: {document('diagnostics.md')}")
    return "\n".join(lines)
