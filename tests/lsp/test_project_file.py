from __future__ import annotations

from onnxscribe.lsp.project_file import ProjectProblem, project_problems

TEXT = '[project]\nname = "x"\n\n  [tool.onnxscribe]\nignore = 5\n'


def test_a_problem_of_the_table_sits_on_its_header() -> None:
    found = project_problems(
        "/p/pyproject.toml", ("/p/pyproject.toml: [tool.onnxscribe] ignore: bad",), TEXT
    )
    assert found == [ProjectProblem(3, "[tool.onnxscribe] ignore: bad")]


def test_a_toml_error_sits_on_its_line() -> None:
    problem = "/p/pyproject.toml: not valid TOML: Invalid value (at line 5, column 10)"
    assert project_problems("/p/pyproject.toml", (problem,), TEXT)[0].line == 4
    at_end = "/p/pyproject.toml: not valid TOML: Invalid value (at end of document)"
    assert project_problems("/p/pyproject.toml", (at_end,), "a = [\n")[0].line == 1


def test_without_a_table_the_first_line() -> None:
    assert project_problems("/p/pyproject.toml", ("cannot read",), "")[0].line == 0
