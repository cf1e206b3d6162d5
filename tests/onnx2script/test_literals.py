"""Strings from a model as literals: each reads back as exactly the text it was made from."""

from __future__ import annotations

import ast

from hypothesis import given
from hypothesis import strategies as st
from onnxscribe.onnx2script.literals import docstring_literal, string_literal

QUOTES_AND_ESCAPES = st.text(alphabet=st.sampled_from("'\"\\\n\r\t\x00\x1b\u2028 ab"), max_size=12)
any_text = st.one_of(st.text(), QUOTES_AND_ESCAPES)


@given(any_text)
def test_a_string_literal_reads_back_as_its_text(text: str) -> None:
    literal = string_literal(text)
    assert ast.literal_eval(literal) == text
    assert isinstance(ast.parse(literal, mode="eval").body, ast.Constant)


@given(any_text)
def test_a_docstring_literal_reads_back_as_its_stripped_text(text: str) -> None:
    literal = docstring_literal(text)
    assert literal.startswith('"""') and literal.endswith('"""')
    assert ast.literal_eval(literal) == text.strip()


def test_literals_prefer_double_quotes_and_keep_newlines_readable() -> None:
    assert string_literal("N") == '"N"'
    assert string_literal("it's") == '"it\'s"'
    assert string_literal("a\"b'c") == "'a\"b\\'c'"
    assert docstring_literal("two\nlines\t ok") == '"""two\nlines\t ok"""'
    assert docstring_literal('ends with "') == '"""ends with \\""""'
    assert docstring_literal("\x1b[2J") == '"""\\x1b[2J"""'
