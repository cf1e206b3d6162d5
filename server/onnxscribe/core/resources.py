"""Limits on the resources of the current process (the analysis processes of the CLI and of the
language server). Linux and other systems with ``RLIMIT_AS``; elsewhere a no-op."""

from __future__ import annotations

import contextlib
import os

DEFAULT_MEMORY_MB = 2048
"""Memory an analysis may use on top of what its process holds when the limit is set."""


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
    if megabytes is None:
        return False
    try:
        import resource
    except ImportError:  # Windows
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
