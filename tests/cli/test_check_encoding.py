"""``onnxscribe check`` reads files as Python does (BOM, coding lines) and reports decode errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from latin1_sources import FUNCTION, LATIN_1
from onnxscribe.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["check", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_file_with_a_bom_is_clean(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bom.py"
    path.write_bytes(b"\xef\xbb\xbf" + FUNCTION.encode())
    status, out, err = run(capsys, str(path))
    assert (status, out) == (0, "")
    assert err.strip() == "0 error(s), 0 warning(s) in 1 file(s) checked, 1 script function(s)"


def test_file_with_a_coding_line_is_checked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "latin.py"
    path.write_bytes(LATIN_1)
    status, out, err = run(capsys, str(path))
    assert (status, out) == (0, "")
    assert err.strip() == "0 error(s), 0 warning(s) in 1 file(s) checked, 1 script function(s)"


def test_coding_line_file_in_a_folder_reports_its_errors(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "latin.py").write_bytes(LATIN_1.replace(b"op.Relu", b"op.Rleu"))
    status, out, _ = run(capsys, str(tmp_path))
    assert status == 1
    assert out.startswith(f"{tmp_path / 'latin.py'}:7:12: OXS301")


def test_fix_keeps_the_file_encoding(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "latin.py"
    path.write_bytes(LATIN_1.replace(b"op.Relu", b"op.Rleu"))
    status, _, err = run(capsys, "--fix", str(path))
    assert status == 0, err
    assert path.read_bytes() == LATIN_1


def test_fix_keeps_the_bom(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bom.py"
    original = b"\xef\xbb\xbf" + FUNCTION.encode()
    path.write_bytes(original.replace(b"op.Relu", b"op.Rleu"))
    assert run(capsys, "--fix", str(path))[0] == 0
    assert path.read_bytes() == original


def test_decode_error_is_reported_at_line_and_column(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bad.py"
    path.write_bytes(FUNCTION.encode() + b"# na\xc3\xafve caf\xe9\n")
    status, out, err = run(capsys, str(path))
    assert status == 1
    lines = out.splitlines()
    assert lines[0].startswith(f"{path}:6:12: OXS100 this file is not valid UTF-8: byte(s) e9")
    assert lines[1] == "    # naïve caf\ufffd"
    assert lines[2] == "    " + " " * 11 + "^"
    assert "position" not in out + err
    assert err.strip() == "1 error(s), 0 warning(s) in 1 file(s) checked, 0 script function(s)"


def test_decode_error_in_json_report(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.py"
    path.write_bytes(b"# caf\xe9\n" + FUNCTION.encode())
    status, out, _ = run(capsys, "--format", "json", str(path))
    assert status == 1
    report = json.loads(out)
    assert (report["files"], report["errors"]) == (1, 1)
    (diagnostic,) = report["diagnostics"]
    assert (diagnostic["code"], diagnostic["line"], diagnostic["column"]) == ("OXS100", 1, 6)
