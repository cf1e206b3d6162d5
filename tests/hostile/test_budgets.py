"""Whole analyses under a budget: a file over the size limit is skipped with OXS701, one over its
time or memory budget is stopped with OXS702 or OXS703, and the other files are still checked."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hostile_support import CASES, analyze_in_process, check_json, codes

FUNCTION = (
    '@script()\ndef f{i}(X: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relu(X) + op.Abs(X)\n\n'
)
HEADER = "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n"


def long_file(path: Path, megabytes: float) -> Path:
    """A valid script file of about ``megabytes`` MB: many small script functions."""
    parts = [HEADER]
    size, index = len(HEADER), 0
    while size < megabytes * 1_000_000:
        part = FUNCTION.format(i=index)
        parts.append(part)
        size += len(part)
        index += 1
    path.write_text("".join(parts), encoding="utf-8")
    return path


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder with one ordinary file that has an error (OXS301), besides the hostile one."""
    shutil.copy(CASES / "unknown_op.py", tmp_path / "ordinary.py")
    return tmp_path


def _by_file(report: dict) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for diagnostic in report["diagnostics"]:
        found.setdefault(Path(diagnostic["path"]).name, []).append(diagnostic["code"])
    return found


def test_an_82_megabyte_file_is_skipped_with_a_reason(folder: Path) -> None:
    huge = long_file(folder / "huge.py", 82)
    assert codes(analyze_in_process(huge)) == ["OXS701"]
    status, report = check_json(str(folder))
    assert status == 1
    assert _by_file(report) == {"huge.py": ["OXS701"], "ordinary.py": ["OXS301"]}
    message = next(d["message"] for d in report["diagnostics"] if d["code"] == "OXS701")
    assert "82.0 MB" in message and "not analyzed" in message


def test_the_size_limit_is_a_setting(folder: Path) -> None:
    small = long_file(folder / "small.py", 0.02)
    status, report = check_json("--max-file-size", "0.01", str(small))
    assert (status, codes(report["diagnostics"])) == (1, ["OXS701"])
    assert check_json("--max-file-size", "0.03", str(small)) == (0, check_json(str(small))[1])


def test_a_large_file_that_mentions_no_script_is_skipped_silently(folder: Path) -> None:
    (folder / "data.py").write_text("VALUES = [" + "0, " * 1_000_000 + "]\n", encoding="utf-8")
    status, report = check_json(str(folder))
    assert status == 1
    assert _by_file(report) == {"ordinary.py": ["OXS301"]}


def test_an_analysis_over_its_time_budget_is_stopped(folder: Path) -> None:
    long_file(folder / "long.py", 1.0)  # about 35,000 functions: far more than a second
    status, report = check_json("--time-limit", "1", str(folder))
    assert status == 1
    assert _by_file(report) == {"long.py": ["OXS702"], "ordinary.py": ["OXS301"]}
    assert any("longer than 1 s" in d["message"] for d in report["diagnostics"])


def test_an_analysis_over_its_memory_budget_is_stopped(folder: Path) -> None:
    long_file(folder / "long.py", 1.0)  # needs hundreds of MB
    status, report = check_json("--memory-limit", "40", str(folder))
    assert status == 1
    assert _by_file(report) == {"long.py": ["OXS703"], "ordinary.py": ["OXS301"]}


def test_spawned_workers_keep_the_time_budget(folder: Path) -> None:
    """Where fork does not exist (Windows) workers are spawned; the budget holds there too, and
    starting a worker is not charged to its first file."""
    import functools

    from onnxscribe.cli import budgeted
    from onnxscribe.cli.check import _WARM_UP, check_source

    long_file(folder / "long.py", 1.0)
    items = [(str(p), p.read_text(encoding="utf-8")) for p in sorted(folder.iterdir())]
    results = budgeted.check_all(
        items,
        jobs=1,
        budget=budgeted.Budget(seconds=1.0, memory_mb=None),
        check=functools.partial(check_source, max_file_mb=2.0),
        warm_up=(_WARM_UP, "warm_up.py"),
        start_method="spawn",
    )
    assert {Path(name).name: [d.code for d in found] for name, found in results.items()} == {
        "long.py": ["OXS702"],
        "ordinary.py": ["OXS301"],
    }


def test_a_genuine_syntax_error_is_parsed_once() -> None:
    """Only under a tight memory limit is a syntax error parsed again (to tell it from a parser
    that ran out of memory): without one, a syntax error while typing costs no second parse."""
    import subprocess
    import sys

    from onnxscribe.core.resources import parser_may_have_run_out

    assert not parser_may_have_run_out("def f(:\n" * 1000)
    for megabytes, expected in ((40, "True"), (2048, "False")):
        limited = (
            "from onnxscribe.core.resources import limit_memory, parser_may_have_run_out\n"
            f"limit_memory({megabytes})\n"
            "print(parser_may_have_run_out('x = 1\\n' * 200_000))\n"
        )
        done = subprocess.run([sys.executable, "-c", limited], capture_output=True, text=True)
        assert done.stdout.strip() == expected, done.stderr
