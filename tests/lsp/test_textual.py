from __future__ import annotations

from onnxscribe.lsp import textual

SOURCE = """\
from onnxscribe import script, opset18 as op, FLOAT
from onnxscript import (ml_opset3 as ml,
    opset15)
custom = Opset("com.example", 1)
"""


def test_opset_aliases_from_imports_and_opset_objects() -> None:
    aliases = textual.opset_aliases(SOURCE)
    assert {name: (a.domain, a.version) for name, a in aliases.items()} == {
        "op": ("", 18),
        "ml": ("ai.onnx.ml", 3),
        "opset15": ("", 15),
        "custom": ("com.example", 1),
    }
    op = aliases["op"]
    assert (op.line, op.column, op.end_column, op.imported_name) == (1, 32, 39, "opset18")
    assert SOURCE.splitlines()[0][op.column - 1 : op.end_column - 1] == "opset18"


def test_opset_aliases_on_text_that_does_not_parse() -> None:
    aliases = textual.opset_aliases("from onnxscribe import opset17 as op\ndef f(:\n  op.\n")
    assert aliases["op"].version == 17


def test_dotted_name_at() -> None:
    found = textual.dotted_name_at("    y = op.Reshape(x)", 13)
    assert found == textual.DottedName("op", "Reshape", 11, 18)
    assert textual.dotted_name_at("    y = x", 2) is None


def test_member_prefix_before() -> None:
    assert textual.member_prefix_before("    y = op.Re", 13) == ("op", "Re")
    assert textual.member_prefix_before("    y = op.", 11) == ("op", "")
    assert textual.member_prefix_before("    y = op", 10) is None


def test_call_context_counts_arguments_and_keywords() -> None:
    lines = ['    y = op.Reshape(x, op.Constant(value_ints=[1, 2]), "a,(b", allowzero=']
    context = textual.call_context(lines, 0, len(lines[0]))
    assert context is not None
    assert context.callee == "op.Reshape"
    assert context.argument_index == 3
    assert context.keyword == "allowzero"
    assert context.positional_count == 3


def test_call_context_across_lines_and_after_comparisons() -> None:
    lines = ["    y = op.Where(", "        x == 1,  # a comment (", "        "]
    context = textual.call_context(lines, 2, 8)
    assert context is not None
    assert (context.callee, context.argument_index, context.keyword) == ("op.Where", 1, None)
    assert context.at_argument_start


def test_call_context_outside_calls() -> None:
    assert textual.call_context(["y = op.Abs(x) + 1"], 0, 17) is None
