"""Definition, references, rename and symbols through a real client (both capability sets)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from lsp_support import lsp_fixture, open_document, position_of, text_document, wait_for_version
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

client = lsp_fixture()

PROJECT = Path(__file__).parent / "navigation_project"
SOURCE = (PROJECT / "model.py").read_text(encoding="utf-8")


async def _open(client: LanguageClient, workspace: Path) -> str:
    for name in ("helpers.py", "model.py"):
        shutil.copy(PROJECT / name, workspace / name)
    uri = open_document(client, workspace / "model.py", SOURCE)
    await wait_for_version(client, uri, 1)
    return uri


async def test_definition_of_an_imported_script_function(
    client: LanguageClient, workspace: Path
) -> None:
    uri = await _open(client, workspace)
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=text_document(uri), position=position_of(SOURCE, "double(A)", 1)
        )
    )
    assert isinstance(found, list)
    (location,) = found
    assert location.uri == (workspace / "helpers.py").resolve().as_uri()
    assert location.range.start == types.Position(line=7, character=4)


async def test_definition_of_an_op_is_its_stub(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace)
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=text_document(uri), position=position_of(SOURCE, "Mul", 1)
        )
    )
    assert isinstance(found, list)
    assert found[0].uri.endswith("onnxscribe-stubs/opset14.pyi")  # Mul in force at 18 is from 14


async def test_references_and_rename(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace)
    at = position_of(SOURCE, "C = op.Mul")
    found = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=text_document(uri),
            position=at,
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert found is not None
    assert [(r.range.start.line, r.range.start.character) for r in found] == [(10, 4), (11, 11)]
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=text_document(uri), position=at, new_name="product")
    )
    assert edit is not None and edit.changes is not None
    assert sorted(e.range.start.line for e in edit.changes[uri]) == [10, 11]
    with pytest.raises(JsonRpcException) as refused:
        await client.text_document_rename_async(
            types.RenameParams(text_document=text_document(uri), position=at, new_name="not ok")
        )
    assert "not a valid Python name" in refused.value.message
    assert "Traceback" not in refused.value.message


async def test_document_and_workspace_symbols(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace)
    found = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=text_document(uri))
    )
    assert found is not None
    assert [s.name for s in found] == ["LIMIT", "model", "cumulative"]
    cumulative = found[2]
    if isinstance(cumulative, types.DocumentSymbol):
        assert cumulative.detail == "cumulative(X: FLOAT[...]) -> FLOAT[...]"
        assert [c.name for c in cumulative.children or []] == ["Sum"]
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="cumul"))
    assert symbols is not None
    assert [(s.name, s.location.uri) for s in symbols] == [  # type: ignore[union-attr]
        ("cumulative", (workspace / "model.py").resolve().as_uri())
    ]
