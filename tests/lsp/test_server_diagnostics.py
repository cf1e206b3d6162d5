"""Diagnostics end to end: open, change, save, close; codes, links, versions."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_support import (
    close_document,
    lsp_fixture,
    open_document,
    published_for,
    replace_text,
    save_document,
    wait_for_version,
    wait_until,
)
from lsprotocol import types
from onnxscribe.core import codes
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

client = lsp_fixture()

BROKEN = "from onnxscribe import script, opset18 as op\n\ndef f(:\n    pass\n"
FIXED = "from onnxscribe import script, opset18 as op\n\ndef f():\n    pass\n"
UNKNOWN_OP = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def f(X: FLOAT[...]):
    return op.Addd(X)
"""


async def test_open_publishes_the_syntax_error_with_version_and_reference_link(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "broken.py", BROKEN)
    published = await wait_for_version(client, uri, 1)
    (diagnostic,) = published.diagnostics
    assert diagnostic.code == "OXS100"
    assert diagnostic.source == "onnxscribe"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.range.start.line == 2
    assert diagnostic.code_description is not None
    assert diagnostic.code_description.href == codes.reference_uri("OXS100")
    assert diagnostic.code_description.href.startswith("file:")


async def test_change_then_save_of_a_fixed_version_clears(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "fixing.py"
    uri = open_document(client, path, BROKEN)
    await wait_for_version(client, uri, 1)
    replace_text(client, uri, 2, FIXED)
    save_document(client, uri, path, FIXED)
    await wait_until(client, lambda: published_for(client, uri)[-1].version == 2)
    assert not published_for(client, uri)[-1].diagnostics


async def test_close_clears_the_diagnostics(client: LanguageClient, workspace: Path) -> None:
    uri = open_document(client, workspace / "closing.py", BROKEN)
    await wait_for_version(client, uri, 1)
    close_document(client, uri)
    await wait_until(client, lambda: not published_for(client, uri)[-1].diagnostics)


async def test_hover_on_a_diagnostic_shows_the_code_entry(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "hover_code.py", BROKEN)
    published = await wait_for_version(client, uri, 1)
    position = published.diagnostics[0].range.start
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent)
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("**OXS100**: syntax error")
    assert codes.reference_uri("OXS100") in hover.contents.value


async def test_pull_diagnostics_are_not_offered_to_clients_that_cannot_refresh(
    client: LanguageClient,
) -> None:
    # Both VS Code 1.65 and Neovim 0.11 get pushed diagnostics only, so nothing shows twice.
    result = client.initialize_result  # type: ignore[attr-defined]
    assert result.capabilities.diagnostic_provider is None


# Needs the converter's diagnostics.


async def test_unknown_op_is_reported_at_its_span(client: LanguageClient, workspace: Path) -> None:
    uri = open_document(client, workspace / "unknown_op.py", UNKNOWN_OP)
    published = await wait_for_version(client, uri, 1)
    found = [d for d in published.diagnostics if d.code == "OXS301"]
    assert len(found) == 1
    assert found[0].range.start == types.Position(line=4, character=11)
    assert "Add" in found[0].message


async def test_columns_are_in_the_negotiated_position_encoding(
    client: LanguageClient, workspace: Path
) -> None:
    text = UNKNOWN_OP.replace(
        "    return op.Addd(X)", '    s = "é😀"; Y = op.Addd(X)\n    return Y'
    )
    uri = open_document(client, workspace / "encoding.py", text)
    published = await wait_for_version(client, uri, 1)
    (found,) = [d for d in published.diagnostics if d.code == "OXS301"]
    line = text.splitlines()[4]
    before = line[: line.index("op.Addd")]
    encoding = client.initialize_result.capabilities.position_encoding  # type: ignore[attr-defined]
    expected = {
        types.PositionEncodingKind.Utf8: len(before.encode("utf-8")),
        types.PositionEncodingKind.Utf16: len(before.encode("utf-16-le")) // 2,
        types.PositionEncodingKind.Utf32: len(before),
    }[encoding or types.PositionEncodingKind.Utf16]
    assert found.range.start == types.Position(line=4, character=expected)


async def test_documents_in_other_languages_are_not_analyzed(
    client: LanguageClient, workspace: Path
) -> None:
    notes = workspace / "notes.md"
    notes.write_text("def f(:\n", encoding="utf-8")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=notes.as_uri(), language_id="markdown", version=1, text="def f(:\n"
            )
        )
    )
    python_uri = open_document(client, workspace / "after_notes.py", BROKEN)
    await wait_for_version(client, python_uri, 1)  # analyses run in order: the .md would be first
    assert published_for(client, notes.as_uri()) == []


async def test_files_inside_an_environment_are_never_diagnosed(
    client: LanguageClient, workspace: Path
) -> None:
    installed = workspace / "venv" / "lib" / "python3.12" / "site-packages" / "pkg"
    installed.mkdir(parents=True, exist_ok=True)
    hidden = open_document(client, installed / "broken.py", BROKEN)
    shown = open_document(client, workspace / "after_environment.py", BROKEN)
    await wait_for_version(client, shown, 1)
    save_document(client, hidden, installed / "broken.py", BROKEN)
    replace_text(client, hidden, 2, BROKEN + "\n")
    replace_text(client, shown, 2, BROKEN + "\n")
    await wait_for_version(client, shown, 2)
    assert published_for(client, hidden) == []


async def test_an_opset_stub_opened_as_a_file_has_no_errors(
    client: LanguageClient, workspace: Path
) -> None:
    stubs = Path(__file__).resolve().parents[2] / "stubs" / "onnxscribe-stubs" / "onnxscribe-stubs"
    copy = workspace / "stub_copy" / "onnxscribe"
    copy.mkdir(parents=True, exist_ok=True)
    uri = open_document(client, copy / "opset14.pyi", (stubs / "opset14.pyi").read_text())
    published = await wait_for_version(client, uri, 1)
    assert [d.message for d in published.diagnostics] == []
