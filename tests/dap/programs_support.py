"""Paths and line numbers of the test programs, found by their text (never hard-coded)."""

from __future__ import annotations

from pathlib import Path

PROGRAMS = Path(__file__).parent / "programs"


def program(name: str) -> str:
    return str(PROGRAMS / name)


def line_of(name: str, text: str, occurrence: int = 1) -> int:
    """The 1-based line of the ``occurrence``-th line of ``name`` that contains ``text``."""
    found = 0
    for number, line in enumerate((PROGRAMS / name).read_text().splitlines(), start=1):
        if text in line:
            found += 1
            if found == occurrence:
                return number
    raise AssertionError(f"{text!r} is not in {name}")
