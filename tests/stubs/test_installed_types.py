"""Types come with the install: a wheel built from the source tree, installed into a fresh virtual
environment with its dependencies and the pinned checkers, gives pyright and mypy every operator
signature; so does an editable install.

The example uses many operators and is clean; a second file misuses typed attributes and inputs,
so the checkers must see the real signatures (an untyped module would pass it silently).
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import numpy
import pytest

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / "constraints.txt"
HERE = Path(__file__).resolve().parent
EXAMPLE = HERE / "installed" / "example.py"
MISUSE = HERE / "installed" / "misuse.py"

pytestmark = pytest.mark.slow


def _source_copy(tmp: Path) -> Path:
    """The files a build reads, copied so that building leaves the source tree untouched."""
    source = tmp / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "build")
    shutil.copytree(ROOT / "server", source / "server", symlinks=True, ignore=ignore)
    shutil.copytree(ROOT / "stubs", source / "stubs", ignore=ignore)
    return source


def _run(*command: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    completed = subprocess.run(
        [str(part) for part in command], capture_output=True, text=True, check=False, cwd=cwd
    )
    assert completed.returncode == 0, f"{command}:\n{completed.stdout}\n{completed.stderr}"
    return completed


def _new_environment(path: Path) -> Path:
    venv.EnvBuilder(with_pip=True).create(path)
    return path / "bin" / "python"


@pytest.fixture(scope="module")
def environments(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``wheel``: the built wheel installed with its dependencies and the pinned checkers;
    ``editable``: an editable install of the same sources, nothing else."""
    tmp = tmp_path_factory.mktemp("installed")
    source = _source_copy(tmp)
    pip = ("-m", "pip", "--disable-pip-version-check", "-q")
    _run(sys.executable, *pip, "wheel", "--no-deps", "-w", tmp / "dist", source)
    wheels = list((tmp / "dist").glob("onnxscribe-*.whl"))
    assert len(wheels) == 1
    python = _new_environment(tmp / "wheel-env")
    checkers = ("mypy==2.4.1", "pyright==1.1.414")
    _run(python, *pip, "install", "-c", CONSTRAINTS, wheels[0], *checkers)
    editable = _new_environment(tmp / "editable-env")
    _run(editable, *pip, "install", "--no-deps", "-e", source)
    return {"wheel": python, "editable": editable, "source": source, "wheel_file": wheels[0]}


def _pyright(checker_python: Path, target: Path, file: Path, tmp: Path) -> list[tuple[int, str]]:
    config = tmp / "pyrightconfig.json"
    config.write_text(json.dumps({"include": [file.name], "reportDeprecated": "error"}))
    shutil.copy(file, tmp / file.name)
    completed = subprocess.run(
        [
            str(checker_python.parent / "pyright"),
            "--outputjson",
            "--pythonpath",
            str(target),
            "--project",
            str(config),
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp,
    )
    report = json.loads(completed.stdout)
    return [
        (d["range"]["start"]["line"] + 1, d["message"])
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    ]


def _mypy(checker_python: Path, target: Path, file: Path, tmp: Path) -> list[tuple[int, str]]:
    config = tmp / "mypy.ini"
    config.write_text(
        f"[mypy]\nplugins = onnxscribe.mypy_plugin\ncache_dir = {tmp / 'cache'}\n"
        "enable_error_code = deprecated\n"
    )
    shutil.copy(file, tmp / file.name)
    completed = subprocess.run(
        [
            str(checker_python.parent / "mypy"),
            "--config-file",
            str(config),
            "--python-executable",
            str(target),
            "--no-pretty",
            "--no-error-summary",
            file.name,
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp,
    )
    found = []
    for line in completed.stdout.splitlines():
        parts = line.split(":", 3)
        if len(parts) == 4 and parts[2].strip() == "error":
            found.append((int(parts[1]), parts[3].strip()))
    return found


CHECKERS = {"pyright": _pyright, "mypy": _mypy}


def _expected_lines(file: Path) -> set[int]:
    lines = file.read_text(encoding="utf-8").splitlines()
    return {number for number, text in enumerate(lines, start=1) if "# error" in text}


def test_the_wheel_carries_the_stub_package(environments: dict[str, Path]) -> None:
    stubs = ROOT / "stubs" / "onnxscribe-stubs" / "onnxscribe-stubs"
    with zipfile.ZipFile(environments["wheel_file"]) as wheel:
        names = set(wheel.namelist())
        assert {"onnxscribe/py.typed", "onnxscribe-stubs/py.typed"} <= names
        for stub in stubs.rglob("*.pyi"):
            inside = f"onnxscribe-stubs/{stub.relative_to(stubs).as_posix()}"
            assert wheel.read(inside) == stub.read_bytes(), inside


@pytest.mark.parametrize("install", ["wheel", "editable"])
@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_valid_code_type_checks_clean(
    environments: dict[str, Path], install: str, checker: str, tmp_path: Path
) -> None:
    found = CHECKERS[checker](environments["wheel"], environments[install], EXAMPLE, tmp_path)
    assert not found, f"{checker} on a {install} install:\n{found}"


@pytest.mark.parametrize("install", ["wheel", "editable"])
@pytest.mark.parametrize("checker", ["pyright", "mypy"])
def test_misuse_is_reported_on_each_marked_line(
    environments: dict[str, Path], install: str, checker: str, tmp_path: Path
) -> None:
    found = CHECKERS[checker](environments["wheel"], environments[install], MISUSE, tmp_path)
    assert {line for line, _message in found} == _expected_lines(MISUSE), found


def test_the_example_is_dialect_code_the_converter_accepts() -> None:
    spec = importlib.util.spec_from_file_location("installed_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert all(hasattr(module, m) for m in ("attention", "conv_block", "gather_rows", "stats"))
    assert module.stats(numpy.arange(8, dtype=numpy.float32).reshape(2, 4)).tolist() == [3.5, 7.0]
