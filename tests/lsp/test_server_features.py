"""Hover, completion, signature help, code actions, inlay hints and commands, end to end."""

from __future__ import annotations

from pathlib import Path

import onnx
import pytest
from lsp_support import lsp_fixture, open_document, position_of, text_document, wait_for_version
from lsprotocol import types
from onnxscribe.core import schemas
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

client = lsp_fixture()

MODEL = """\
from onnxscribe import script, opset18 as op, FLOAT

@script()
def double(X: FLOAT["N", 1024]) -> FLOAT["N", 1024]:
    \"\"\"Twice the input.\"\"\"
    Y = op.Add(X, X)
    return Y

@script()
def model(A: FLOAT["N", 1024]):
    B = double(A)
    shape = op.Shape(B)
    return op.Expand(B, shape)
"""

OLD_OPSET = """\
from onnxscribe import script, opset13 as op, FLOAT

@script()
def f(X: FLOAT[...]):
    return op.Gelu(op.Scan(0, X, body=X, num_scan_inputs=1))
"""


def _range(text: str, needle: str) -> types.Range:
    start = position_of(text, needle)
    return types.Range(
        start=start, end=types.Position(line=start.line, character=start.character + len(needle))
    )


async def _open(client: LanguageClient, workspace: Path, name: str, text: str) -> str:
    uri = open_document(client, workspace / name, text)
    await wait_for_version(client, uri, 1)
    return uri


async def test_hover_on_an_op(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace, "hover_op.py", MODEL)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=text_document(uri), position=position_of(MODEL, "Expand", 2)
        )
    )
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert hover.contents.kind == types.MarkupKind.Markdown
    text = hover.contents.value
    schema = schemas.lookup("Expand", 18)
    assert schema is not None
    assert "Expand(input: T, shape: INT64) -> T" in text
    assert schemas.operator_url(schema) in text
    assert "Type constraints" in text
    assert hover.range == _range(MODEL, "Expand")


async def test_hover_on_a_tensor_type(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace, "hover_type.py", MODEL)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=text_document(uri), position=position_of(MODEL, 'FLOAT["N"', 1)
        )
    )
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert "rank 2" in hover.contents.value


async def test_completion_after_the_opset_alias(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace, "complete.py", MODEL)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=text_document(uri), position=position_of(MODEL, "Expand")
        )
    )
    assert isinstance(result, types.CompletionList)
    labels = {item.label for item in result.items}
    assert labels == set(schemas.ops_at(18))
    expand = next(item for item in result.items if item.label == "Expand")
    assert expand.detail and expand.detail.startswith("Broadcast the input tensor")
    resolved = await client.completion_item_resolve_async(expand)
    assert isinstance(resolved.documentation, types.MarkupContent)
    assert "onnx.ai/onnx/operators/onnx__Expand.html" in resolved.documentation.value


async def test_deprecated_ops_are_tagged(client: LanguageClient, workspace: Path) -> None:
    text = "from onnxscribe import opset10 as op\n\ny = op.\n"
    uri = await _open(client, workspace, "deprecated.py", text)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=text_document(uri), position=types.Position(line=2, character=7)
        )
    )
    assert isinstance(result, types.CompletionList)
    upsample = next(item for item in result.items if item.label == "Upsample")
    assert list(upsample.tags or []) == [types.CompletionItemTag.Deprecated]


async def test_attribute_completion_inside_a_call(client: LanguageClient, workspace: Path) -> None:
    text = "from onnxscribe import opset18 as op\n\ny = op.Reshape(x, s, )\n"
    uri = await _open(client, workspace, "attributes.py", text)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=text_document(uri), position=position_of(text, ")"))
    )
    assert isinstance(result, types.CompletionList)
    (item,) = result.items
    assert (item.label, item.detail) == ("allowzero=", "allowzero: int = 0")


async def test_signature_help_with_the_active_parameter(
    client: LanguageClient, workspace: Path
) -> None:
    text = "from onnxscribe import opset18 as op\n\ny = op.Reshape(x, )\n"
    uri = await _open(client, workspace, "signature.py", text)
    result = await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=text_document(uri), position=position_of(text, ")"))
    )
    assert result is not None
    (signature,) = result.signatures
    assert signature.label == "Reshape(data: T, shape: INT64, *, allowzero: int = 0) -> T"
    assert result.active_parameter == 1
    assert signature.parameters is not None
    label = signature.parameters[1].label
    assert isinstance(label, tuple)
    assert signature.label[label[0] : label[1]] == "shape: INT64"


async def test_code_actions_from_fixes_and_refactors(
    client: LanguageClient, workspace: Path
) -> None:
    uri = await _open(client, workspace, "actions.py", OLD_OPSET)
    unknown = types.Diagnostic(
        range=_range(OLD_OPSET, "op.Gelu"),
        message="Gelu is not in opset 13",
        code="OXS302",
        source="onnxscribe",
        data={"version": 1},
    )
    with_fix = types.Diagnostic(
        range=_range(OLD_OPSET, "op.Gelu"),
        message="a diagnostic with a fix",
        code="OXS301",
        source="onnxscribe",
        data={
            "version": 1,
            "fixes": [
                {
                    "title": "Replace with Relu",
                    "edits": [{"range": _range_json(_range(OLD_OPSET, "Gelu")), "newText": "Relu"}],
                }
            ],
        },
    )
    type_error = types.Diagnostic(
        range=_range(OLD_OPSET.replace("opset13", "opset18"), "op.Scan"),
        message="inconsistent types",
        code="OXS402",
        source="onnxscribe",
        data={"version": 1},
    )
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=text_document(uri),
            range=_range(OLD_OPSET, "op.Gelu"),
            context=types.CodeActionContext(diagnostics=[unknown, with_fix]),
        )
    )
    assert actions is not None
    by_title = {a.title: a for a in actions if isinstance(a, types.CodeAction)}
    assert set(by_title) == {"Import opset20 (has Gelu) instead of opset13", "Replace with Relu"}
    change = by_title["Import opset20 (has Gelu) instead of opset13"]
    assert change.kind == types.CodeActionKind.QuickFix
    assert change.edit is not None and change.edit.changes is not None
    (edit,) = change.edit.changes[uri]
    assert edit.new_text == "opset20" and edit.range == _range(OLD_OPSET, "opset13")
    fix = by_title["Replace with Relu"]
    assert fix.is_preferred
    assert fix.edit is not None and fix.edit.changes is not None
    assert fix.edit.changes[uri][0].new_text == "Relu"

    new_text = OLD_OPSET.replace("opset13", "opset18")
    uri18 = await _open(client, workspace, "actions18.py", new_text)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=text_document(uri18),
            range=_range(new_text, "op.Scan"),
            context=types.CodeActionContext(diagnostics=[type_error]),
        )
    )
    assert actions is not None
    titles = [a.title for a in actions]
    assert titles == ["Wrap 0 in op.CastLike(0, X)"]


def _range_json(lsp_range: types.Range) -> dict[str, dict[str, int]]:
    return {
        "start": {"line": lsp_range.start.line, "character": lsp_range.start.character},
        "end": {"line": lsp_range.end.line, "character": lsp_range.end.character},
    }


async def test_stale_fixes_are_not_offered(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace, "stale.py", OLD_OPSET)
    stale = types.Diagnostic(
        range=_range(OLD_OPSET, "op.Gelu"),
        message="old",
        code="OXS301",
        source="onnxscribe",
        data={"version": 0, "fixes": [{"title": "Old fix", "edits": []}]},
    )
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=text_document(uri),
            range=_range(OLD_OPSET, "op.Gelu"),
            context=types.CodeActionContext(diagnostics=[stale]),
        )
    )
    assert not [a for a in actions or [] if a.title == "Old fix"]


# Need the converter's IR.


async def test_hover_on_a_value_shows_its_type(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace, "hover_value.py", MODEL)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=text_document(uri), position=position_of(MODEL, "shape = "))
    )
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert "shape: INT64[2]" in hover.contents.value


async def test_real_diagnostics_carry_their_fixes_into_quick_fixes(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "real_fix.py", OLD_OPSET)
    published = await wait_for_version(client, uri, 1)
    gelu = next(d for d in published.diagnostics if d.code == "OXS302")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=text_document(uri),
            range=gelu.range,
            context=types.CodeActionContext(diagnostics=[gelu]),
        )
    )
    assert actions
    assert any(
        isinstance(a, types.CodeAction)
        and a.kind == types.CodeActionKind.QuickFix
        and "opset" in a.title
        for a in actions
    )


async def test_inlay_hints(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace, "hints.py", MODEL)
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=text_document(uri),
            range=types.Range(
                start=types.Position(line=0, character=0), end=types.Position(line=20, character=0)
            ),
        )
    )
    assert hints is not None
    shown = {(h.position.line, h.label) for h in hints}
    assert (10, ': FLOAT["N", 1024]') in shown
    assert (11, ": INT64[2]") in shown


async def test_show_onnx_command(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace, "show.py", MODEL)
    text = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="onnxscribe.showOnnx", arguments=[uri, {"line": 11, "character": 4}]
        )
    )
    assert isinstance(text, str)
    assert "Expand" in text and "model" in text


async def test_export_model_command_writes_next_to_the_file(
    client: LanguageClient, workspace: Path
) -> None:
    folder = workspace / f"export_{client.client_name}"  # type: ignore[attr-defined]
    folder.mkdir()
    uri = open_document(client, folder / "export.py", MODEL)
    await wait_for_version(client, uri, 1)
    written = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="onnxscribe.exportModel", arguments=[uri, "double"])
    )
    assert written == str(folder / "double.onnx")
    onnx.checker.check_model(onnx.load(written), full_check=True)


async def test_export_model_of_a_function_with_errors_answers_with_its_diagnostics(
    client: LanguageClient, workspace: Path
) -> None:
    folder = workspace / f"export_errors_{client.client_name}"  # type: ignore[attr-defined]
    folder.mkdir()
    text = "from onnxscribe import script, opset18 as op, FLOAT\n\n@script()\ndef bad(X: FLOAT[2]):\n    return op.Addd(X)\n"
    uri = open_document(client, folder / "bad.py", text)
    await wait_for_version(client, uri, 1)
    with pytest.raises(JsonRpcException) as failed:
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="onnxscribe.exportModel", arguments=[uri, "bad"])
        )
    assert failed.value.code == types.LSPErrorCodes.RequestFailed.value
    assert "bad has errors: 5:12 OXS301" in failed.value.message
    assert "Traceback" not in failed.value.message
    (error,) = failed.value.data["diagnostics"]
    assert (error["line"], error["column"], error["code"]) == (5, 12, "OXS301")
    assert not (folder / "bad.onnx").exists()


CUMULATIVE_SUM = """\
from onnxscribe import script, graph, opset18 as op, FLOAT

@script()
def CumulativeSum(X: FLOAT[...]):
    @graph()
    def Sum(sum_in, next):
        sum_out = sum_in + next
        scan_out = op.Identity(sum_out)
        return sum_out, scan_out
    all_sum, cumulative_sum = op.Scan(0, X, body=Sum, num_scan_inputs=1)
    return cumulative_sum
"""


async def test_the_scan_type_error_and_its_quick_fixes(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "cumulative_sum.py", CUMULATIVE_SUM)
    published = await wait_for_version(client, uri, 1)
    (error,) = published.diagnostics
    assert error.range.start.line == 9
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=text_document(uri),
            range=error.range,
            context=types.CodeActionContext(diagnostics=[error]),
        )
    )
    assert actions is not None
    edits = {
        a.title: a.edit.changes[uri][0].new_text  # type: ignore[union-attr,index]
        for a in actions
        if isinstance(a, types.CodeAction) and a.kind == types.CodeActionKind.QuickFix
    }
    assert sorted(edits.values()) == ["0.0", "op.CastLike(0, X)"]


async def test_hover_on_a_script_function_call(client: LanguageClient, workspace: Path) -> None:
    uri = await _open(client, workspace, "hover_call.py", MODEL)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=text_document(uri), position=position_of(MODEL, "double(A)", 1)
        )
    )
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    assert 'def double(X: FLOAT["N", 1024]) -> FLOAT["N", 1024]' in hover.contents.value
    assert "Twice the input." in hover.contents.value


async def test_signature_help_for_a_script_function(
    client: LanguageClient, workspace: Path
) -> None:
    uri = await _open(client, workspace, "signature_call.py", MODEL)
    result = await client.text_document_signature_help_async(
        types.SignatureHelpParams(
            text_document=text_document(uri), position=position_of(MODEL, "double(A)", 7)
        )
    )
    assert result is not None
    assert result.signatures[0].label.startswith("def double(X: ")
    assert result.active_parameter == 0
