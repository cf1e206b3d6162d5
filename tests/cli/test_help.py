"""The command line's help: bare ``onnxscribe``, ``--version``, every command's exit statuses and
documentation (a file installed with the package)."""

from __future__ import annotations

import argparse
import functools
import re
import subprocess
import sys
from pathlib import Path

import onnxscribe
import pytest
from onnxscribe.cli import build_parser, main
from onnxscribe.command_help import DOCUMENTS, EXIT_STATUSES

COMMANDS = ["check", "export", "show", "where", "from-onnx", "profile", "compare", "lsp", "dap"]
PACKAGE = Path(onnxscribe.__file__).parent
EXAMPLE = Path(__file__).resolve().parents[1] / "packaging" / "example.py"


@functools.cache
def _help(*words: str) -> str:
    parser = build_parser()
    if not words:
        return parser.format_help()
    (command,) = words
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return str(subparsers.choices[command].format_help())


def _listed_statuses(text: str) -> set[int]:
    section = text.split("exit status:\n", 1)[1].split("\n\n", 1)[0]
    return {int(status) for status in re.findall(r"^  (\d+):", section, re.M)}


def test_bare_command_prints_the_help_and_succeeds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    out = capsys.readouterr().out
    assert out == build_parser().format_help()
    assert all(command in out for command in COMMANDS)


def test_bare_command_as_a_process() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "onnxscribe"], capture_output=True, text=True, check=False
    )
    assert completed.returncode == 0
    assert completed.stdout.startswith("usage: onnxscribe")
    assert completed.stderr == ""


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out == f"onnxscribe {onnxscribe.__version__}\n"


def test_unknown_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["chek"])
    assert exited.value.code == 2
    assert "invalid choice: 'chek'" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["onnxscribe", *COMMANDS])
def test_help_lists_exit_statuses_and_points_at_installed_documentation(command: str) -> None:
    text = _help() if command == "onnxscribe" else _help(command)
    assert _listed_statuses(text) >= {0, 2}
    (document,) = re.findall(r"^documentation: (.+)$", text, re.M)
    path = Path(document)
    assert path == PACKAGE / "docs" / DOCUMENTS[command]
    assert path.read_text(encoding="utf-8").startswith("# ")
    assert "docs/" not in text.replace(str(PACKAGE / "docs"), "")


def test_help_as_a_process_is_the_parser_help() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "check", "--help"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert completed.stdout == _help("check")


def test_every_command_has_statuses_and_a_document() -> None:
    assert set(EXIT_STATUSES) == set(DOCUMENTS) == {"onnxscribe", *COMMANDS}


def test_the_documentation_is_package_data() -> None:
    """The help's documents are in the wheel: docs/ is linked into the package and its
    Markdown files are package data (the smoke suite reads them from an installed wheel)."""
    root = Path(__file__).resolve().parents[2]
    assert (root / "server" / "onnxscribe" / "docs").resolve() == (root / "docs").resolve()
    text = (root / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^onnxscribe = \[.*"docs/\*\.md".*\]$', text, re.M)


def _status(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *words: str
) -> int:
    monkeypatch.chdir(tmp_path)
    status = main(list(words))
    capsys.readouterr()
    return status


@pytest.mark.parametrize(
    ("command", "arguments", "status"),
    [
        ("check", ["example.py"], 1),
        ("check", ["clean.py"], 0),
        ("check", ["missing.py"], 2),
        ("check", ["plain.py"], 5),
        ("export", ["example.py::gelu"], 0),
        ("export", ["example.py::scale"], 1),
        ("export", ["example.py::nothing"], 2),
        ("show", ["example.py::gelu"], 0),
        ("show", ["example.py::unknown"], 1),
        ("show", ["missing.py::gelu"], 2),
        ("where", ["missing.onnx", "#0"], 2),
        ("from-onnx", ["missing.onnx"], 2),
        ("from-onnx", ["plain.py"], 1),
        ("profile", ["clean.py::f", "--runs", "2"], 0),
        ("profile", ["missing.py::f"], 2),
        ("compare", ["clean.py::f"], 0),
        ("compare", ["missing.py::f"], 2),
    ],
)
def test_the_statuses_a_command_exits_with_are_listed(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: str,
    arguments: list[str],
    status: int,
) -> None:
    (tmp_path / "example.py").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    clean = "from onnxscribe import FLOAT, script\n\n@script()\ndef f(X: FLOAT):\n    return X\n"
    (tmp_path / "clean.py").write_text(clean, encoding="utf-8")
    (tmp_path / "plain.py").write_text("import onnxscribe\n\nx = 1\n", encoding="utf-8")
    assert _status(tmp_path, monkeypatch, capsys, command, *arguments) == status
    assert status in _listed_statuses(_help(command))


def test_the_language_server_module_help_points_at_the_same_documentation() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "onnxscribe.lsp", "--help"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert _listed_statuses(completed.stdout) == _listed_statuses(_help("lsp"))
    (document,) = re.findall(r"^documentation: (.+)$", completed.stdout, re.M)
    assert Path(document) == PACKAGE / "docs" / "editors.md"
