"""``-> (FLOAT[1, 5], FLOAT[1, 5])``, as onnxscript's programs write it: converted, run the same
eagerly and in onnxruntime, and no error from check or the language server. (pyright and mypy
refuse a tuple expression as an annotation whatever the stubs say, so they are not run here.)"""

from __future__ import annotations

from pathlib import Path

import onnx
from model_runs import assert_same, run_model
from onnxscribe.core.types import format_type, from_type_proto
from programs_under_test import examples, load
from tool_reports import analyzer_reports, check_reports, errors

PROGRAM = Path(__file__).parent / "cases" / "tuple_expression_returns.py"


def test_examples_run_the_same_eagerly_and_in_onnxruntime() -> None:
    module = load(PROGRAM)
    found = examples(module)
    assert {e.function for e in found} == {"split_halves", "sizes", "model"}
    for example in found:
        function = getattr(module, example.function)
        eager = function(*example.inputs)
        model = function.to_model_proto()
        onnx.checker.check_model(model, full_check=True)
        assert_same(eager, run_model(model, example.inputs))


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
