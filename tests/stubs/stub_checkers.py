"""Run the real pyright and mypy once over a folder of script files, against the checked-in stubs.

The stub package under ``stubs/onnxscribe-stubs`` is exposed to both checkers through a bare
virtual environment where it is "installed" as a symlink, so the tests never depend on which copy
of the stubs is installed in the development environment.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy

ROOT = Path(__file__).resolve().parents[2]
STUB_PACKAGE = ROOT / "stubs" / "onnxscribe-stubs" / "onnxscribe-stubs"
BIN = Path(sys.executable).parent
NUMPY_PACKAGE = Path(numpy.__file__).resolve().parent
SITE_PACKAGES = NUMPY_PACKAGE.parent
DEPENDENCIES = ("numpy", "onnx", "onnx_ir", "google", "ml_dtypes", "typing_extensions.py")
"""What users have beside onnxscribe (its dependencies), linked into the bare environment."""


@dataclass(frozen=True)
class Reported:
    """One diagnostic of a checker: file name, 1-based line, severity, message."""

    checker: str
    path: str
    line: int
    severity: str
    message: str


def bare_environment(tmp: Path, stub_package: Path = STUB_PACKAGE) -> Path:
    """The interpreter of a bare virtual environment whose site-packages hold onnxscribe's sources
    (a link), the checked-in stubs and numpy, as if installed. Installed stubs are what users
    have; both checkers treat them as a library (mypy fully type-checks stubs found on
    ``mypy_path``, which is much slower), and the stubs installed in the development environment
    stay out of the way. onnxscribe's dependencies (numpy, onnx, onnx_ir) are there because users
    have them: calling script functions eagerly on numpy arrays and computing attribute values
    with onnx.helper or onnx_ir must type-check."""
    venv = tmp / "bare-env"
    python = venv / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
        site = subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        # The package itself, not server/ (whose onnxscribe-stubs link would be a second
        # stub package).
        (Path(site) / "onnxscribe").symlink_to(ROOT / "server" / "onnxscribe")
        (Path(site) / "onnxscribe-stubs").symlink_to(stub_package, target_is_directory=True)
        for dependency in DEPENDENCIES:
            if (SITE_PACKAGES / dependency).exists():
                (Path(site) / dependency).symlink_to(SITE_PACKAGES / dependency)
    return python


def run_pyright(
    folders: list[Path],
    tmp: Path,
    stub_package: Path = STUB_PACKAGE,
    deprecations_are_errors: bool = True,
) -> list[Reported]:
    """pyright on ``folders``; with ``deprecations_are_errors`` off, its default settings."""
    config = {
        "include": [os.path.relpath(f, tmp) for f in folders],
        "pythonVersion": "3.10",
        "reportMissingModuleSource": "warning",
    }
    if deprecations_are_errors:
        config["reportDeprecated"] = "error"
    config_path = tmp / "pyrightconfig.json"
    config_path.write_text(json.dumps(config), encoding="utf-8")
    completed = subprocess.run(
        [
            str(BIN / "pyright"),
            "--outputjson",
            "--pythonpath",
            str(bare_environment(tmp, stub_package)),
            "--project",
            str(config_path),
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp,
    )
    try:
        report = json.loads(completed.stdout)
    except json.JSONDecodeError:
        raise AssertionError(f"pyright failed:\n{completed.stdout}\n{completed.stderr}") from None
    found = []
    for item in report["generalDiagnostics"]:
        found.append(
            Reported(
                "pyright",
                item["file"],
                item["range"]["start"]["line"] + 1,
                item["severity"],
                item["message"],
            )
        )
    return found


_MYPY_LINE = re.compile(
    r"^(?P<path>[^:\n]+):(?P<line>\d+): (?P<severity>error|note|warning): (?P<message>.*)$"
)


def run_mypy(
    folders: list[Path],
    tmp: Path,
    plugin: bool = True,
    stub_package: Path = STUB_PACKAGE,
    deprecations_are_errors: bool = True,
) -> list[Reported]:
    """mypy on ``folders``; with ``deprecations_are_errors`` off, the ``deprecated`` error code
    keeps its default (off)."""
    config_path = tmp / "mypy.ini"
    config_path.write_text(
        "\n".join(
            [
                "[mypy]",
                "plugins = onnxscribe.mypy_plugin" if plugin else "",
                "python_version = 3.10",
                "check_untyped_defs = True",
                "enable_error_code = deprecated" if deprecations_are_errors else "",
                "show_error_codes = True",
                "no_error_summary = True",
                f"cache_dir = {tmp / 'mypy-cache'}",
                "",
            ]
        ),
        encoding="utf-8",
    )
    files = sorted(str(p) for folder in folders for p in folder.glob("*.py"))
    completed = subprocess.run(
        [
            str(BIN / "mypy"),
            "--config-file",
            str(config_path),
            "--python-executable",
            str(bare_environment(tmp, stub_package)),
            "--no-pretty",
            "--show-absolute-path",
            *files,
        ],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp,
    )
    if completed.returncode not in (0, 1):
        raise AssertionError(f"mypy failed:\n{completed.stdout}\n{completed.stderr}")
    found = []
    for line in completed.stdout.splitlines():
        match = _MYPY_LINE.match(line)
        if match is not None:
            found.append(
                Reported(
                    "mypy",
                    match["path"],
                    int(match["line"]),
                    match["severity"],
                    match["message"],
                )
            )
    return found


_EXPECT = re.compile(
    r"#\s*expect(?:\[(?P<checker>pyright|mypy)\])?:\s*(?P<fragment>.*?)\s*(?=#\s*expect|$)"
)


@dataclass(frozen=True)
class Expected:
    checker: str
    path: str
    line: int
    fragment: str


def expectations(folder: Path) -> list[Expected]:
    """The ``# expect: fragment`` markers of every file in ``folder`` (``# expect[mypy]: ...``
    for one checker only)."""
    found = []
    for path in sorted(folder.glob("*.py")):
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if "#" not in text:
                continue
            for match in _EXPECT.finditer(text[text.index("#") :]):
                checkers = [match["checker"]] if match["checker"] else ["pyright", "mypy"]
                for checker in checkers:
                    found.append(Expected(checker, str(path), number, match["fragment"]))
    return found
