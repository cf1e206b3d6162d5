"""function_source finds a live function's ``def`` in its parsed file, wherever it is nested."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

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
"""


def test_every_nested_def_is_found_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "nested_defs.py"
    path.write_text(NESTED, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("nested_defs", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["nested_defs"] = module
    try:
        spec.loader.exec_module(module)
        functions = [
            module.in_try,
            module.in_handler,
            module.in_else,
            module.in_finally,
            module.in_case,
            module.Holder.method,
            module.inner,
            module.in_loop,
        ]
        lines = NESTED.splitlines()
        for function in functions:
            found = function_source(function)
            assert found.node.name == function.__name__
            assert found.module is not None  # found in the parsed file, not through inspect
            assert lines[found.node.lineno - 1].strip().startswith(f"def {function.__name__}(")
    finally:
        del sys.modules["nested_defs"]
