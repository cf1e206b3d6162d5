"""Without the mypy plugin, a wrong call between script functions is still an error at its line.

The plugin makes mypy name the wrong argument; without it, mypy reports that no overload of
``__call__`` matches and lists the script function's signature in a note. Both are documented in
docs/type-checking.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import stub_checkers as checkers

pytestmark = pytest.mark.slow

SOURCE = """\
from onnxscribe import FLOAT, INT64, script


@script()
def scaled(X: FLOAT, factor: float = 2.0) -> FLOAT:
    return X * factor


@script()
def calls(X: FLOAT, I: INT64) -> FLOAT:
    a = scaled(X, 2.0, 3.0)
    b = scaled(I)
    c = scaled(X, factor="two")
    d = scaled(X, scale=2.0)
    return a + b + c + d
"""


def _mypy_on_source(tmp_path: Path, plugin: bool) -> list[checkers.Reported]:
    folder = tmp_path / "scripts"
    folder.mkdir()
    (folder / "calls.py").write_text(SOURCE, encoding="utf-8")
    return checkers.run_mypy([folder], tmp_path, plugin=plugin)


def test_wrong_calls_are_reported_without_the_plugin(tmp_path: Path) -> None:
    found = _mypy_on_source(tmp_path, plugin=False)
    errors = {r.line: r.message for r in found if r.severity == "error"}
    notes = [r.message for r in found if r.severity == "note"]
    assert sorted(errors) == [11, 12, 13, 14], errors
    assert all('No overload variant of "__call__" of "OnnxFunction"' in m for m in errors.values())
    assert any("def __call__(self, X: FLOAT, factor: float = ...) -> FLOAT" in n for n in notes)


def test_the_plugin_names_the_script_function(tmp_path: Path) -> None:
    found = _mypy_on_source(tmp_path, plugin=True)
    errors = {r.line: r.message for r in found if r.severity == "error"}
    assert errors == {
        11: 'Too many arguments for "scaled"  [call-arg]',
        12: 'Argument 1 to "scaled" has incompatible type "INT64"; expected "FLOAT"  [arg-type]',
        13: 'Argument "factor" to "scaled" has incompatible type "str"; expected "float"  [arg-type]',
        14: 'Unexpected keyword argument "scale" for "scaled"  [call-arg]',
    }
