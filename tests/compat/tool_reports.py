"""What the tools say about a file: ``onnxscribe check``, the language server's analysis, and
pyright and mypy (with the plugin) over the stubs."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
from dataclasses import dataclass
from pathlib import Path

from onnxscribe.cli.check import add_arguments, run
from onnxscribe.lsp.incremental import DocumentAnalyzer


@dataclass(frozen=True)
class Reported:
    path: str
    code: str
    severity: str
    line: int
    column: int
    message: str


def check_reports(paths: list[Path]) -> list[Reported]:
    """``onnxscribe check --format json`` over the paths."""
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args([*map(str, paths), "--format", "json"])
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        run(args)
    return [
        Reported(d["path"], d["code"], d["severity"], d["line"], d["column"], d["message"])
        for d in json.loads(output.getvalue())["diagnostics"]
    ]


def analyzer_reports(path: Path) -> list[Reported]:
    """The language server's analysis of the file as an open document."""
    data = DocumentAnalyzer().analyze(path.read_text(encoding="utf-8"), str(path), None)
    return [
        Reported(
            str(path),
            d.code,
            "error" if d.is_error else "warning",
            d.span.line,
            d.span.column,
            d.message,
        )
        for d in data.diagnostics
    ]


def errors(reports: list[Reported]) -> list[str]:
    return [f"{r.line}:{r.column} {r.code} {r.message}" for r in reports if r.severity == "error"]


def type_checker_errors(
    checker: str,
    folder: Path,
    file_name: str,
    source: str,
    deprecations_are_errors: bool = False,
) -> list[tuple[int, str]]:
    """The (line, message) of each error pyright or mypy reports on ``source``, written as
    ``file_name`` into a folder of its own under ``folder``."""
    import stub_checkers

    run_checker = stub_checkers.run_pyright if checker == "pyright" else stub_checkers.run_mypy
    program = folder / "program"
    program.mkdir(parents=True, exist_ok=True)
    (program / file_name).write_text(source, encoding="utf-8")
    found = run_checker([program], folder, deprecations_are_errors=deprecations_are_errors)
    return [(r.line, r.message) for r in found if r.severity == "error"]
