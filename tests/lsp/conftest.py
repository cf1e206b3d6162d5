"""Fixtures of the language-server tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from lsp_support import SERVER_COMMAND, recording_client
from pytest_lsp import LanguageClient


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("workspace")


@pytest_asyncio.fixture
async def started() -> AsyncIterator[LanguageClient]:
    """A client connected to a fresh server that the test initializes itself."""
    client = recording_client()
    await client.start_io(*SERVER_COMMAND)
    yield client
    if client._server is not None and client._server.returncode is None:
        await client.shutdown_session()
    await client.stop()
