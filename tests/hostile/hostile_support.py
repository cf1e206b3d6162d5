"""Running onnxscribe on hostile input in a separate process, so that a hang fails one test.

``HANG`` is generous on purpose: these tests are not benchmarks, they fail only when a run does
not finish at all (before the bounds, several of these inputs ran for minutes or forever).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

CASES = Path(__file__).parent / "cases"
HANG = 120.0
"""Seconds after which a run counts as hung."""

_ANALYZE = textwrap.dedent(
    """
    import json, sys
    from onnxscribe import analyze
    path = sys.argv[1]
    with open(path, encoding="utf-8") as file:
        text = file.read()
    analysis = analyze(text, path)
    print(json.dumps([
        {"code": d.code, "severity": d.severity.label, "line": d.span.line, "message": d.message}
        for d in analysis.diagnostics
    ]))
    """
)


def analyze_in_process(path: Path, cwd: Path | None = None) -> list[dict[str, Any]]:
    """The diagnostics ``analyze`` finds in ``path``, computed in a fresh interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", _ANALYZE, str(path)],
        capture_output=True,
        text=True,
        timeout=HANG,
        cwd=cwd,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def run_check(*arguments: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m onnxscribe check ARGUMENTS`` (JSON output when asked)."""
    return subprocess.run(
        [sys.executable, "-m", "onnxscribe", "check", *arguments],
        capture_output=True,
        text=True,
        timeout=HANG,
        cwd=cwd,
    )


def check_json(*arguments: str, cwd: Path | None = None) -> tuple[int, dict[str, Any]]:
    """The exit status and JSON report of ``onnxscribe check --format json ARGUMENTS``."""
    done = run_check("--format", "json", *arguments, cwd=cwd)
    assert done.returncode in (0, 1), done.stderr
    return done.returncode, json.loads(done.stdout)


def codes(diagnostics: list[dict[str, Any]]) -> list[str]:
    return [d["code"] for d in diagnostics]
