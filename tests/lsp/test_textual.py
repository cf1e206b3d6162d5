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


AGREEING = """\
from onnxscribe import opset18 as op, script
from onnxscript.onnx_opset import opset15, ml_opset3 as ml
import onnxscribe.opset17 as seventeen
import onnxscript.ml_opset2 as ml_two
from onnxscribe import opset999 as too_new
from onnxscribe.lsp import opset12
custom = Opset("com.example", version=2)
standard = Opset(domain="", version=11)
"""


def test_opset_aliases_agree_with_the_static_environment() -> None:
    from onnxscribe.core.opsets import Opset
    from onnxscribe.pipeline import read_module

    env, _problems = read_module("from onnxscribe import Opset\n" + AGREEING, None, None)
    assert env is not None
    static = {
        name: (value.domain, value.version)
        for name, bindings in env.bindings.items()
        for _line, value in bindings
        if isinstance(value, Opset)
    }
    textual_found = textual.opset_aliases(AGREEING)
    assert {name: (a.domain, a.version) for name, a in textual_found.items()} == static
    assert static == {
        "op": ("", 18),
        "opset15": ("", 15),
        "ml": ("ai.onnx.ml", 3),
        "seventeen": ("", 17),
        "ml_two": ("ai.onnx.ml", 2),
        "custom": ("com.example", 2),
        "standard": ("", 11),
    }


def test_an_imported_module_alias_points_at_its_version_token() -> None:
    text = "if True:\n    import onnxscribe.opset17 as op\n"
    alias = textual.opset_aliases(text)["op"]
    assert alias.imported_name == "opset17"
    line = text.splitlines()[alias.line - 1]
    assert line[alias.column - 1 : alias.end_column - 1] == "opset17"
