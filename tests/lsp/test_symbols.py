"""Document symbols (from the worker's data) and workspace symbols (from the files)."""

from __future__ import annotations

from pathlib import Path

from onnxscribe.lsp import symbols
from onnxscribe.lsp.collect import document_data
from onnxscribe.lsp.data import CONSTANT, FUNCTION, GRAPH

PROJECT = Path(__file__).parent / "navigation_project"
MODEL = PROJECT / "model.py"


def test_document_symbols_show_signatures_and_nested_graphs() -> None:
    data = document_data(MODEL.read_text(encoding="utf-8"), str(MODEL))
    shown = [(s.name, s.kind, s.detail) for s in data.symbols]
    assert shown == [
        ("LIMIT", CONSTANT, ""),
        ("model", FUNCTION, "model(A: FLOAT[...], k: int = 2) -> FLOAT[...]"),
        ("cumulative", FUNCTION, "cumulative(X: FLOAT[...]) -> FLOAT[...]"),
    ]
    (graph,) = data.symbols[2].children
    assert (graph.name, graph.kind, graph.detail) == ("Sum", GRAPH, "Sum(sum_in, next)")
    assert (graph.selection.line, graph.selection.column) == (18, 9)
    assert data.symbols[1].span.line == 8  # from the decorator


def test_workspace_symbols_find_script_functions_and_their_graphs(tmp_path: Path) -> None:
    found = symbols.workspace_symbols([str(PROJECT)], "su")
    assert [(f.symbol.name, f.container, Path(f.path).name) for f in found] == [
        ("Sum", "cumulative", "model.py")
    ]
    doubles = symbols.workspace_symbols([str(PROJECT)], "DOUBLE")
    assert [(f.symbol.name, f.symbol.detail) for f in doubles] == [("double", "script function")]


def test_the_walk_skips_environments_and_hidden_folders(tmp_path: Path) -> None:
    (tmp_path / ".venv").mkdir()
    (tmp_path / ".venv" / "hidden.py").write_text("def wanted(): pass\n")
    (tmp_path / "env").mkdir()
    (tmp_path / "env" / "pyvenv.cfg").write_text("")
    (tmp_path / "env" / "lib.py").write_text("def wanted(): pass\n")
    (tmp_path / "code.py").write_text("def wanted(): pass\n")
    (tmp_path / "broken.py").write_text("def wanted(:\n")
    (tmp_path / "loop").symlink_to(tmp_path)
    found = symbols.workspace_symbols([str(tmp_path)], "wanted")
    assert [Path(f.path).name for f in found] == ["code.py"]
