"""Limits on the resources of analyses (the analysis processes of the CLI and of the language
server), and the diagnostic of an analysis stopped at one. Memory limits work on Linux and other
systems with ``RLIMIT_AS``; elsewhere they are a no-op."""

from __future__ import annotations

import ast
import contextlib
import os
import sys
from collections.abc import Iterator

if sys.platform != "win32":
    import resource

from onnxscribe.core.diagnostics import Diagnostic, Severity, Span

DEFAULT_MEMORY_MB = 2048
"""Memory an analysis may use on top of what its process holds when the limit is set."""
DEFAULT_MAX_FILE_MB = 2
"""Files larger than this are not analyzed (the largest real script files are a few hundred KB)."""


def budget_exceeded(code: str, path: str | None, detail: str) -> Diagnostic:
    """OXS702 (time) or OXS703 (memory): the analysis of the file was stopped."""
    what = "time" if code == "OXS702" else "memory"
    return Diagnostic(
        code,
        Severity.ERROR,
        f"the analysis of this file was stopped: {detail}; the file was not checked",
        Span(path, 1, 1, 1, 2),
        hint=f"raise the {what} budget or split the file",
    )


def address_space() -> int | None:
    """The process's current virtual size in bytes, None where it cannot be read."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


def limit_memory(megabytes: int | None) -> bool:
    """Let this process grow by at most ``megabytes`` (None: no limit); an allocation beyond it
    raises ``MemoryError``. True when the limit is in force."""
    if megabytes is None or sys.platform == "win32":
        return False
    current = address_space()
    if current is None:
        return False
    wanted = current + megabytes * 2**20
    with contextlib.suppress(ValueError, OSError):
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            wanted = min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
        return True
    return False


def set_memory_limit(megabytes: int | None, base: int) -> bool:
    """Let this process hold at most ``base`` bytes plus ``megabytes`` (None: lift the limit
    back to the hard one). Unlike ``limit_memory`` it may be called again, to raise or lower the
    limit (a process that already holds more than the new limit gets MemoryError on its next
    allocation). True when the limit is in force."""
    if sys.platform == "win32":
        return False
    with contextlib.suppress(ValueError, OSError):
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        wanted = hard if megabytes is None else base + megabytes * 2**20
        if hard != resource.RLIM_INFINITY:
            wanted = min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
        return megabytes is not None
    return False


@contextlib.contextmanager
def memory_limit_lifted() -> Iterator[None]:
    """Within the block this process may grow up to its hard limit; the limit in force before
    comes back after it."""
    if sys.platform == "win32":  # there is no limit to lift
        yield
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    try:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
        yield
    finally:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


_PARSER_BYTES_PER_CHARACTER = 200
"""Generous: parsing a 1 MB file needs more than 40 MB."""


def parser_may_have_run_out(text: str) -> bool:
    """Whether parsing ``text`` could have failed for memory: a limit is in force and the room
    left under it is small for a text this long. Cheap; it keeps ``parses_without_limit`` (a
    second parse) off the common path of a genuine syntax error."""
    if sys.platform == "win32":  # no limit
        return False
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    current = address_space()
    if soft == resource.RLIM_INFINITY or current is None:
        return False
    return soft - current < _PARSER_BYTES_PER_CHARACTER * len(text) + (64 << 20)


def parses_without_limit(text: str, path: str) -> bool:
    """Whether ``text`` is valid Python when memory is not limited. CPython's parser may report
    an allocation that failed under a memory limit as a syntax error; this tells the two apart."""
    with memory_limit_lifted():
        try:
            compile(text, path, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return False
    return True
