"""What an ``onnxscribe check`` run found, as the command prints it: text (with the source line
and a caret under each span), JSON or SARIF on stdout, a summary on stderr, and the exit status.
Pure functions over a ``Report``; ``check.py`` reads the files and analyzes them."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from onnxscribe import __version__
from onnxscribe.cli.common import USAGE_ERROR
from onnxscribe.cli.sarif import to_json, to_sarif
from onnxscribe.core.diagnostics import Diagnostic, Span
from onnxscribe.core.terminal import printable, printable_line

NO_FUNCTIONS = 5
"""The exit status when the files checked hold no script function."""


@dataclass
class Report:
    """What a run found, ready to print."""

    results: dict[str, list[Diagnostic]]
    """File -> its diagnostics, for the files that have any."""
    sources: dict[str, str]
    """Every file checked -> its text (as fixed)."""
    functions: int
    fixed: int = 0
    unreadable: int = 0
    """Files and folders that could not be read."""

    @property
    def errors(self) -> int:
        return sum(1 for found in self.results.values() for d in found if d.is_error)

    @property
    def warnings(self) -> int:
        return sum(1 for found in self.results.values() for d in found if not d.is_error)


def make_report(
    texts: Mapping[str, str],
    found: Mapping[str, list[Diagnostic]],
    not_analyzed: Mapping[str, tuple[str, Diagnostic]],
    functions: int,
    fixed: int = 0,
    unreadable: int = 0,
) -> Report:
    """The report of the analyzed files (their ``texts`` and the diagnostics ``found``), then of
    the files that could not be analyzed, each with its text as far as it goes and why."""
    results = {name: diagnostics for name, diagnostics in found.items() if diagnostics}
    sources = dict(texts)
    for name, (text, diagnostic) in not_analyzed.items():
        sources[name] = text
        results[name] = [diagnostic]
    return Report(results, sources, functions, fixed, unreadable)


def report_text(report: Report, output_format: str, no_source: bool = False) -> str:
    """What goes to stdout: the diagnostics as text, JSON or SARIF."""
    if output_format == "json":
        found = to_json(report.results)
        found["files"] = len(report.sources)
        found["functions"] = report.functions
        return json.dumps(found, indent=2)
    if output_format == "sarif":
        return json.dumps(to_sarif(report.results, __version__, root=os.getcwd()), indent=2)
    return "\n".join(
        format_text(name, diagnostics, None if no_source else report.sources[name].splitlines())
        for name, diagnostics in report.results.items()
    )


def format_text(path: str, diagnostics: Sequence[Diagnostic], lines: Sequence[str] | None) -> str:
    """``path:line:col: CODE message``, then the source line and a caret under the span."""
    parts: list[str] = []
    for diagnostic in diagnostics:
        span = diagnostic.span
        where = printable_line(f"{span.path or path}:{span.line}:{span.column}")
        label = "" if diagnostic.is_error else f"{diagnostic.severity.label}: "
        parts.append(f"{where}: {diagnostic.code} {label}{printable(diagnostic.message)}")
        if lines is not None and 1 <= span.line <= len(lines):
            parts.extend(source_excerpt(lines[span.line - 1].rstrip("\n"), span))
        if diagnostic.hint:
            parts.append(f"    hint: {printable(diagnostic.hint)}")
        for related in diagnostic.related:
            r = related.span
            place = printable_line(f"{r.path or path}:{r.line}:{r.column}")
            parts.append(f"    {place}: note: {printable(related.message)}")
        for fix in diagnostic.fixes:
            parts.append(f"    fix available: {printable(fix.title)}")
    return "\n".join(parts)


def source_excerpt(line: str, span: Span) -> list[str]:
    """The source line (control characters escaped) and a caret line under the span."""
    end = span.end_column if span.end_line == span.line else len(line) + 1
    before = printable_line(line[: span.column - 1])
    marked = printable_line(line[span.column - 1 : end - 1])
    return [f"    {printable_line(line)}", f"    {' ' * len(before)}{'^' * max(1, len(marked))}"]


def report_notes(report: Report, output_format: str) -> list[str]:
    """What goes to stderr: the text format's summary; the note that no script function was
    found (when none was and nothing else went wrong)."""
    notes = []
    if output_format == "text":
        summary = (
            f"{report.errors} error(s), {report.warnings} warning(s) in {len(report.sources)} "
            f"file(s) checked, {report.functions} script function(s)"
        )
        if report.fixed:
            summary += f"; {report.fixed} fix(es) applied"
        if report.unreadable:
            summary += f"; {report.unreadable} file(s) or folder(s) could not be read (see above)"
        notes.append(summary)
    if report.functions == 0 and not report.errors:
        notes.append(_NO_FUNCTIONS_MESSAGE)
    return notes


_NO_FUNCTIONS_MESSAGE = (
    "onnxscribe check: no script function found in these files. Functions made by a decorator "
    "of your own (not @script()) are found once it is named in pyproject.toml:\n"
    "    [tool.onnxscribe]\n"
    '    script-decorators = ["package.module.decorator"]\n'
    "(see docs/migrating.md; --allow-empty exits 0 anyway)"
)


def exit_status(report: Report, allow_empty: bool) -> int:
    """2 when something could not be read, 1 for errors, 5 when no script function was found
    (unless ``allow_empty``), else 0."""
    if report.unreadable:
        return USAGE_ERROR
    if report.errors:
        return 1
    return NO_FUNCTIONS if report.functions == 0 and not allow_empty else 0
