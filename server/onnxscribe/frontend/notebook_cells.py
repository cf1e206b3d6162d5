"""The source of code typed into IPython or a Jupyter notebook, from IPython's own records.

IPython compiles each cell under a file name of its own (``/tmp/ipykernel_.../123.py`` in a
kernel, ``<ipython-input-...>`` in a terminal) and keeps the code it compiled in its input
history. ``cell_text`` goes from the name to that code, so ``@script()`` finds a function
defined in a cell without a file on disk and without ``linecache``.
"""

from __future__ import annotations

import sys
from typing import Any

from onnxscribe.core.patterns import LazyPattern

_CELL_NUMBER = LazyPattern(r"In\s*\[(\d+)\]")


def cell_text(filename: str) -> str | None:
    """The code IPython compiled as ``filename``, or None when it is not a cell of the
    running IPython (or there is no IPython)."""
    shell = _shell()
    if shell is None:
        return None
    number = _cell_number(shell, filename)
    if number is None:
        return None
    history = getattr(getattr(shell, "history_manager", None), "input_hist_parsed", None)
    if history is None or not 0 < number < len(history):
        return None
    text = history[number]
    return text if isinstance(text, str) else None


def _shell() -> Any:
    module = sys.modules.get("IPython")
    if module is None:
        return None
    try:
        return module.get_ipython()
    except Exception:
        return None


def _cell_number(shell: Any, filename: str) -> int | None:
    compiler = getattr(shell, "compile", None)
    describe = getattr(compiler, "format_code_name", None)
    if describe is None:
        return None
    try:
        described = describe(filename)
    except Exception:
        return None
    if not described:
        return None
    found = _CELL_NUMBER.search(str(described[1]))
    return int(found.group(1)) if found else None
