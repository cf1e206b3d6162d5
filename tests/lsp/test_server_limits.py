"""The analysis limits as settings, end to end: ``maxFileSize`` (OXS701), ``memoryLimit``
(OXS703) and ``analysisTimeout`` (OXS702), from the initialization options and changed while the
server runs (both through ``workspace/configuration`` and pushed with the change notification)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from lsp_support import initialize_params, open_document, published_for, wait_until
from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

HEADER = "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n"
FUNCTION = (
    '@script()\ndef f{i}(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relu(X) + op.Abs(X)\n\n'
)
UNKNOWN_OP = '@script()\ndef last(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relu2(X)\n'


def script_file(functions: int) -> str:
    """A valid file of ``functions`` small script functions, then one with an unknown op."""
    return HEADER + "".join(FUNCTION.format(i=i) for i in range(functions)) + UNKNOWN_OP


async def _codes_once(client: LanguageClient, uri: str, count: int = 1) -> list[str]:
    """The codes of the ``count``-th publication for ``uri``."""
    await wait_until(client, lambda: len(published_for(client, uri)) >= count, timeout=60)
    return [str(d.code) for d in published_for(client, uri)[count - 1].diagnostics]


def _without_configuration(client_name: str) -> types.ClientCapabilities:
    """The client's capabilities without ``workspace/configuration``: settings come pushed."""
    capabilities = copy.deepcopy(client_capabilities(client_name))
    assert capabilities.workspace is not None
    capabilities.workspace.configuration = False
    return capabilities


async def _start(
    client: LanguageClient, client_name: str, root: Path, options: dict[str, Any], pulled: bool
) -> None:
    params = initialize_params(client_name, root, options)
    if pulled:
        client.set_configuration(options, section="onnxscribe")
    else:
        params.capabilities = _without_configuration(client_name)
    await client.initialize_session(params)


def _change(client: LanguageClient, settings: dict[str, Any]) -> None:
    """A settings change as the client sends it (the server asks for the settings when it can)."""
    client.set_configuration(settings, section="onnxscribe")
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"onnxscribe": settings})
    )


@pytest.mark.parametrize("client_name", ["visual-studio-code", "neovim"])
async def test_max_file_size_from_initialization_options(
    started: LanguageClient, tmp_path: Path, client_name: str
) -> None:
    await _start(started, client_name, tmp_path, {"maxFileSize": 0.02}, pulled=True)
    large = open_document(started, tmp_path / "large.py", script_file(300))  # about 25 kB
    small = open_document(started, tmp_path / "small.py", script_file(1))
    assert await _codes_once(started, large) == ["OXS701"]
    message = published_for(started, large)[0].diagnostics[0].message
    assert "files over 0.02 MB are not analyzed" in message
    assert await _codes_once(started, small) == ["OXS301"]


@pytest.mark.parametrize("pulled", [True, False], ids=["configuration", "pushed"])
async def test_raising_the_file_size_limit_analyzes_the_file(
    started: LanguageClient, tmp_path: Path, pulled: bool
) -> None:
    await _start(started, "visual-studio-code", tmp_path, {"maxFileSize": 0.02}, pulled)
    uri = open_document(started, tmp_path / "large.py", script_file(300))
    assert await _codes_once(started, uri) == ["OXS701"]
    _change(started, {"maxFileSize": 1})
    assert await _codes_once(started, uri, 2) == ["OXS301"]


@pytest.mark.parametrize("client_name", ["visual-studio-code", "neovim"])
async def test_an_analysis_over_the_memory_limit_is_oxs703(
    started: LanguageClient, tmp_path: Path, client_name: str
) -> None:
    await _start(started, client_name, tmp_path, {"memoryLimit": 40}, pulled=True)
    # about 100 MB before its diagnostics are known (2000 functions came within a few MB of the
    # limit there, once the cache keys were made after the diagnostics)
    uri = open_document(started, tmp_path / "many.py", script_file(5000))
    assert await _codes_once(started, uri) == ["OXS703"]
    assert "it needed more than 40 MB" in published_for(started, uri)[0].diagnostics[0].message
    assert not started.messages  # a file over its budget is not a failure of the server
    # A new process goes on analyzing, and a higher limit lets the file through.
    small = open_document(started, tmp_path / "small.py", script_file(1))
    assert await _codes_once(started, small) == ["OXS301"]
    _change(started, {"memoryLimit": 0})
    assert await _codes_once(started, uri, 2) == ["OXS301"]


@pytest.mark.parametrize("pulled", [True, False], ids=["configuration", "pushed"])
async def test_an_analysis_over_the_timeout_is_oxs702(
    started: LanguageClient, tmp_path: Path, pulled: bool
) -> None:
    await _start(started, "visual-studio-code", tmp_path, {"analysisTimeout": 500}, pulled)
    uri = open_document(
        started, tmp_path / "slow.py", script_file(15000)
    )  # over a second to analyze
    assert await _codes_once(started, uri) == ["OXS702"]
    stopped = published_for(started, uri)[0].diagnostics[0]
    assert "longer than 0.5 s" in stopped.message
    assert not started.messages  # a file over its budget is not a failure of the server
    small = open_document(started, tmp_path / "small.py", script_file(1))
    assert await _codes_once(started, small) == ["OXS301"]
    _change(started, {"analysisTimeout": 120_000})
    assert await _codes_once(started, uri, 2) == ["OXS301"]
