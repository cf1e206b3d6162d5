"""The installed language server answers ``initialize`` and publishes a file's diagnostics."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_lsp
from installed import EXAMPLE, EXPECTED_ERRORS, ONNXSCRIBE, clean_environment
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=[str(ONNXSCRIBE), "lsp"], server_env=clean_environment()
    )
)
async def client(lsp_client: LanguageClient, tmp_path: Path) -> AsyncIterator[None]:
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=tmp_path.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="smoke")],
        )
    )
    assert result.server_info is not None and result.server_info.name == "onnxscribe"
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_a_diagnostic_is_published(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "example.py"
    text = EXAMPLE.read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="python", version=1, text=text
            )
        )
    )

    async def published() -> list[types.Diagnostic]:
        while not client.diagnostics.get(uri):
            await asyncio.sleep(0.05)
        return client.diagnostics[uri]

    diagnostics = await asyncio.wait_for(published(), 120)
    found = {(str(d.code), d.range.start.line + 1) for d in diagnostics}
    assert found >= EXPECTED_ERRORS, diagnostics
