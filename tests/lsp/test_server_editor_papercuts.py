"""What a new user meets first in the editor, end to end: a bare ``FLOAT`` shown as the model
declares it, one diagnostic per mistake, the schema's input named with what was written, and the
``try`` keyword marked rather than the whole statement."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsp_support import lsp_fixture, open_document, position_of, text_document, wait_for_version
from lsprotocol import types
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

client = lsp_fixture()

SCALAR = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def scale(x: FLOAT["N", 3], limit: FLOAT):
    y = op.Mul(x, limit)
    return y
"""

MISTAKES = """\
from onnxscribe import script, opset18 as op, FLOAT, INT64

@script()
def f(x: FLOAT["N"], b: INT64["N"]):
    try:
        y = op.Relu(x)
    except Exception:
        y = x
    w = [z := v for v in range(3)]
    s = op.Add(x, z)
    return op.Add(x, b) + y
"""


async def test_a_bare_element_type_is_shown_and_inferred_as_the_models_scalar(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "scalar.py", SCALAR)
    await wait_for_version(client, uri, 1)
    # The first document's diagnostics may come before its analysis data (the server's start-up
    # phase publishes them early): ask until the hover has the value.
    hover = None
    for _ in range(300):
        hover = await client.text_document_hover_async(
            types.HoverParams(
                text_document=text_document(uri), position=position_of(SCALAR, "limit)")
            )
        )
        if hover is not None:
            break
        await asyncio.sleep(0.1)
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert "limit: FLOAT\n" in hover.contents.value
    assert "[...]" not in hover.contents.value
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=text_document(uri),
            range=types.Range(
                start=types.Position(line=0, character=0), end=types.Position(line=6, character=0)
            ),
        )
    )
    assert [(h.position.line, h.label) for h in hints or []] == [(4, ': FLOAT["N", 3]')]


async def test_one_diagnostic_per_mistake_at_the_right_place(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "mistakes.py", MISTAKES)
    published = await wait_for_version(client, uri, 1)
    found = [
        (
            d.code,
            d.range.start.line,
            d.range.start.character,
            d.range.end.line,
            d.range.end.character,
        )
        for d in published.diagnostics
    ]
    assert found == [
        ("OXS101", 4, 4, 4, 7),  # the `try` keyword, not its four lines
        ("OXS102", 8, 8, 8, 34),  # the comprehension; no "name 'z' is not defined" after it
        ("OXS402", 10, 21, 10, 22),  # nor for `z`, nor for `y`, which the `try` assigned
    ]
    message = published.diagnostics[-1].message
    assert message.startswith("input 'B' of Add (`b`) is INT64"), message
