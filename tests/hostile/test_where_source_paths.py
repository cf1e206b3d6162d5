"""``onnxscribe where`` reads a node's source line from the path the model records, so a model
decides what would be read: only a relative path inside the model's folder or its project is,
as onnx allows for external data. Control characters in what it prints are escaped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import onnx
import pytest
from hostile_support import HANG
from onnx import TensorProto, helper

SECRET = "SECRET-LINE-0123"


def where(model: Path, node: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "where", str(model), node],
        capture_output=True,
        text=True,
        timeout=HANG,
        cwd=cwd,
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done


def located_model(path: Path, source: str, line: int = 1, column: int = 1) -> Path:
    node = helper.make_node("Relu", ["x"], ["y"], name="r")
    for key, value in (
        ("onnxscribe.source.path", source),
        ("onnxscribe.source.line", str(line)),
        ("onnxscribe.source.column", str(column)),
    ):
        entry = node.metadata_props.add()
        entry.key, entry.value = key, value
    graph = helper.make_graph(
        [node],
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])],
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(helper.make_model(graph).SerializeToString())
    return path


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """tmp/outside/secret.py beside tmp/project (with pyproject.toml) holding the model."""
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.py").write_text(f"{SECRET}\n")
    root = tmp_path / "project"
    (root / "models").mkdir(parents=True)
    (root / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    (root / "src").mkdir()
    (root / "src" / "prog.py").write_text("first\n    y = op.Relu(x)\n")
    return root


@pytest.mark.parametrize(
    "source",
    [
        "/proc/self/environ",
        "../../etc/passwd",
        "../../outside/secret.py",
        "src/../../outside/secret.py",
        "..\\..\\outside\\secret.py",
    ],
)
def test_paths_outside_the_model_folder_and_project_are_not_read(
    project: Path, source: str
) -> None:
    model = located_model(project / "models" / "m.onnx", source)
    done = where(model, "r", cwd=project / "models")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert lines[0] == f"{source}:1:1: Relu -> y (in g)"
    assert lines[1:] == ["    (source not shown: the model names a path outside its folder)"]
    assert SECRET not in done.stdout


def test_a_link_out_of_the_project_is_not_followed(project: Path) -> None:
    os.symlink(project.parent / "outside" / "secret.py", project / "src" / "link.py")
    model = located_model(project / "models" / "m.onnx", "src/link.py")
    done = where(model, "r", cwd=project)
    assert done.returncode == 0
    assert SECRET not in done.stdout
    assert "source not shown" in done.stdout


def test_a_path_inside_the_project_is_shown(project: Path) -> None:
    model = located_model(project / "models" / "m.onnx", "src/prog.py", line=2, column=9)
    done = where(model, "r", cwd=project.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "src/prog.py:2:9: Relu -> y (in g)",
        "        y = op.Relu(x)",
        "            ^",
    ]


def test_a_fifo_named_by_the_model_is_not_opened(project: Path) -> None:
    os.mkfifo(project / "src" / "pipe.py")
    model = located_model(project / "models" / "m.onnx", "src/pipe.py")
    done = where(model, "r", cwd=project)  # waited for ever before
    assert done.returncode == 0
    assert "source not shown" in done.stdout


def test_control_characters_in_the_path_and_line_are_escaped(project: Path) -> None:
    (project / "src" / "evil.py").write_text("x = 1  # \x1b]52;c;aGk=\x07 \x1b[2J\n")
    model = located_model(project / "models" / "m.onnx", "src/evil.py\x1b[2J")
    done = where(model, "r", cwd=project)
    assert "\x1b" not in done.stdout
    assert done.stdout.startswith("src/evil.py\\x1b[2J:1:1: Relu")
    model = located_model(project / "models" / "m2.onnx", "src/evil.py", column=3)
    done = where(model, "r", cwd=project)
    assert "\x1b" not in done.stdout and "\x07" not in done.stdout
    assert done.stdout.splitlines()[1:] == [
        "    x = 1  # \\x1b]52;c;aGk=\\x07 \\x1b[2J",
        "      ^",
    ]


@pytest.mark.parametrize(
    ("make", "answer"),
    [
        (os.mkfifo, "it is a FIFO (named pipe), not a regular file"),
        (os.mkdir, "it is a folder, not a regular file"),
    ],
)
def test_a_model_path_that_is_not_a_file(tmp_path: Path, make: object, answer: str) -> None:
    make(tmp_path / "m.onnx")  # type: ignore[operator]
    done = where(tmp_path / "m.onnx", "r", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == f"onnxscribe: cannot read {tmp_path / 'm.onnx'}: {answer}"


def test_a_model_over_2_gb_is_not_read(tmp_path: Path) -> None:
    huge = tmp_path / "huge.onnx"
    with open(huge, "wb") as file:
        file.truncate(2_500_000_000)
    done = where(huge, "r", cwd=tmp_path)
    assert done.returncode == 2
    assert "protobuf reads no model over 2 GB" in done.stderr


def test_the_model_is_checked_too(tmp_path: Path) -> None:
    """The model's own text goes through the same reading: a node that is not there."""
    model = located_model(tmp_path / "m.onnx", "prog.py")
    assert onnx.load(str(model)).graph.node[0].name == "r"
    done = where(model, "\x1b[2Jmissing", cwd=tmp_path)
    assert done.returncode == 1
    assert "\x1b" not in done.stderr
