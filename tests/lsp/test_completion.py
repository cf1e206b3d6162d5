from __future__ import annotations

from lsprotocol import types
from onnxscribe.core import schemas
from onnxscribe.lsp import completion, to_lsp

HEADER = ["from onnxscribe import script, opset18 as op, opset10, FLOAT", ""]


def _complete(line: str, character: int | None = None) -> list[completion.Candidate]:
    lines = [*HEADER, line]
    return completion.complete(lines, len(lines) - 1, len(line) if character is None else character)


def test_ops_of_the_imported_version_after_the_alias() -> None:
    found = _complete("    y = op.")
    names = {c.label for c in found}
    assert names == set(schemas.ops_at(18))
    add = next(c for c in found if c.label == "Add")
    assert add.kind == completion.OP and add.detail.startswith(
        "Performs element-wise binary addition"
    )
    assert (add.domain, add.version) == ("", 18)


def test_ops_depend_on_the_version() -> None:
    names = {c.label for c in _complete("    y = opset10.")}
    assert "Resize" in names and "Gelu" not in names


def test_deprecated_ops_are_marked_and_sorted_last() -> None:
    found = {c.label: c for c in _complete("    y = opset10.")}
    upsample = found["Upsample"]
    assert upsample.deprecated
    assert "deprecated" in upsample.detail
    assert upsample.sort_text is not None and upsample.sort_text.startswith("1")
    assert not found["Add"].deprecated


def test_typed_prefix_still_lists_the_ops() -> None:
    assert "Reshape" in {c.label for c in _complete("    y = op.Res")}


def test_not_an_opset() -> None:
    assert _complete("    y = np.") == []


def test_attribute_names_inside_a_call_with_types_and_defaults() -> None:
    found = _complete("    y = op.Reshape(x, s, ")
    assert found[0].label == "allowzero="
    assert found[0].detail == "allowzero: int = 0"
    assert {c.label for c in found} == {"allowzero="}


def test_attributes_already_given_are_left_out_and_inputs_by_keyword_offered() -> None:
    found = {c.label: c for c in _complete("    y = op.Concat(axis=0, ")}
    assert "axis=" not in found
    found = {c.label: c for c in _complete("    y = op.Gemm(")}
    assert {"alpha=", "beta=", "transA=", "transB=", "A=", "B=", "C="} <= set(found)
    assert found["C="].kind == completion.INPUT


def test_no_attribute_names_while_typing_a_value() -> None:
    assert _complete("    y = op.Reshape(x, s, allowzero=") == []


def test_op_documentation_for_resolve() -> None:
    text = completion.op_documentation("", 18, "Add")
    assert text is not None and "onnx.ai" in text
    assert completion.op_documentation("", 18, "Nope") is None


def test_lsp_items_mark_deprecation_the_way_the_client_supports() -> None:
    candidates = _complete("    y = opset10.")

    def upsample(items: list[types.CompletionItem]) -> types.CompletionItem:
        return next(i for i in items if i.label == "Upsample")

    tagged = to_lsp.completion_items(candidates, tag_support=True, deprecated_support=True)
    assert list(upsample(tagged).tags or []) == [types.CompletionItemTag.Deprecated]
    assert upsample(tagged).deprecated is None
    flagged = to_lsp.completion_items(candidates, tag_support=False, deprecated_support=True)
    assert upsample(flagged).deprecated is True and upsample(flagged).tags is None
    plain = to_lsp.completion_items(candidates, tag_support=False, deprecated_support=False)
    assert upsample(plain).deprecated is None and upsample(plain).tags is None
    assert upsample(plain).data == {"domain": "", "version": 10, "name": "Upsample"}
