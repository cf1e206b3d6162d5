"""Diagnostics: what onnxscribe reports about user code (``ScriptError`` carries them)."""

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

class Severity(enum.IntEnum):
    ERROR = 1
    WARNING = 2
    INFORMATION = 3
    HINT = 4
    @property
    def label(self) -> str: ...

@dataclass(frozen=True)
class Span:
    path: str | None
    line: int
    column: int
    end_line: int
    end_column: int
    def location(self) -> str: ...
    def __lt__(self, other: Span) -> bool: ...
    def __le__(self, other: Span) -> bool: ...
    def __gt__(self, other: Span) -> bool: ...
    def __ge__(self, other: Span) -> bool: ...

@dataclass(frozen=True)
class Diagnostic:
    code: str
    severity: Severity
    message: str
    span: Span
    hint: str | None = None
    fixes: tuple[Any, ...] = ()
    related: tuple[Any, ...] = ()
    @property
    def is_error(self) -> bool: ...
    def format(self, source_lines: Sequence[str] | None = None) -> str: ...

class ScriptError(Exception):
    """Raised by ``@script()`` for bad user code; carries every diagnostic of the function."""

    diagnostics: list[Diagnostic]
    def __init__(self, diagnostics: Sequence[Diagnostic], source: str | None = None) -> None: ...

def __getattr__(name: str) -> Any: ...
