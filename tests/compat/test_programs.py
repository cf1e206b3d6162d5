"""Programs written the way onnxscript users write them work here unchanged.

Every program in ``programs/`` converts when imported, each of its examples gives the same
results eagerly and in onnxruntime (the model passes the onnx checker where its inputs and
outputs are typed), and no tool reports an error on it: ``onnxscribe check``, the language
server's analysis, pyright and mypy with the stubs. Warnings are allowed: they are where this
dialect reads the code more strictly than onnxscript does.
"""

from __future__ import annotations

from pathlib import Path

import onnx
import pytest
import stub_checkers as checkers
from model_runs import assert_same, run_model
from programs_under_test import PROGRAMS, examples, load, program_paths
from tool_reports import analyzer_reports, check_reports, errors

PATHS = program_paths()
IDS = [path.stem for path in PATHS]


def _typed(model: onnx.ModelProto) -> bool:
    values = [*model.graph.input, *model.graph.output]
    return all(v.type.WhichOneof("value") is not None for v in values)


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_examples_run_the_same_eagerly_and_in_onnxruntime(path: Path) -> None:
    module = load(path)
    for example in examples(module):
        function = getattr(module, example.function)
        eager = function(*example.inputs, **example.attributes)
        fields = {"attributes": example.attributes} if example.attributes else {}
        model = function.to_model_proto(**fields)
        if _typed(model):
            onnx.checker.check_model(model, full_check=True)
        assert_same(eager, run_model(model, example.inputs))


def test_check_reports_no_error() -> None:
    reports = check_reports(PATHS)
    by_file = {
        name: errors([r for r in reports if Path(r.path).name == name])
        for name in {Path(r.path).name for r in reports}
    }
    assert {name: found for name, found in by_file.items() if found} == {}


@pytest.mark.parametrize("path", PATHS, ids=IDS)
def test_language_server_analysis_reports_no_error(path: Path) -> None:
    assert errors(analyzer_reports(path)) == []


@pytest.mark.slow
@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_type_checkers_report_no_error(checker: str, tmp_path: Path) -> None:
    run_checker = checkers.run_pyright if checker == "pyright" else checkers.run_mypy
    found = [r for r in run_checker([PROGRAMS], tmp_path) if r.severity == "error"]
    assert [f"{Path(r.path).name}:{r.line}: {r.message}" for r in found] == []
