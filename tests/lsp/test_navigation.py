"""Go to definition, references and rename, on a small project of two files."""

from __future__ import annotations

from pathlib import Path

import pytest
from onnxscribe.lsp import navigation

PROJECT = Path(__file__).parent / "navigation_project"
MODEL = PROJECT / "model.py"
SOURCE = MODEL.read_text(encoding="utf-8")
LINES = SOURCE.splitlines()


def _at(needle: str, occurrence: int = 0, offset: int = 0) -> tuple[int, int]:
    """1-based line and column of the ``occurrence``-th ``needle`` in model.py."""
    found = [
        (number, index + 1)
        for number, line in enumerate(LINES, start=1)
        for index in _indexes(line, needle)
    ]
    line, column = found[occurrence]
    return line, column + offset


def _indexes(line: str, needle: str) -> list[int]:
    found, start = [], line.find(needle)
    while start >= 0:
        found.append(start)
        start = line.find(needle, start + 1)
    return found


def _definition(needle: str, occurrence: int = 0) -> list[navigation.Location]:
    return navigation.definition(SOURCE, str(MODEL), *_at(needle, occurrence), str(PROJECT))


def test_a_script_function_of_the_same_file() -> None:
    (found,) = _definition("model(running)")
    assert (found.path, found.span.line) == (str(MODEL), _at("def model")[0])
    assert LINES[found.span.line - 1][found.span.column - 1 : found.span.end_column - 1] == "model"


def test_a_module_constant() -> None:
    (found,) = _definition("LIMIT", 1)
    assert (found.path, found.span.line, found.span.column) == (str(MODEL), 5, 1)


def test_names_imported_from_another_workspace_file() -> None:
    helpers = str(PROJECT / "helpers.py")
    (double,) = _definition("double(A)")
    assert (double.path, double.span.line) == (helpers, 8)
    (scale,) = _definition("SCALE", 1)
    assert (scale.path, scale.span.line) == (helpers, 4)


def test_an_op_goes_to_its_stub_with_its_documentation() -> None:
    line, column = _at("op.Mul")
    (found,) = navigation.definition(SOURCE, str(MODEL), line, column + 4, str(PROJECT))
    # Mul's schema in force at opset 18 dates from 14: the opset18 stub imports it from there
    assert found.path.endswith("onnxscribe-stubs/opset14.pyi")
    stub = Path(found.path).read_text(encoding="utf-8").splitlines()
    assert stub[found.span.line - 1].startswith("def Mul(")
    assert "onnx.ai/onnx/operators/onnx__Mul.html" in stub[found.span.line]


def test_nothing_to_go_to() -> None:
    assert navigation.definition(SOURCE, str(MODEL), 4, 1, str(PROJECT)) == []
    assert navigation.definition("def f(:\n", None, 1, 2, None) == []


def test_references_of_a_local_value_and_across_files() -> None:
    found = navigation.references(SOURCE, str(MODEL), *_at("B = double"), str(PROJECT))
    assert [(f.span.line, f.span.column) for f in found] == [
        _at("B = double"),
        _at("op.Mul(B", 0, 7),
        _at("B, B)", 0, 3),
    ]
    double = navigation.references(SOURCE, str(MODEL), *_at("double(A)"), str(PROJECT))
    assert {Path(f.path).name for f in double} == {"helpers.py", "model.py"}
    assert len(double) == 3


def test_rename_a_script_function_everywhere() -> None:
    edits = navigation.rename(SOURCE, str(MODEL), *_at("def model", 0, 4), "network", str(PROJECT))
    assert list(edits) == [str(MODEL)]
    assert sorted(span.line for span, _ in edits[str(MODEL)]) == [9, 23]
    assert {text for _, text in edits[str(MODEL)]} == {"network"}


def test_rename_a_local_value_and_a_parameter() -> None:
    values = navigation.rename(SOURCE, str(MODEL), *_at("C = op.Mul"), "product", str(PROJECT))
    assert sorted(span.line for span, _ in values[str(MODEL)]) == [11, 12]
    parameter = navigation.rename(SOURCE, str(MODEL), *_at("A: FLOAT"), "inputs", str(PROJECT))
    assert sorted((span.line, span.column) for span, _ in parameter[str(MODEL)]) == [
        _at("A: FLOAT"),
        _at("double(A)", 0, 7),
    ]


def test_rename_refuses_bad_names_and_names_outside_the_workspace() -> None:
    with pytest.raises(navigation.RenameRefused, match="not a valid Python name"):
        navigation.rename(SOURCE, str(MODEL), *_at("LIMIT"), "class", str(PROJECT))
    with pytest.raises(navigation.RenameRefused, match="outside the workspace"):
        navigation.rename(SOURCE, str(MODEL), *_at("op.Mul", 0, 4), "Times", str(PROJECT))
