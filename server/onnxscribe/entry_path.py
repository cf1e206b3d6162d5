"""Keeping the current folder off the front of ``sys.path`` for the entry points.

``python -m onnxscribe ...`` puts the current folder first on ``sys.path`` before the package
loads, so a workspace holding an ``onnx.py`` or ``numpy.py`` would have that file imported (and
run) in place of the installed package. The commands read workspace files; they never import them.
"""

from __future__ import annotations

import os
import sys


def drop_working_directory(path: list[str] | None = None) -> None:
    """Remove the current folder (``''``, ``'.'`` or its path) from the front of ``path``
    (``sys.path`` by default)."""
    entries = sys.path if path is None else path
    try:
        here = os.path.realpath(os.getcwd())
    except OSError:
        here = None
    while entries and (
        entries[0] in ("", ".") or (here is not None and os.path.realpath(entries[0]) == here)
    ):
        del entries[0]
