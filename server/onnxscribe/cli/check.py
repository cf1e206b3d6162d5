"""``onnxscribe check PATH...``: analyze files and folders without running them.

Exit status: 0 when no errors were found (warnings allowed), 1 when there are errors, 2 for a
usage error (a missing path, an unreadable file or folder, a ``[tool.onnxscribe]`` table it does
not understand), 5 when the files hold no script function at all (``--allow-empty``: 0), so that a CI
step whose paths or ``script-decorators`` miss the project's functions fails instead of passing
having checked nothing. ``--format json`` and ``--format sarif`` write
machine-readable reports to stdout; ``--fix`` applies every available fix and reports what is left.

Files come from anywhere (a pull request under CI): each is analyzed in a worker process under a
time and memory budget (``budgeted``), files over a size limit are reported, not read, and folders
are walked once per real folder, skipping what the project ignores (``walk``).
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import os
import stat
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from onnxscribe import __version__
from onnxscribe.cli import budgeted, options
from onnxscribe.cli.fixing import apply_fixes as apply_fixes  # kept importable from here
from onnxscribe.cli.fixing import fix_source
from onnxscribe.cli.sarif import to_json, to_sarif
from onnxscribe.cli.walk import python_files
from onnxscribe.core.diagnostics import Diagnostic, Span, sort_diagnostics
from onnxscribe.core.resources import DEFAULT_MEMORY_MB
from onnxscribe.core.terminal import printable, printable_line
from onnxscribe.frontend.limits import DEFAULT_MAX_FILE_MB, file_too_large
from onnxscribe.frontend.project_config import project_config
from onnxscribe.frontend.source_text import (
    SourceDecodeError,
    file_kind,
    open_regular,
    read_source,
)
from onnxscribe.pipeline import analyze

_MARKERS = ("onnxscribe", "onnxscript")
"""A file found in a folder is analyzed only when it mentions one of these (it cannot define a
script function otherwise)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files and folders to check")
    parser.add_argument(
        "--format",
        choices=("text", "json", "sarif"),
        default="text",
        help="output format (default: text)",
    )
    parser.add_argument(
        "--fix", action="store_true", help="apply the available fixes to the files in place"
    )
    parser.add_argument(
        "--no-source", action="store_true", help="text format: omit the source line and caret"
    )
    parser.add_argument(
        "--ignore",
        action="append",
        default=[],
        metavar="CODES",
        help="leave out diagnostics whose code starts with one of these (comma-separated: "
        "OXS204,OXS1)",
    )
    parser.add_argument(
        "--allow-empty",
        action="store_true",
        help="exit 0, not 5, when the files hold no script function (a hook given changed files)",
    )
    parser.add_argument(
        "--jobs",
        type=options.integer_in(1),
        default=None,
        metavar="N",
        help="processes to analyze with (default: one per CPU for large folders)",
    )
    parser.add_argument(
        "--max-file-size",
        type=options.positive_number,
        default=DEFAULT_MAX_FILE_MB,
        metavar="MB",
        help=f"files larger than this are reported (OXS701), not analyzed (default: "
        f"{DEFAULT_MAX_FILE_MB})",
    )
    parser.add_argument(
        "--time-limit",
        type=options.positive_number,
        default=budgeted.DEFAULT_SECONDS,
        metavar="SECONDS",
        help=f"time budget of each file's analysis (OXS702 beyond it; default: "
        f"{budgeted.DEFAULT_SECONDS:g})",
    )
    parser.add_argument(
        "--memory-limit",
        type=options.integer_in(0),
        default=DEFAULT_MEMORY_MB,
        metavar="MB",
        help=f"memory budget of each file's analysis (OXS703 beyond it; 0: none; default: "
        f"{DEFAULT_MEMORY_MB})",
    )


def collect_files(
    paths: Sequence[str], unreadable: list[str] | None = None
) -> tuple[list[tuple[Path, bool]], list[str]]:
    """The files to check (with whether each was named explicitly) and, for each path that is
    neither a file nor a folder, why (``PATH: no such file or folder``, ``PATH: a FIFO ...``).
    Folders are walked by ``walk.python_files`` (folders it cannot list are added to
    ``unreadable``); each real file is listed once."""
    found: list[tuple[Path, bool]] = []
    refused: list[str] = []
    seen: set[Path] = set()
    for text in paths:
        path = Path(text)
        try:
            mode = path.stat().st_mode
        except OSError as error:
            refused.append(f"{text}: {_stat_problem(error)}")
            continue
        if stat.S_ISREG(mode):
            candidates = [(path, True)]
        elif stat.S_ISDIR(mode):
            base = Path(os.path.abspath(path))
            candidates = [
                (path / file.relative_to(base), False)  # named as the folder was given
                for file in sorted(python_files(path, unreadable))
            ]
        else:
            refused.append(f"{text}: {file_kind(mode)}, not a file or folder")
            continue
        for file, explicit in candidates:
            real = file.resolve()
            if real not in seen:
                seen.add(real)
                found.append((file, explicit))
    return found, refused


def _stat_problem(error: OSError) -> str:
    if isinstance(error, FileNotFoundError):
        return "no such file or folder"
    return f"cannot read: {error.strerror or error}"


_PARALLEL_FROM = 24
"""Folders with at least this many files to analyze are split across processes."""


def _jobs(requested: int | None, count: int) -> int:
    if requested is not None:
        return max(1, requested)
    if count < _PARALLEL_FROM:
        return 1
    return max(1, min(os.cpu_count() or 1, 8))


_WARM_UP = (
    "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n\n"
    '@script()\ndef warm(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relu(X)\n'
)


NO_FUNCTIONS = 5
"""The exit status when the files checked hold no script function."""


@dataclass
class Checked:
    """What one file's analysis found."""

    diagnostics: list[Diagnostic]
    functions: int = 0
    """Script functions in the file."""


def _check_all(
    texts: dict[str, str], jobs: int, budget: budgeted.Budget, max_file_mb: float
) -> dict[str, Checked]:
    """What every file holds, in the order given, each analyzed under ``budget``."""
    check = functools.partial(check_file, max_file_mb=max_file_mb)
    check_source(_WARM_UP, "warm_up.py")  # load what every analysis needs once, before forking
    # What is loaded now lives as long as the run: the workers' collector need never walk it
    # (walking it would also copy every page the workers share with this process).
    gc.freeze()
    return budgeted.check_all(
        list(texts.items()),
        jobs,
        budget,
        check,
        warm_up=(_WARM_UP, "warm_up.py"),
        failed=_over_budget,
    )


def check_file(text: str, path: str, max_file_mb: float = DEFAULT_MAX_FILE_MB) -> Checked:
    """One file's diagnostics and how many script functions it holds."""
    analysis = analyze(text, path, max_file_mb=max_file_mb)
    return Checked(sort_diagnostics(analysis.diagnostics), len(analysis.functions))


def _over_budget(diagnostic: Diagnostic) -> Checked:
    return Checked([diagnostic])


def check_source(
    text: str, path: str, max_file_mb: float = DEFAULT_MAX_FILE_MB
) -> list[Diagnostic]:
    """Every diagnostic of one file's text."""
    return sort_diagnostics(analyze(text, path, max_file_mb=max_file_mb).diagnostics)


def _mentions_dialect(path: Path) -> bool:
    """Whether a file mentions the dialect, read in pieces (it may be very large)."""
    tail = b""
    markers = [marker.encode() for marker in _MARKERS]
    try:
        with open_regular(path) as file:
            while piece := file.read(1 << 20):
                window = tail + piece
                if any(marker in window for marker in markers):
                    return True
                tail = window[-16:]
    except OSError:
        return False
    return False


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


def _budget(args: argparse.Namespace) -> budgeted.Budget:
    memory = args.memory_limit if args.memory_limit and args.memory_limit > 0 else None
    return budgeted.Budget(seconds=max(args.time_limit, 0.1), memory_mb=memory)


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except BrokenPipeError:  # the reader went away (``| head``): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _run(args: argparse.Namespace) -> int:
    unreadable_folders: list[str] = []
    files, refused = collect_files(args.paths, unreadable_folders)
    for problem in refused:
        _complain(problem)
    if refused:
        return 2
    for folder in unreadable_folders:
        _complain(f"{folder}; the files in it are not checked")
    config_problems = _config_problems([path for path, _ in files])
    for problem in config_problems:
        _complain(problem)
    if config_problems:
        return 2
    texts: dict[str, str] = {}
    encodings: dict[str, str] = {}
    undecodable: dict[str, tuple[str, Diagnostic]] = {}
    unreadable = len(unreadable_folders)
    oversized: dict[str, Diagnostic] = {}
    for path, explicit in files:
        name = str(path)
        try:
            size = path.stat().st_size
        except OSError:
            size = 0
        too_large = file_too_large(size, name, args.max_file_size)
        if too_large is not None:
            if explicit or _mentions_dialect(path):
                oversized[name] = too_large
            continue
        try:
            source = read_source(name)
        except SourceDecodeError as error:
            undecodable[name] = (error.text, error.diagnostic)
            continue
        except OSError as error:
            _complain(f"{name}: cannot read: {error.strerror or error}")
            unreadable += 1
            continue
        if explicit or any(marker in source.text for marker in _MARKERS):
            texts[name] = source.text
            encodings[name] = source.encoding
    ignored = tuple(
        code.strip() for group in args.ignore for code in group.split(",") if code.strip()
    )
    checked = _check_all(texts, _jobs(args.jobs, len(texts)), _budget(args), args.max_file_size)
    functions = sum(result.functions for result in checked.values())
    found = {
        name: [d for d in result.diagnostics if not d.code.startswith(ignored or ("\0",))]
        for name, result in checked.items()
    }
    results: dict[str, list[Diagnostic]] = {}
    fixed = 0
    for name, diagnostics in found.items():
        if args.fix and any(d.fixes for d in diagnostics):
            fixed_file = fix_source(
                texts[name],
                functools.partial(_diagnose, path=name, args=args, ignored=ignored),
                diagnostics,
            )
            if fixed_file.applied and fixed_file.text != texts[name]:
                Path(name).write_text(fixed_file.text, encoding=encodings[name])
                fixed += fixed_file.applied
                texts[name] = fixed_file.text
                diagnostics = fixed_file.diagnostics
        if diagnostics:
            results[name] = diagnostics
    for name, (text, diagnostic) in undecodable.items():
        texts[name] = text
        results[name] = [diagnostic]
    for name, diagnostic in oversized.items():
        texts[name] = ""
        results[name] = [diagnostic]
    sources = texts
    errors = sum(1 for found in results.values() for d in found if d.is_error)
    warnings = sum(1 for found in results.values() for d in found if not d.is_error)
    if args.format == "json":
        report = to_json(results)
        report["files"] = len(sources)
        report["functions"] = functions
        print(json.dumps(report, indent=2))
    elif args.format == "sarif":
        print(json.dumps(to_sarif(results, __version__, root=os.getcwd()), indent=2))
    else:
        for name, diagnostics in results.items():
            lines = None if args.no_source else sources[name].splitlines()
            print(format_text(name, diagnostics, lines))
        summary = (
            f"{errors} error(s), {warnings} warning(s) in {len(sources)} file(s) checked, "
            f"{functions} script function(s)"
        )
        if fixed:
            summary += f"; {fixed} fix(es) applied"
        if unreadable:
            summary += f"; {unreadable} file(s) or folder(s) could not be read (see above)"
        print(summary, file=sys.stderr)
    if functions == 0 and not errors:
        print(_NO_FUNCTIONS_MESSAGE, file=sys.stderr)
    if unreadable:
        return 2
    if errors:
        return 1
    return NO_FUNCTIONS if functions == 0 and not args.allow_empty else 0


_NO_FUNCTIONS_MESSAGE = (
    "onnxscribe check: no script function found in these files. Functions made by a decorator "
    "of your own (not @script()) are found once it is named in pyproject.toml:\n"
    "    [tool.onnxscribe]\n"
    '    script-decorators = ["package.module.decorator"]\n'
    "(see docs/migrating.md; --allow-empty exits 0 anyway)"
)


def _diagnose(
    text: str, path: str, args: argparse.Namespace, ignored: tuple[str, ...]
) -> list[Diagnostic]:
    """``text``'s diagnostics, those ``--ignore`` leaves out excepted."""
    return [
        d
        for d in check_source(text, path, args.max_file_size)
        if not d.code.startswith(ignored or ("\0",))
    ]


def _complain(message: str) -> None:
    print(f"onnxscribe check: {printable(message)}", file=sys.stderr)


def _config_problems(files: list[Path]) -> list[str]:
    """What the ``[tool.onnxscribe]`` tables in force for ``files`` hold that is not understood."""
    problems: dict[str, None] = {}
    for path in files:
        for problem in project_config(str(path)).problems:
            problems[problem] = None
    return list(problems)
