"""Fixtures of the debug adapter's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from dap_client import DapClient


@pytest.fixture
def client() -> Iterator[DapClient]:
    started = DapClient()
    yield started
    started.close()
    assert started.violation is None, f"non-protocol bytes on stdout: {started.violation!r}"
