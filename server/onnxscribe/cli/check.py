"""``onnxscribe check PATH...``: analyze files and folders without running them.

Exit status: 0 when no errors were found (warnings allowed), 1 when there are errors, 2 for a
usage error (a missing path, an unreadable file or folder, a ``[tool.onnxscribe]`` table it does
not understand), 5 when the files hold no script function at all (``--allow-empty``: 0), so that a CI
step whose paths or ``script-decorators`` miss the project's functions fails instead of passing
having checked nothing. ``--format json`` and ``--format sarif`` write
machine-readable reports to stdout; ``--fix`` applies every available fix and reports what is left.

Files come from anywhere (a pull request under CI): each is analyzed in a worker process under a
time and memory budget (``budgeted``), files over a size limit are reported, not read, and folders
are walked once per real folder, skipping what the project ignores (``walk``). What is printed,
and the exit status, are pure functions of what was found (``check_report``).
"""

from __future__ import annotations

import argparse
import functools
import gc
import os
import stat
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from onnxscribe.cli import budgeted, options
from onnxscribe.cli.check_report import exit_status, make_report, report_notes, report_text
from onnxscribe.cli.common import USAGE_ERROR
from onnxscribe.cli.fixing import apply_fixes as apply_fixes  # kept importable from here
from onnxscribe.cli.fixing import fix_source
from onnxscribe.cli.walk import python_files
from onnxscribe.core.diagnostics import Diagnostic, sort_diagnostics
from onnxscribe.core.resources import DEFAULT_MEMORY_MB
from onnxscribe.core.terminal import printable
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


def _budget(args: argparse.Namespace) -> budgeted.Budget:
    memory = args.memory_limit if args.memory_limit and args.memory_limit > 0 else None
    return budgeted.Budget(seconds=max(args.time_limit, 0.1), memory_mb=memory)


@dataclass
class Inputs:
    """The files of a run as read: the texts to analyze, and the files that cannot be."""

    texts: dict[str, str] = field(default_factory=dict)
    encodings: dict[str, str] = field(default_factory=dict)
    undecodable: dict[str, tuple[str, Diagnostic]] = field(default_factory=dict)
    """File -> its text as far as it decodes, and the decode error."""
    oversized: dict[str, Diagnostic] = field(default_factory=dict)
    unreadable: list[str] = field(default_factory=list)
    """Why each file that could not be read was not."""

    def not_analyzed(self) -> dict[str, tuple[str, Diagnostic]]:
        """The undecodable and the oversized files, each with its text as far as it goes (none
        for an oversized one) and why it was not analyzed."""
        found = dict(self.undecodable)
        found.update((name, ("", diagnostic)) for name, diagnostic in self.oversized.items())
        return found


def read_inputs(files: Sequence[tuple[Path, bool]], max_file_mb: float) -> Inputs:
    """Read the files ``collect_files`` found. A file found in a folder is analyzed only when it
    mentions the dialect; one over ``max_file_mb`` is not read (reported when it would be)."""
    inputs = Inputs()
    for path, explicit in files:
        _read_input(inputs, path, explicit, max_file_mb)
    return inputs


def _read_input(inputs: Inputs, path: Path, explicit: bool, max_file_mb: float) -> None:
    name = str(path)
    too_large = file_too_large(_size(path), name, max_file_mb)
    if too_large is not None:
        if explicit or _mentions_dialect(path):
            inputs.oversized[name] = too_large
        return
    try:
        source = read_source(name)
    except SourceDecodeError as error:
        inputs.undecodable[name] = (error.text, error.diagnostic)
        return
    except OSError as error:
        inputs.unreadable.append(f"{name}: cannot read: {error.strerror or error}")
        return
    if explicit or any(marker in source.text for marker in _MARKERS):
        inputs.texts[name] = source.text
        inputs.encodings[name] = source.encoding


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def ignored_codes(groups: Sequence[str]) -> tuple[str, ...]:
    """The code prefixes of the ``--ignore`` options (each comma-separated)."""
    return tuple(code.strip() for group in groups for code in group.split(",") if code.strip())


def without_ignored(
    diagnostics: Sequence[Diagnostic], ignored: tuple[str, ...]
) -> list[Diagnostic]:
    """The diagnostics whose code starts with none of ``ignored``."""
    return [d for d in diagnostics if not (ignored and d.code.startswith(ignored))]


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
    _complain(refused)
    if refused:
        return USAGE_ERROR
    _complain(f"{folder}; the files in it are not checked" for folder in unreadable_folders)
    config_problems = _config_problems([path for path, _ in files])
    _complain(config_problems)
    if config_problems:
        return USAGE_ERROR
    inputs = read_inputs(files, args.max_file_size)
    _complain(inputs.unreadable)
    ignored = ignored_codes(args.ignore)
    texts = inputs.texts
    checked = _check_all(texts, _jobs(args.jobs, len(texts)), _budget(args), args.max_file_size)
    found = {name: without_ignored(result.diagnostics, ignored) for name, result in checked.items()}
    fixed = _fix_files(inputs, found, args.max_file_size, ignored) if args.fix else 0
    functions = sum(result.functions for result in checked.values())
    unreadable = len(unreadable_folders) + len(inputs.unreadable)
    report = make_report(texts, found, inputs.not_analyzed(), functions, fixed, unreadable)
    text = report_text(report, args.format, args.no_source)
    if text:
        print(text)
    for note in report_notes(report, args.format):
        print(note, file=sys.stderr)
    return exit_status(report, args.allow_empty)


def _fix_files(
    inputs: Inputs,
    found: dict[str, list[Diagnostic]],
    max_file_mb: float,
    ignored: tuple[str, ...],
) -> int:
    """``--fix``: rewrite in place each file that has fixes, with its text and diagnostics in
    ``inputs`` and ``found`` updated; how many fixes were applied."""
    applied = 0
    for name, diagnostics in found.items():
        if not any(d.fixes for d in diagnostics):
            continue
        text = inputs.texts[name]
        diagnose = functools.partial(_diagnose, path=name, max_file_mb=max_file_mb, ignored=ignored)
        fixed_file = fix_source(text, diagnose, diagnostics)
        if fixed_file.applied and fixed_file.text != text:
            Path(name).write_text(fixed_file.text, encoding=inputs.encodings[name])
            applied += fixed_file.applied
            inputs.texts[name] = fixed_file.text
            found[name] = fixed_file.diagnostics
    return applied


def _diagnose(
    text: str, path: str, max_file_mb: float, ignored: tuple[str, ...]
) -> list[Diagnostic]:
    """``text``'s diagnostics, those ``--ignore`` leaves out excepted."""
    return without_ignored(check_source(text, path, max_file_mb), ignored)


def _complain(messages: Iterable[str]) -> None:
    for message in messages:
        print(f"onnxscribe check: {printable(message)}", file=sys.stderr)


def _config_problems(files: list[Path]) -> list[str]:
    """What the ``[tool.onnxscribe]`` tables in force for ``files`` hold that is not understood."""
    problems: dict[str, None] = {}
    for path in files:
        for problem in project_config(str(path)).problems:
            problems[problem] = None
    return list(problems)
