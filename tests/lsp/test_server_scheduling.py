"""Latest wins, and requests are answered while an analysis runs.

The server runs with the worker's testing hook ``ONNXSCRIBE_LSP_TEST_DELAY``, which makes every
analysis take three seconds; nothing here measures time, only the order of events.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_support import (
    lsp_fixture,
    open_document,
    position_of,
    published_for,
    replace_text,
    text_document,
    wait_for_version,
)
from lsprotocol import types
from onnxscribe.lsp.worker import TEST_DELAY
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

client = lsp_fixture(env={TEST_DELAY: "3"})

VALID = "from onnxscribe import script, opset18 as op, FLOAT\n\nx = op.Expand\n"


async def test_rapid_edits_publish_only_the_last_version(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "rapid.py", VALID)
    for version in range(2, 22):
        text = VALID + ("def broken(:\n" if version % 2 else "") + f"# edit {version}\n"
        replace_text(client, uri, version, text)
    published = await wait_for_version(client, uri, 21)
    assert [p.version for p in published_for(client, uri)] == [21]
    assert [d.code for d in published.diagnostics] == ["OXS100"]


async def test_hover_is_answered_while_the_document_is_analyzed(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "slow.py", VALID)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=text_document(uri), position=position_of(VALID, "Expand", 1)
        )
    )
    assert published_for(client, uri) == []  # the analysis (three seconds) has not finished
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent)
    assert "Expand(input: T, shape: INT64) -> T" in hover.contents.value
    completion = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=text_document(uri), position=position_of(VALID, "Expand")
        )
    )
    assert published_for(client, uri) == []
    assert completion is not None
    await wait_for_version(client, uri, 1)


SCRIPT = (
    "from onnxscribe import script, opset18 as op, FLOAT\n\n"
    "LIMIT = 2.0\n\n\n"
    "@script()\n"
    "def clip(X: FLOAT['N']) -> FLOAT['N']:\n"
    "    return op.Min(X, LIMIT)\n"
)


async def test_document_symbols_are_answered_from_the_parse_before_any_analysis(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "outline.py", SCRIPT)
    found = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=text_document(uri))
    )
    assert published_for(client, uri) == []  # the analysis (three seconds) has not finished
    assert found is not None
    assert [(s.name, s.kind) for s in found] == [
        ("LIMIT", types.SymbolKind.Constant),
        ("clip", types.SymbolKind.Function),
    ]
    await wait_for_version(client, uri, 1)
