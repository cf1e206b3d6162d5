"""onnxscribe.showGraph: the command, and finding the function in a document."""

from __future__ import annotations

from pathlib import Path

import pytest
from onnxscribe.graph_ir.graph_view import graph_data
from onnxscribe.graph_ir.nodes import Function
from onnxscribe.lsp import capabilities, commands, graph_view
from onnxscribe.pipeline import analyze

FIXTURE = Path(__file__).parents[2] / "vscode-extension" / "test" / "fixtures" / "model.py"


def _function(name: str) -> Function:
    analysis = analyze(FIXTURE.read_text(encoding="utf-8"), str(FIXTURE))
    function = next(f for f in analysis.functions if f.name == name).function
    assert function is not None
    return function


def test_show_graph_command_returns_data_and_page_and_writes_it(tmp_path: Path) -> None:
    analysis = analyze(FIXTURE.read_text(encoding="utf-8"), str(FIXTURE))
    output = tmp_path / "graph.html"
    result = commands.run(
        capabilities.SHOW_GRAPH,
        analysis,
        {"target": {"line": 21, "column": 9}, "output": str(output)},
    )
    assert result["function"] == "accumulate"
    assert result["graph"]["graph"]["nodes"][0]["op"] == "Loop"
    assert output.read_text(encoding="utf-8") == result["html"]
    assert result["path"] == str(output)


def test_show_graph_outside_a_function_says_so() -> None:
    analysis = analyze(FIXTURE.read_text(encoding="utf-8"), str(FIXTURE))
    with pytest.raises(commands.CommandFailed, match="not inside a script function"):
        commands.run(capabilities.SHOW_GRAPH, analysis, {"target": {"line": 2, "column": 1}})


def test_function_graph_analyzes_the_source_itself() -> None:
    source = FIXTURE.read_text(encoding="utf-8")
    data = graph_view.function_graph(source, str(FIXTURE), "accumulate")
    assert data == graph_data(_function("accumulate"), str(FIXTURE))
    with pytest.raises(LookupError, match="no script function named 'missing'"):
        graph_view.function_graph(source, str(FIXTURE), "missing")


WITH_ERRORS = """\
from onnxscribe import script, opset18 as op, FLOAT


@script()
def broken(x: FLOAT["N", 3], limit: FLOAT):
    scaled = op.Mul(x, limit)
    return op.Rleu(scaled)
"""


def test_the_graph_of_a_function_with_errors_lists_them() -> None:
    data = graph_view.function_graph(WITH_ERRORS, "broken.py", "broken")
    assert [(e["line"], e["column"], e["code"]) for e in data["errors"]] == [(7, 12, "OXS301")]
    assert "Rleu" in data["errors"][0]["message"]
    assert [n["op"] for n in data["graph"]["nodes"]] == ["Mul"]  # converted up to the error
    assert data["values"]["limit"]["type"] == "FLOAT"  # a bare FLOAT: the model's scalar
    assert (
        graph_view.function_graph(FIXTURE.read_text(), str(FIXTURE), "accumulate")["errors"] == []
    )
