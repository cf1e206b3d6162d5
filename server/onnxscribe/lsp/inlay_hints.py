"""Inlay hints: the inferred type and shape after each name assigned in a script function.

The worker computes the hints with the rest of a document's data (``collect``); the server only
picks those of the requested lines.
"""

from __future__ import annotations

from onnxscribe.lsp.data import DocumentData, Hint


def inlay_hints(
    data: DocumentData, first_line: int = 1, last_line: int | None = None
) -> list[Hint]:
    """The hints within lines ``first_line..last_line`` (1-based), in document order."""
    return data.hints_between(first_line, last_line)
