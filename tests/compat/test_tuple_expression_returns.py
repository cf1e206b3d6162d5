"""``-> (FLOAT[1, 5], FLOAT[1, 5])``, as onnxscript's programs write it: converted, run the same
eagerly and in onnxruntime, and no error from check, the language server or mypy with the plugin.
pyright refuses a tuple expression as an annotation whatever the stubs say."""

from __future__ import annotations

from pathlib import Path

import pytest
from onnxscribe.core.types import format_type, from_type_proto
from programs_under_test import load, run_examples
from tool_reports import analyzer_reports, check_reports, errors, type_checker_errors

PROGRAM = Path(__file__).parent / "cases" / "tuple_expression_returns.py"


def test_examples_run_the_same_eagerly_and_in_onnxruntime() -> None:
    assert run_examples(PROGRAM) == ["split_halves", "sizes", "model"]


def test_each_output_takes_its_declared_type() -> None:
    model = load(PROGRAM).sizes.to_model_proto()
    outputs = [format_type(from_type_proto(o.type)) for o in model.graph.output]
    assert outputs == ["INT64[2]", "INT64", 'FLOAT["N", "M"]']


def test_no_tool_reports_an_error() -> None:
    assert errors(check_reports([PROGRAM])) == []
    assert errors(analyzer_reports(PROGRAM)) == []


def test_a_parameter_cannot_be_a_tuple() -> None:
    from onnxscribe import analyze

    source = (
        "from onnxscribe import script, FLOAT\n\n@script()\n"
        "def f(x: (FLOAT, FLOAT)):\n    return x\n"
    )
    found = [(d.code, d.span.line) for d in analyze(source, "f.py").diagnostics]
    assert found == [("OXS205", 4)]


def _type_checker_errors(checker: str, folder: Path, source: str) -> list[tuple[int, str]]:
    return type_checker_errors(checker, folder, PROGRAM.name, source)


def _line_of(source: str, text: str) -> int:
    return next(n for n, line in enumerate(source.splitlines(), 1) if text in line)


@pytest.mark.slow
def test_mypy_with_the_plugin_reads_the_tuple_as_the_outputs(tmp_path: Path) -> None:
    source = PROGRAM.read_text(encoding="utf-8")
    assert _type_checker_errors("mypy", tmp_path / "valid", source) == []
    # the outputs are checked, not waved through
    wrong = source.replace("return first + second, shape", "return shape, first + second")
    returned = _line_of(source, "return first + second, shape")
    assert [line for line, _ in _type_checker_errors("mypy", tmp_path / "wrong", wrong)] == [
        returned
    ]


@pytest.mark.slow
def test_pyright_refuses_the_tuple_expression(tmp_path: Path) -> None:
    source = PROGRAM.read_text(encoding="utf-8")
    found = _type_checker_errors("pyright", tmp_path, source)
    lines = source.splitlines()
    annotated = {n for n, text in enumerate(lines, 1) if text.startswith("def ") and "-> (" in text}
    assert len(annotated) == 3 and {line for line, _ in found} == annotated
    assert all("Tuple expression not allowed in type expression" in m for _, m in found)
