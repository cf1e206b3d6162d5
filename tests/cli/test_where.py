"""Exported nodes carry their source span; `onnxscribe where` maps a node back to its line."""

from __future__ import annotations

from pathlib import Path

import onnx
import onnxruntime
import pytest
from onnxscribe.cli import main
from onnxscribe.graph_ir.source_props import node_source

SOURCE = """\
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def double(x: FLOAT["N"]) -> FLOAT["N"]:
    return x * 2.0


@script()
def model(X: FLOAT["N"]) -> FLOAT["N"]:
    shifted = X + 1.0
    return double(shifted)
"""


@pytest.fixture
def exported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "prog.py").write_text(SOURCE)
    monkeypatch.chdir(tmp_path)
    output = tmp_path / "model.onnx"
    assert main(["export", "src/prog.py::model", "-o", str(output)]) == 0
    return output


def test_nodes_carry_relative_path_line_and_column(exported: Path) -> None:
    model = onnx.load(str(exported))
    onnx.checker.check_model(model, full_check=True)
    onnxruntime.InferenceSession(str(exported), providers=["CPUExecutionProvider"])
    add = next(n for n in model.graph.node if n.op_type == "Add")
    assert node_source(add) == ("src/prog.py", 12, 15)
    (double,) = model.functions
    mul = next(n for n in double.node if n.op_type == "Mul")
    assert node_source(mul) == ("src/prog.py", 7, 12)


def test_where_prints_the_source_line(exported: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["where", str(exported), "shifted"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "src/prog.py:12:15: Add -> shifted (in model)",
        "        shifted = X + 1.0",
        " " * 18 + "^",  # under the X of `X + 1.0`, column 15 of the source line
    ]


def test_where_finds_nodes_of_functions_by_index_too(
    exported: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    model = onnx.load(str(exported))
    call = next(i for i, n in enumerate(model.graph.node) if n.op_type == "double")
    assert main(["where", str(exported), f"#{call}"]) == 0
    assert capsys.readouterr().out.startswith("src/prog.py:13:12: this::double -> ")


def test_where_errors(exported: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["where", str(exported), "missing"]) == 1
    assert "no node named 'missing'" in capsys.readouterr().err
    assert main(["where", str(exported), "#99"]) == 2
    assert main(["where", str(exported.parent / "absent.onnx"), "x"]) == 2
    assert "cannot read" in capsys.readouterr().err
