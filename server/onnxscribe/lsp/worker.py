"""The analysis worker: a separate process that analyzes documents for the server.

Analysis can take long on big files; running it there keeps the server's message loop free, and
a crash or hang there only costs a restart of that process. This module holds what crosses the
pipe between the two processes: the requests, the replies and the testing hooks. ``spawn``
starts the process; what runs inside it (and loads the converter) is ``analysis_process``.

Testing hooks (read from the environment, honoured only by the analysis process, never set by
users):

* ``ONNXSCRIBE_LSP_TEST_DELAY``: seconds to sleep before each analysis (makes analyses slow).
* ``ONNXSCRIBE_LSP_TEST_FAULTS=1``: a line ``# onnxscribe-test: crash`` (exit at once),
  ``raise`` (raise an internal error), ``hang`` (never answer) or ``print`` (write to standard
  output) in an analyzed document triggers that fault (in an analysis or a command).

The messages are only sent and read, never compared (``eq=False``: no ``__eq__`` is generated
while the processes start).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from onnxscribe.core.resources import DEFAULT_MAX_FILE_MB, DEFAULT_MEMORY_MB

if TYPE_CHECKING:
    from onnxscribe.core.project_settings import ProjectSettings

TEST_DELAY = "ONNXSCRIBE_LSP_TEST_DELAY"
TEST_FAULTS = "ONNXSCRIBE_LSP_TEST_FAULTS"
FAULT_MARKER = "# onnxscribe-test: "


@dataclass(eq=False)
class AnalyzeRequest:
    """Analyze a document's text (answered with ``DocumentData``)."""

    uri: str
    path: str | None
    text: str
    default_opset: int | None = None
    settings: ProjectSettings | None = None
    """The editor's settings that analysis takes (added to the project's pyproject.toml)."""
    max_file_mb: float = DEFAULT_MAX_FILE_MB
    memory_mb: int | None = DEFAULT_MEMORY_MB
    """The memory limit of the process while it serves the request (None: none)."""
    primer: bool = False
    """Sent before the server has loaded (``early``): the reply is not the scheduler's, so the next
    one must not refer to it."""


@dataclass(eq=False)
class CloseRequest:
    """The document is closed: forget what the worker keeps about it."""

    uri: str


@dataclass(eq=False)
class Closed:
    """What the worker's memory looks like once a document is forgotten."""

    documents: int = 0
    """Documents still open in the worker."""
    rss: int | None = None
    """Resident memory now and right after the warm-up, in bytes (None where unknown)."""
    baseline: int | None = None


@dataclass(eq=False)
class CommandRequest:
    """Run a command on a script function of a document."""

    uri: str
    name: str
    path: str | None
    text: str
    arguments: dict[str, Any] = field(default_factory=dict)
    default_opset: int | None = None
    settings: ProjectSettings | None = None
    max_file_mb: float = DEFAULT_MAX_FILE_MB
    memory_mb: int | None = DEFAULT_MEMORY_MB


@dataclass(eq=False)
class Ready:
    """Sent once, when the worker has loaded everything and takes requests."""

    rss: int | None = None
    """Its resident memory then, in bytes (None where unknown): what analyses are measured
    against."""


@dataclass(eq=False)
class Failure:
    """An internal error inside the worker (a bug); the traceback goes to the server's log."""

    summary: str
    details: str


class CommandError(Exception):
    """A command could not do what was asked, for a reason the user can act on.

    ``diagnostics``: the errors behind it, as plain data (see ``commands.diagnostic_data``).
    """

    def __init__(self, message: str, diagnostics: list[dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.diagnostics = diagnostics or []

    def __reduce__(self) -> tuple[Any, ...]:
        return (CommandError, (str(self), self.diagnostics))
