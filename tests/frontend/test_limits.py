"""The nesting limit's walk: skipping statements too short to nest that deep changes no answer."""

from __future__ import annotations

import ast

import pytest
from onnxscribe.frontend.limits import MAX_NESTING, deepest_expression


def _function(body: str) -> tuple[ast.FunctionDef, list[str]]:
    text = f"def f(X):\n{body}"
    node = ast.parse(text).body[0]
    assert isinstance(node, ast.FunctionDef)
    return node, text.splitlines()


def _answers(body: str) -> tuple[object, object]:
    node, lines = _function(body)
    walked, skipped = deepest_expression(node), deepest_expression(node, lines)
    summary = [
        None if found is None else (type(found[0]).__name__, found[0].lineno, found[1])
        for found in (walked, skipped)
    ]
    return summary[0], summary[1]


@pytest.mark.parametrize("depth", range(MAX_NESTING - 15, MAX_NESTING + 5))
def test_unary_chains_around_the_limit(depth: int) -> None:
    walked, skipped = _answers(f"    y = 1\n    return {'-' * depth}X\n")
    assert walked == skipped
    assert (walked is not None) == (depth + 1 > MAX_NESTING)


@pytest.mark.parametrize("depth", range(MAX_NESTING // 2 - 8, MAX_NESTING // 2 + 4))
def test_calls_over_several_lines(depth: int) -> None:
    nested = "g(\n" * depth + "X" + ")" * depth
    walked, skipped = _answers(f"    y = {nested}\n    return y\n")
    assert walked == skipped


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_nested_f_strings(depth: int) -> None:
    quotes = ['"', "'", '"""', "'''"]
    text = "X"
    for level in range(depth):
        quote = quotes[level]
        text = f"f{quote}{{{text}}}{quote}"
    deep = "-" * (MAX_NESTING - 3 * depth) + f"len({text})"
    walked, skipped = _answers(f"    return {deep}\n")
    assert walked == skipped


def test_a_decorator_is_walked_even_when_its_function_is_short() -> None:
    deep = "-" * (MAX_NESTING + 1) + "X"
    walked, skipped = _answers(f"    @d({deep})\n    def g(): pass\n    return g\n")
    assert walked == skipped and walked is not None


@pytest.mark.parametrize(
    "header",
    [
        "@d({deep})\ndef f(X):",
        "def f(X={deep}):",
        "def f(X: {deep}):",
        "def f(*, X={deep}):",
        "def f(*X: {deep}):",
        "def f(X) -> {deep}:",
    ],
)
@pytest.mark.parametrize("depth", [MAX_NESTING - 12, MAX_NESTING + 1])
def test_the_parts_of_a_def_with_a_short_body(header: str, depth: int) -> None:
    text = header.format(deep="-" * depth + "X") + "\n    y = 1\n    return y\n"
    node = ast.parse(text).body[0]
    assert isinstance(node, ast.FunctionDef)
    walked, skipped = deepest_expression(node), deepest_expression(node, text.splitlines())
    assert (walked is None) == (skipped is None) == (depth + 1 <= MAX_NESTING)
    if walked is not None and skipped is not None:
        assert walked[0] is skipped[0] and walked[1] == skipped[1]


def test_a_short_def_is_not_walked() -> None:
    node, lines = _function("    y = op.Relu(X)\n    return y\n")
    assert deepest_expression(node, lines) is None
