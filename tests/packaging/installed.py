"""The environment under test: where its interpreter and scripts are, and how to run them."""

from __future__ import annotations

import os
import re
import subprocess
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENVIRONMENT = Path(os.environ.get("ONNXSCRIBE_INSTALLED", "")).resolve()
SCRIPTS = ENVIRONMENT / ("Scripts" if os.name == "nt" else "bin")
SUFFIX = sysconfig.get_config_var("EXE") or ""
PYTHON = SCRIPTS / f"python{SUFFIX}"
ONNXSCRIBE = SCRIPTS / f"onnxscribe{SUFFIX}"


def source_version() -> str:
    """The version in the source tree's one place for it (``onnxscribe.__version__``)."""
    text = (ROOT / "server" / "onnxscribe" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"$', text, re.M)
    assert match is not None
    return match[1]


def clean_environment() -> dict[str, str]:
    """This process's environment without anything that would put other code on the path."""
    drop = {"PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV"}
    return {key: value for key, value in os.environ.items() if key not in drop}


def run(
    *command: str | Path, cwd: Path, check: bool = True, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    completed = subprocess.run(
        [str(part) for part in command],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=clean_environment(),
        input=stdin,
        check=False,
        timeout=600,
    )
    if check:
        assert completed.returncode == 0, (
            f"{command} exited {completed.returncode}:\n{completed.stdout}\n{completed.stderr}"
        )
    return completed


def python(code: str, cwd: Path) -> str:
    """What ``code`` prints when run by the environment's interpreter in ``cwd``."""
    return run(PYTHON, "-I", "-c", code, cwd=cwd).stdout


EXAMPLE = Path(__file__).resolve().parent / "example.py"


def example_line(fragment: str) -> int:
    """The 1-based line of example.py holding ``fragment``."""
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    return next(number for number, text in enumerate(lines, start=1) if fragment in text)


EXPECTED_ERRORS = {("OXS402", example_line("op.Mul(X, k)")), ("OXS301", example_line("op.Addd"))}
"""What ``onnxscribe check`` reports on example.py: an INT64 multiplied into a FLOAT tensor,
an operator that does not exist."""
