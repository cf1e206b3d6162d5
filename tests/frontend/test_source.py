"""function_source finds a live function's ``def`` in its file, wherever it is nested, at the
lines and columns the whole file's parse gives it."""

from __future__ import annotations

import ast
import importlib.util
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from onnxscribe.frontend.source import function_source

NESTED = """\
import contextlib


def decorated_by(function):
    return function


try:
    def in_try():
        return 1
except ValueError:
    pass
else:
    def in_else():
        return 3
finally:
    def in_finally():
        return 4

try:
    raise ValueError
except ValueError:
    def in_handler():
        return 2

match 1:
    case 1:
        def in_case():
            return 5


class Holder:
    @decorated_by
    def method(self):
        def inner():
            return 6

        return inner


with contextlib.nullcontext():
    for _ in range(1):
        while True:
            if True:
                @decorated_by
                @decorated_by
                def in_loop():
                    return 7
            break

inner = Holder().method()


def tail_string():
    x = 1
    '''a string that
ends at column zero'''


def tail_bracket():
    return (1 +
2)


def split_signature(
    a,
    b,
):
    '''a docstring with a line
at column zero'''
    return (a,
        b)


class Later:
    pass
"""


def _positions(node: ast.AST) -> list[tuple[str, int, int, int | None, int | None]]:
    return [
        (type(n).__name__, n.lineno, n.col_offset, n.end_lineno, n.end_col_offset)
        for n in ast.walk(node)
        if hasattr(n, "lineno")
    ]


def _whole_file_def(name: str, line: int) -> ast.FunctionDef:
    return next(
        n
        for n in ast.walk(ast.parse(NESTED))
        if isinstance(n, ast.FunctionDef) and n.name == name and n.lineno == line
    )


@contextmanager
def _imported(path: Path, text: str) -> Iterator[Any]:
    """``text`` written to ``path`` and imported under the file's stem, in ``sys.modules`` (where
    ``function_source`` looks up a function's module) until the block ends."""
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[path.stem]


def test_every_nested_def_is_found_at_its_line(tmp_path: Path) -> None:
    with _imported(tmp_path / "nested_defs.py", NESTED) as module:
        functions = [
            module.in_try,
            module.in_handler,
            module.in_else,
            module.in_finally,
            module.in_case,
            module.Holder.method,
            module.inner,
            module.in_loop,
            module.tail_string,
            module.tail_bracket,
            module.split_signature,
        ]
        lines = NESTED.splitlines()
        for function in functions:
            found = function_source(function)
            assert found.node.name == function.__name__
            assert found.module is not None  # found in the file, not through inspect
            assert lines[found.node.lineno - 1].strip().startswith(f"def {function.__name__}(")
            whole = _whole_file_def(function.__name__, found.node.lineno)
            assert _positions(found.node) == _positions(whole)
            assert found.source.text == NESTED


def test_a_form_feed_line_does_not_shift_the_lines(tmp_path: Path) -> None:
    # str.splitlines() breaks at a form feed, Python's line numbers do not
    text = "x = 1\n\x0c\ny = 2  # \x0c\n\n\ndef after_form_feeds():\n    return y\n"
    with _imported(tmp_path / "form_feeds.py", text) as module:
        found = function_source(module.after_form_feeds)
        assert found.node.lineno == 6
        assert found.module is not None and len(found.module.body) == 1


@pytest.mark.parametrize(
    "separator", ["\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
)
def test_no_line_break_but_python_s_shifts_the_lines(tmp_path: Path, separator: str) -> None:
    # each character other than a newline at which str.splitlines() breaks, in a comment
    text = f"x = 1  # {separator}\ny = 2  # a{separator}b\n\n\ndef after_them():\n    return y\n"
    name = f"line_breaks_{ord(separator):x}"
    with _imported(tmp_path / f"{name}.py", text) as module:
        found = function_source(module.after_them)
        assert found.node.lineno == 5
        assert found.module is not None and len(found.module.body) == 1  # its own lines
        assert found.source.span(found.node.body[0]).line == 6


def test_a_def_is_parsed_from_its_own_lines(tmp_path: Path) -> None:
    with _imported(tmp_path / "own_lines.py", NESTED) as module:
        for function in (
            module.in_loop,
            module.Holder.method,
            module.tail_bracket,
            module.split_signature,
        ):
            found = function_source(function)
            assert found.module is not None
            assert len(found.module.body) == 1  # the def alone (in an ``if`` when indented)
            assert not any(
                isinstance(n, ast.ClassDef) and n.name == "Later" for n in ast.walk(found.module)
            )
