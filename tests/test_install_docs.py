"""The install commands of README.md and docs/ are true today: every ``pip install`` names an
artifact ``make dist`` builds for this version (or is the development install), except those
labelled as working after the first release, and the artifacts named are the ones the Makefile
writes."""

from __future__ import annotations

import re
from pathlib import Path

import onnxscribe

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
VERSION = onnxscribe.__version__
ARTIFACTS = {
    f"onnxscribe-{VERSION}-py3-none-any.whl",
    f"onnxscribe-{VERSION}.tar.gz",
    f"onnxscribe-{VERSION}.vsix",
}
LABEL = "after the first release"


def _install_lines() -> list[tuple[str, int, str, str]]:
    """(document, line number, line, the text before it up to the previous blank line)."""
    found = []
    for document in DOCUMENTS:
        lines = document.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            if "pip install" not in line:
                continue
            start = index
            while start > 0 and lines[start - 1].strip() and not lines[start - 1].startswith("```"):
                start -= 1
            before = "\n".join(lines[max(0, start - 3) : index + 1])
            found.append((document.name, index + 1, line, before))
    return found


def test_every_install_command_works_today_or_is_labelled() -> None:
    lines = _install_lines()
    assert len(lines) >= 6
    for document, number, line, before in lines:
        for command in re.findall(r"pip install (?:-e |--python \S+ )?(\S+)", line):
            target = command.strip("'\"`,;)")
            if target.startswith(".") and ("-e" in line or target in (".", ".[lsp]")):
                continue  # the development install, in a clone
            if target.split("[")[0] == "WHEEL":
                continue  # the wheel the .vsix carries, installed by the extension
            if not target.startswith("onnxscribe"):
                continue  # another package (torch, onnxscript), which its registry serves
            if "onnxscribe-" in target:
                name = Path(target.split("[")[0]).name
                assert name in ARTIFACTS, f"{document}:{number}: {name} is not built by make dist"
                continue
            assert LABEL in before.lower(), (
                f"{document}:{number}: `pip install {target}` from a registry is not labelled "
                f"'{LABEL}'"
            )


def test_artifact_names_match_the_makefile() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "WHEEL = dist/onnxscribe-$(VERSION)-py3-none-any.whl" in makefile
    assert "SDIST = dist/onnxscribe-$(VERSION).tar.gz" in makefile
    assert "dist/onnxscribe-$(VERSION).vsix" in makefile


def test_artifacts_named_in_the_documents_are_of_this_version() -> None:
    for document in DOCUMENTS:
        text = document.read_text(encoding="utf-8")
        for name in re.findall(
            r"onnxscribe-\d[\w.]*?(?:-py3-none-any\.whl|\.tar\.gz|\.vsix)", text
        ):
            assert name in ARTIFACTS, f"{document.name}: {name}"
