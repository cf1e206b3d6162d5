"""``analyze(source, path)``: every diagnostic and symbol of a file, without running it."""

from dataclasses import dataclass, field
from typing import Any

from onnxscribe.diagnostics import Diagnostic

@dataclass
class Analysis:
    path: str | None
    source: str
    functions: list[Any] = field(default_factory=list)
    module_diagnostics: list[Diagnostic] = field(default_factory=list)
    @property
    def diagnostics(self) -> list[Diagnostic]: ...
    def function_at(self, line: int, column: int) -> Any: ...
    def symbols(self) -> list[Any]: ...
    def symbol_at(self, line: int, column: int) -> Any: ...

def analyze(source: str, path: str | None = None) -> Analysis: ...
def __getattr__(name: str) -> Any: ...
