"""The ``defaultOpset`` setting, end to end: it decides the opset of files that import none."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_support import (
    initialize_params,
    open_document,
    published_for,
    wait_for_version,
    wait_until,
)
from lsprotocol import types
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

# Add accepts INT8 from ai.onnx version 14 on.
NO_OPSET_IMPORT = """\
from onnxscribe import INT8, script


@script()
def double(X: INT8["N"]) -> INT8["N"]:
    return X + X
"""

OPSET_IMPORT = NO_OPSET_IMPORT.replace("INT8, script", "INT8, opset18, script")
FLOAT_NO_OPSET_IMPORT = NO_OPSET_IMPORT.replace("INT8", "FLOAT")


async def _start_with_default_opset(
    client: LanguageClient, client_name: str, root: Path, version: int
) -> None:
    """Both ways a client gives settings: initialization options and workspace/configuration."""
    client.set_configuration({"defaultOpset": version}, section="onnxscribe")
    await client.initialize_session(initialize_params(client_name, root, {"defaultOpset": version}))


async def _show_onnx(client: LanguageClient, uri: str) -> str:
    text = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="onnxscribe.showOnnx", arguments=[uri, "double"])
    )
    assert isinstance(text, str)
    return text


@pytest.mark.parametrize("client_name", ["visual-studio-code", "neovim"])
async def test_default_opset_from_initialization_options(
    started: LanguageClient, tmp_path: Path, client_name: str
) -> None:
    await _start_with_default_opset(started, client_name, tmp_path, 13)

    without_import = open_document(started, tmp_path / "without_import.py", NO_OPSET_IMPORT)
    with_import = open_document(started, tmp_path / "with_import.py", OPSET_IMPORT)
    published = await wait_for_version(started, without_import, 1)
    assert [(d.code, d.range.start.line) for d in published.diagnostics] == [("OXS401", 5)]
    assert "INT8" in published.diagnostics[0].message
    assert not (await wait_for_version(started, with_import, 1)).diagnostics

    valid = open_document(started, tmp_path / "valid.py", FLOAT_NO_OPSET_IMPORT)
    assert 'opset_import: ["" : 13]' in await _show_onnx(started, valid)
    assert 'opset_import: ["" : 18]' in await _show_onnx(started, with_import)


@pytest.mark.parametrize("client_name", ["visual-studio-code", "neovim"])
async def test_changing_the_default_opset_analyzes_open_documents_again(
    started: LanguageClient, tmp_path: Path, client_name: str
) -> None:
    await _start_with_default_opset(started, client_name, tmp_path, 13)
    uri = open_document(started, tmp_path / "model.py", NO_OPSET_IMPORT)
    await wait_until(
        started,
        lambda: any(p.diagnostics for p in published_for(started, uri) if p.version == 1),
    )

    started.set_configuration({"defaultOpset": 14}, section="onnxscribe")
    started.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"onnxscribe": {"defaultOpset": 14}})
    )
    await wait_until(started, lambda: not published_for(started, uri)[-1].diagnostics)
    assert {p.version for p in published_for(started, uri)} == {1}
    assert 'opset_import: ["" : 14]' in await _show_onnx(started, uri)
