"""The GitHub workflows cannot run here; actionlint checks them (`make lint`), and these tests
hold what they must do: CI on three systems and four Pythons, and a release that builds once,
smoke-tests on three systems and publishes the three artifacts."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
ACTIONLINT = Path(sys.executable).parent / "actionlint"


def _text(name: str) -> str:
    return (WORKFLOWS / name).read_text(encoding="utf-8")


def _actionlint(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(ACTIONLINT), "-no-color", *map(str, files)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_make_lint_runs_actionlint_on_the_workflows() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lint = makefile.split("\nlint:", 1)[1].split("\n\n", 1)[0]
    assert "$(VENV)/bin/actionlint .github/workflows/*.yml" in lint


def test_the_workflows_pass_actionlint() -> None:
    completed = _actionlint(*sorted(WORKFLOWS.glob("*.yml")))
    assert completed.returncode == 0, completed.stdout + completed.stderr


def test_actionlint_rejects_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / ".github" / "workflows"
    broken.mkdir(parents=True)
    shutil.copy(WORKFLOWS / "release.yml", broken / "release.yml")
    text = (broken / "release.yml").read_text(encoding="utf-8")
    (broken / "release.yml").write_text(text.replace("needs: smoke", "needs: smoek", 1))
    completed = _actionlint(broken / "release.yml")
    assert completed.returncode == 1
    assert "smoek" in completed.stdout


def test_ci_covers_three_systems_and_four_pythons() -> None:
    text = _text("ci.yml")
    for system in ("ubuntu-latest", "macos-latest", "windows-latest"):
        assert system in text
    for python in ("3.10", "3.11", "3.12", "3.13"):
        assert text.count(f'"{python}"') == 2, python
    assert "bash .ci/run" in text
    assert "tests/packaging" in text


@pytest.mark.parametrize(
    "needed",
    [
        'tags: ["v*"]',
        "make dist",
        "os: [ubuntu-latest, macos-latest, windows-latest]",
        "tests/packaging",
        "id-token: write",
        "pypa/gh-action-pypi-publish@release/v1",
        "ovsx@1.3.0 publish",
        "@vscode/vsce@4.1.0 publish",
        "gh release create",
    ],
)
def test_release_steps(needed: str) -> None:
    assert needed in _text("release.yml")


def test_release_publishes_after_the_smoke_suite_and_attaches_three_artifacts() -> None:
    text = _text("release.yml").split("\njobs:\n", 1)[1]
    jobs = dict(re.findall(r"^  ([a-z-]+):\n(.*?)(?=^  [a-z-]+:\n|\Z)", text, re.M | re.S))
    assert set(jobs) == {"build", "smoke", "pypi", "marketplaces", "github-release"}
    assert "needs: build" in jobs["smoke"]
    assert "needs: smoke" in jobs["pypi"] and "needs: smoke" in jobs["marketplaces"]
    assert "needs: [pypi, marketplaces]" in jobs["github-release"]
    release = jobs["github-release"]
    for artifact in ("onnxscribe-*.whl", "onnxscribe-*.tar.gz", "onnxscribe-*.vsix"):
        assert f"dist/{artifact}" in release
