"""One version for everything released: ``onnxscribe.__version__`` is its one place; the wheel's
metadata reads it (pyproject's dynamic version), ``onnxscribe --version`` prints it, the VS Code
extension's package.json repeats it, and CHANGELOG.md has its entry. The smoke suite checks the
built wheel's metadata (tests/packaging)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import onnxscribe

ROOT = Path(__file__).resolve().parents[1]


def test_pyproject_reads_the_version_from_the_package() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in text
    assert re.search(r'^version = \{ attr = "onnxscribe.__version__" \}$', text, re.M)
    assert not re.search(r'^version = "', text, re.M)


def test_the_extension_has_the_same_version() -> None:
    manifest = json.loads((ROOT / "vscode-extension" / "package.json").read_text(encoding="utf-8"))
    assert manifest["version"] == onnxscribe.__version__


def test_the_command_prints_it() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "--version"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert completed.stdout == f"onnxscribe {onnxscribe.__version__}\n"


def test_the_changelog_has_an_entry_for_it() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (\S+)", text, re.M)
    assert headings and headings[0] == onnxscribe.__version__
