"""``check --format sarif`` passes Microsoft's SARIF validator, GitHub's upload rules included,
and the text report names files as the paths were given."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from onnxscribe.cli import main

CORPUS = Path(__file__).parents[1] / "check" / "corpus" / "wrong"
VALIDATOR = Path(__file__).parent / "sarif_validator"
STAMP = VALIDATOR / "node_modules" / ".installed"


@pytest.fixture(scope="module")
def multitool() -> Path:
    """The validator's executable, installed from the lock file when it is not yet."""
    if not STAMP.exists():
        npm = shutil.which("npm")
        if npm is None:
            pytest.skip("npm is not installed: the SARIF validator cannot be installed")
        subprocess.run(
            [npm, "ci", "--no-audit", "--no-fund"], cwd=VALIDATOR, check=True, capture_output=True
        )
        STAMP.touch()
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the SARIF validator cannot run")
    found = subprocess.run(
        [node, "-p", "require('@microsoft/sarif-multitool')"],
        cwd=VALIDATOR,
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(found.stdout.strip())


def _project(root: Path) -> None:
    (root / "src" / "pkg").mkdir(parents=True)
    shutil.copy(CORPUS / "oxs402_cumulative_sum.py", root / "src" / "pkg" / "scan.py")
    shutil.copy(CORPUS / "oxs107_print.py", root / "src" / "print.py")
    odd = os.fsdecode(b"src/bad\xff name.py")
    shutil.copy(CORPUS / "oxs402_operator.py", root / odd)


def _validate(multitool: Path, log: Path) -> list[dict[str, Any]]:
    report = log.with_suffix(".validation.sarif")
    completed = subprocess.run(
        [
            str(multitool),
            "validate",
            str(log),
            "--output",
            str(report),
            "--log",
            "ForceOverwrite",
            "--rule-kind",
            "Sarif;Gh",  # the SARIF rules and GitHub code scanning's upload rules
            "--level",
            "Error;Warning;Note",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    results: list[dict[str, Any]] = json.loads(report.read_text(encoding="utf-8"))["runs"][0][
        "results"
    ]
    return results


def test_the_sarif_of_a_folder_passes_the_validator(multitool: Path, tmp_path: Path) -> None:
    _project(tmp_path)
    completed = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "check", "--format", "sarif", "src/"],
        cwd=tmp_path,
        capture_output=True,
        check=False,
    )
    assert completed.returncode == 1, completed.stderr
    log = tmp_path / "onnxscribe.sarif"
    log.write_bytes(completed.stdout)
    sarif = json.loads(completed.stdout)
    run = sarif["runs"][0]
    assert run["originalUriBaseIds"] == {"%SRCROOT%": {"uri": tmp_path.as_uri() + "/"}}
    places = {
        (
            location["physicalLocation"]["artifactLocation"]["uri"],
            location["physicalLocation"]["artifactLocation"]["uriBaseId"],
        )
        for result in run["results"]
        for location in result["locations"]
    }
    assert places == {
        ("src/pkg/scan.py", "%SRCROOT%"),
        ("src/print.py", "%SRCROOT%"),
        ("src/bad%FF%20name.py", "%SRCROOT%"),
    }
    findings = _validate(multitool, log)
    by_level: dict[str, set[str]] = {}
    for finding in findings:
        by_level.setdefault(finding.get("level", "warning"), set()).add(finding["ruleId"])
    assert "error" not in by_level, findings
    # the one warning left: the project has no home page to give as the tool's informationUri
    assert by_level.get("warning", set()) <= {"SARIF2005"}, findings
    informative = [f for f in findings if f["ruleId"] == "SARIF2005"]
    assert all("nformationUri" in f["message"]["id"] for f in informative), informative
    assert "SARIF2016" not in by_level.get("note", set())  # no absolute file URIs


def test_a_folder_is_reported_under_the_path_given(capsys, tmp_path, monkeypatch) -> None:
    _project(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["check", "--no-source", "src/"]) == 1
    out = capsys.readouterr().out
    assert "src/pkg/scan.py:11:31: OXS402" in out
    assert str(tmp_path) not in out
    assert main(["check", "--format", "json", "./src"]) == 1
    paths = {d["path"] for d in json.loads(capsys.readouterr().out)["diagnostics"]}
    assert paths == {"src/pkg/scan.py", "src/print.py", "src/bad\\xff name.py"}
