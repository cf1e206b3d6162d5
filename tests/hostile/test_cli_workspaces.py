"""``onnxscribe check`` and ``show`` in hostile workspaces: FIFOs and devices where files are
expected, folders that cannot be read, file names that are not UTF-8, escape sequences in source
files, option values out of range. Each gets a clear answer and the right status, never a hang
or a traceback."""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_support import CASES, HANG, run_check

VALID = (
    "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n\n"
    '@script()\ndef f(x: FLOAT["N"]) -> FLOAT["N"]:\n    return op.Relu(x)\n'
)


def onnxscribe(*arguments: str, cwd: Path, **options: object) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "onnxscribe", *arguments],
        capture_output=True,
        text=True,
        timeout=HANG,
        cwd=cwd,
        **options,  # type: ignore[call-overload]
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done


def check(*arguments: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    done = run_check(*arguments, cwd=cwd)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def test_a_fifo_pyproject_toml_is_reported_not_waited_on(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text(VALID)
    os.mkfifo(tmp_path / "pyproject.toml")
    done = check("m.py", cwd=tmp_path)  # hung before
    assert done.returncode == 2
    assert "pyproject.toml: cannot read: it is a FIFO (named pipe), not a regular file" in (
        done.stderr
    )


def test_a_fifo_gitignore_and_a_fifo_module_in_a_folder_are_skipped(tmp_path: Path) -> None:
    shutil.copy(CASES / "unknown_op.py", tmp_path / "m.py")
    os.mkfifo(tmp_path / ".gitignore")
    os.mkfifo(tmp_path / "pipe.py")
    done = check("--format", "json", ".", cwd=tmp_path)  # the .gitignore hung before
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert (report["files"], report["errors"]) == (1, 1)


@pytest.mark.parametrize(
    ("make", "answer"),
    [
        (os.mkfifo, "a FIFO (named pipe), not a file or folder"),
        (None, "a character device, not a file or folder"),
    ],
)
def test_check_says_what_a_path_is(tmp_path: Path, make: object, answer: str) -> None:
    path = "/dev/zero"
    if make is not None:
        make(tmp_path / "pipe.py")  # type: ignore[operator]
        path = "pipe.py"
    done = check(path, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == f"onnxscribe check: {path}: {answer}"


@pytest.mark.parametrize(
    ("name", "answer"),
    [
        ("pipe.py", "it is a FIFO (named pipe), not a regular file"),
        ("folder.py", "it is a folder, not a regular file"),
        ("/dev/zero", "it is a character device, not a regular file"),
        ("missing.py", "no such file"),
    ],
)
def test_show_says_what_a_path_is(tmp_path: Path, name: str, answer: str) -> None:
    os.mkfifo(tmp_path / "pipe.py")
    (tmp_path / "folder.py").mkdir()
    done = onnxscribe("show", f"{name}::f", cwd=tmp_path)  # pipe.py hung before
    assert done.returncode == 2
    assert answer in done.stderr


def _without_permission_override() -> None:
    """In the child, before it runs Python: give up root's right to read and search any folder
    (CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH leave the bounding set, so the new program never
    has them), so that a folder without permissions is unreadable to it as to any user."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH):
        if libc.prctl(_PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            os._exit(77)


_PR_CAPBSET_DROP = 24
_CAP_DAC_OVERRIDE = 1
_CAP_DAC_READ_SEARCH = 2


def test_an_unreadable_folder_is_reported_and_the_rest_checked(tmp_path: Path) -> None:
    shutil.copy(CASES / "unknown_op.py", tmp_path / "m.py")
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "hidden.py").write_text(VALID)
    locked.chmod(0)
    as_root = os.geteuid() == 0
    try:
        done = onnxscribe(
            "check",
            "--format",
            "json",
            ".",
            cwd=tmp_path,
            preexec_fn=_without_permission_override if as_root else None,
        )
    finally:
        locked.chmod(0o755)
    if as_root and done.returncode == 77:
        pytest.skip("this container does not let root give up its permission override")
    assert done.returncode == 2  # not 1 (errors found), and no traceback
    assert f"{locked}: cannot read this folder (Permission denied)" in done.stderr
    report = json.loads(done.stdout)
    assert [Path(d["path"]).name for d in report["diagnostics"]] == ["m.py"]  # kept going


def test_escape_sequences_in_a_file_do_not_reach_the_terminal(tmp_path: Path) -> None:
    evil = VALID.replace("op.Relu(x)", "op.Reluu(x)  # \x1b]52;c;aGk=\x07\x1b[2J\x1b]0;title\x07")
    (tmp_path / "evil.py").write_text(evil)
    done = check("evil.py", cwd=tmp_path)
    assert done.returncode == 1
    assert "\x1b" not in done.stdout + done.stderr
    assert "op.Reluu(x)  # \\x1b]52;c;aGk=\\x07\\x1b[2J" in done.stdout
    done = onnxscribe("show", "evil.py::f", cwd=tmp_path)
    assert done.returncode == 1
    assert "\x1b" not in done.stdout + done.stderr
    assert "\\x1b]52;c;aGk=\\x07" in done.stderr


def test_the_caret_stays_under_the_span_after_escapes(tmp_path: Path) -> None:
    line = '    y = "\x1b[2J"; return op.Reluu(x)'
    (tmp_path / "m.py").write_text(VALID.replace("    return op.Relu(x)", line))
    done = check("m.py", cwd=tmp_path)
    lines = done.stdout.splitlines()
    at = next(i for i, text in enumerate(lines) if "OXS301" in text)
    shown, caret = lines[at + 1 : at + 3]
    assert shown == '        y = "\\x1b[2J"; return op.Reluu(x)'
    assert caret.index("^") == shown.index("op.Reluu")


@pytest.mark.parametrize(
    ("arguments", "answer"),
    [
        (("check", "m.py", "--max-file-size", "nan"), "'nan' is not a finite number"),
        (("check", "m.py", "--max-file-size", "-1"), "expected a number above 0"),
        (("check", "m.py", "--jobs", "0"), "0 is out of range (expected at least 1)"),
        (("check", "m.py", "--time-limit", "inf"), "'inf' is not a finite number"),
        (("check", "m.py", "--memory-limit", "-5"), "-5 is out of range (expected at least 0)"),
        (("show", "m.py::f", "--opset-version", "99999"), "99999 is out of range (expected from 1"),
        (("show", "m.py::f", "--ir-version", str(2**70)), f"{2**70} is out of range"),
        (("export", "m.py::f", "-o", "m.onnx", "--ir-version", str(2**70)), "out of range"),
    ],
)
def test_option_values_out_of_range_are_refused(
    tmp_path: Path, arguments: tuple[str, ...], answer: str
) -> None:
    (tmp_path / "m.py").write_text(VALID)
    done = onnxscribe(*arguments, cwd=tmp_path)
    assert done.returncode == 2
    assert answer in done.stderr
    assert not (tmp_path / "m.onnx").exists()


def test_option_values_in_range_are_taken(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text(VALID)
    assert onnxscribe("check", "m.py", "--jobs", "1", "--max-file-size", "0.5", cwd=tmp_path)
    done = onnxscribe("show", "m.py::f", "--opset-version", "18", "--ir-version", "8", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "ir_version: 8" in done.stdout and '"" : 18' in done.stdout


@pytest.fixture
def non_utf8_name(tmp_path: Path) -> Path:
    raw = os.fsencode(tmp_path) + b"/bad\xff name.py"
    with open(raw, "w") as file:
        file.write((CASES / "unknown_op.py").read_text())
    return tmp_path


def test_non_utf8_file_names_in_json_are_escaped_as_documented(non_utf8_name: Path) -> None:
    done = check("--format", "json", ".", cwd=non_utf8_name)
    assert done.returncode == 1
    assert "\\udcff" not in done.stdout
    (diagnostic,) = json.loads(done.stdout)["diagnostics"]
    assert diagnostic["path"].endswith("bad\\xff name.py")


def test_non_utf8_file_names_in_sarif_are_percent_encoded(non_utf8_name: Path) -> None:
    done = check("--format", "sarif", ".", cwd=non_utf8_name)
    assert done.returncode == 1
    assert "\\udcff" not in done.stdout
    (result,) = json.loads(done.stdout)["runs"][0]["results"]
    uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert uri.endswith("bad%FF%20name.py")


def test_non_utf8_file_names_in_text_are_escaped(non_utf8_name: Path) -> None:
    done = check(".", cwd=non_utf8_name)
    assert done.returncode == 1
    assert "bad\\xff name.py:" in done.stdout
