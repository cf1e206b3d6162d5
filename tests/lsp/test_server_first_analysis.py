"""An opened document is analyzed at once: ``delay`` debounces edits, never the first analysis
(the start-up phase's, nor the loaded server's)."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_support import lsp_fixture, open_document, wait_for_version
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

client = lsp_fixture(options={"delay": 60_000})
"""A delay longer than the wait for diagnostics (30 s): a debounced open would time out."""

BROKEN = (
    "from onnxscribe import script, FLOAT, opset18 as op\n\n"
    '@script()\ndef f(X: FLOAT["N"]):\n    return op.Relu2(X)\n'
)


async def test_opened_documents_are_analyzed_without_the_delay(
    client: LanguageClient, workspace: Path
) -> None:
    name = client.client_name  # type: ignore[attr-defined]
    for document in ("first", "second"):  # (with Neovim, the start-up phase takes the first)
        uri = open_document(client, workspace / f"{name}-{document}.py", BROKEN)
        published = await wait_for_version(client, uri, 1)
        assert [d.code for d in published.diagnostics] == ["OXS301"]
