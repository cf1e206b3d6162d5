"""Shared code of the language-server tests.

End-to-end tests talk to a real server process through pytest-lsp's client, once with VS Code's
and once with Neovim's client capabilities; a message that breaks the specification for those
capabilities fails the test.
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

CLIENTS = ["visual-studio-code", "neovim"]

SERVER_COMMAND = [sys.executable, "-m", "onnxscribe.lsp"]


def recording_client() -> LanguageClient:
    """The pytest-lsp client, also keeping every publishDiagnostics it receives."""
    client = LanguageClient(converter_factory=default_converter)
    client.published = []  # type: ignore[attr-defined]

    def record(client: LanguageClient, params: types.PublishDiagnosticsParams) -> None:
        client.diagnostics[params.uri] = params.diagnostics
        client.published.append(params)  # type: ignore[attr-defined]

    def register_capability(client: LanguageClient, params: types.RegistrationParams) -> None:
        client.registrations.extend(params.registrations)  # type: ignore[attr-defined]

    def inlay_hint_refresh(client: LanguageClient, params: None) -> None:
        client.inlay_hint_refreshes += 1  # type: ignore[attr-defined]

    def code_lens_refresh(client: LanguageClient, params: None) -> None:
        client.code_lens_refreshes += 1  # type: ignore[attr-defined]

    client.registrations = []  # type: ignore[attr-defined]
    client.inlay_hint_refreshes = 0  # type: ignore[attr-defined]
    client.code_lens_refreshes = 0  # type: ignore[attr-defined]
    features = {
        **DEFAULT_CLIENT_FEATURES,
        types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: record,
        types.CLIENT_REGISTER_CAPABILITY: register_capability,
        types.WORKSPACE_INLAY_HINT_REFRESH: inlay_hint_refresh,
        types.WORKSPACE_CODE_LENS_REFRESH: code_lens_refresh,
    }
    register_lsp_features(client, features)
    return client


def server_config(env: dict[str, str] | None = None) -> ClientServerConfig:
    return ClientServerConfig(
        server_command=SERVER_COMMAND,
        client_factory=recording_client,
        server_env={**os.environ, **(env or {})},
    )


def initialize_params(
    client_name: str, root: Path, options: dict[str, Any] | None = None
) -> types.InitializeParams:
    return types.InitializeParams(
        capabilities=client_capabilities(client_name),
        initialization_options={"delay": 0, **(options or {})},
        root_uri=root.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name=root.name)],
    )


async def wait_until(
    client: LanguageClient, condition: Callable[[], bool], timeout: float = 30.0
) -> None:
    """Wait for published diagnostics (or anything else the client records) to satisfy ``condition``."""

    async def loop() -> None:
        while not condition():
            await asyncio.sleep(0.02)

    await asyncio.wait_for(loop(), timeout)


def published_for(client: LanguageClient, uri: str) -> list[types.PublishDiagnosticsParams]:
    return [p for p in client.published if p.uri == uri]  # type: ignore[attr-defined]


def open_document(client: LanguageClient, path: Path, text: str, version: int = 1) -> str:
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="python", version=version, text=text
            )
        )
    )
    return uri


def replace_text(client: LanguageClient, uri: str, version: int, text: str) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def lsp_fixture(env: dict[str, str] | None = None, options: dict[str, Any] | None = None) -> Any:
    """A module-scoped client fixture, parametrized over both client capability sets."""

    @pytest_lsp.fixture(config=server_config(env), params=CLIENTS, scope="module")
    async def client(
        request: pytest.FixtureRequest, lsp_client: LanguageClient, workspace: Path
    ) -> AsyncIterator[None]:
        lsp_client.client_name = request.param  # type: ignore[attr-defined]
        lsp_client.initialize_result = await lsp_client.initialize_session(  # type: ignore[attr-defined]
            initialize_params(request.param, workspace, options)
        )
        yield
        await lsp_client.shutdown_session()

    return client


def save_document(client: LanguageClient, uri: str, path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )


def close_document(client: LanguageClient, uri: str) -> None:
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )


async def wait_for_version(
    client: LanguageClient, uri: str, version: int
) -> types.PublishDiagnosticsParams:
    """The first diagnostics published for ``version`` of a document."""
    await wait_until(client, lambda: any(p.version == version for p in published_for(client, uri)))
    return next(p for p in published_for(client, uri) if p.version == version)


def position_of(text: str, needle: str, offset: int = 0) -> types.Position:
    """The LSP position (UTF-16; the test texts are ASCII) of ``needle`` in ``text``, plus ``offset``."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1))


def text_document(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)
