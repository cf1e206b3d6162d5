"""A quick fix that rewrites an annotation to match the body is never the preferred one."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_support import lsp_fixture, open_document, text_document, wait_for_version
from lsprotocol import types
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

client = lsp_fixture()

WRONG_BODY = """\
from onnxscribe import script, opset18 as op, FLOAT, INT64

@script()
def f(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Shape(X)
"""

UNKNOWN_OP = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def f(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Reluu(X)
"""


async def _actions(
    client: LanguageClient, uri: str, diagnostics: list[types.Diagnostic]
) -> dict[str, types.CodeAction]:
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=text_document(uri),
            range=diagnostics[0].range,
            context=types.CodeActionContext(diagnostics=diagnostics),
        )
    )
    assert actions is not None
    return {a.title: a for a in actions if isinstance(a, types.CodeAction)}


async def test_changing_the_return_annotation_is_offered_but_not_preferred(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "wrong_body.py", WRONG_BODY)
    published = await wait_for_version(client, uri, 1)
    mismatch = [d for d in published.diagnostics if d.code == "OXS404"]
    assert mismatch, published.diagnostics
    by_title = await _actions(client, uri, mismatch)
    change = by_title['Change the annotation to INT64["N"]']
    assert not change.is_preferred


async def test_a_single_fix_of_the_body_is_preferred(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "unknown_op.py", UNKNOWN_OP)
    published = await wait_for_version(client, uri, 1)
    unknown = [d for d in published.diagnostics if d.code == "OXS301"]
    assert unknown, published.diagnostics
    by_title = await _actions(client, uri, unknown)
    assert by_title["Replace with Relu"].is_preferred
