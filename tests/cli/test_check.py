"""``onnxscribe check``: output formats, exit status, --fix, folders."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from onnxscribe.cli import main
from onnxscribe.cli.check import apply_fixes
from onnxscribe.core.diagnostics import Diagnostic, Fix, Severity, Span, TextEdit

CORPUS = Path(__file__).parent.parent / "check" / "corpus"
SCAN = CORPUS / "wrong" / "oxs402_cumulative_sum.py"
VALID = CORPUS / "valid" / "dialect_gelu.py"
WARNING_ONLY = CORPUS / "wrong" / "oxs107_print.py"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["check", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_valid_file_exits_0(capsys):
    status, out, err = run(capsys, str(VALID))
    assert status == 0
    assert out == ""
    assert "0 error(s)" in err


def test_errors_exit_1_with_location_source_line_and_caret(capsys):
    status, out, _ = run(capsys, str(SCAN))
    assert status == 1
    lines = out.splitlines()
    assert lines[0].startswith(f"{SCAN}:11:31: OXS402 Scan starts the state `sum_in`")
    assert lines[1].strip().startswith("all_sum, cumulative_sum = op.Scan(0, X")
    assert lines[2] == " " * (4 + 30) + "^" * len("op.Scan(0, X, body=Sum, num_scan_inputs=1)")
    assert "fix available: Cast the initial value like X" in out


def test_warnings_alone_exit_0(capsys):
    status, out, _ = run(capsys, str(WARNING_ONLY))
    assert status == 0
    assert "OXS107 warning: " in out


def test_missing_path_exits_2(capsys, tmp_path):
    status, _, err = run(capsys, str(tmp_path / "nope.py"))
    assert status == 2
    assert "no such file or folder" in err


def test_usage_error_exits_2(capsys):
    with pytest.raises(SystemExit) as raised:
        main(["check", "--format", "xml", str(VALID)])
    assert raised.value.code == 2


def test_json_report(capsys):
    status, out, _ = run(capsys, str(SCAN), str(VALID), "--format", "json")
    assert status == 1
    report = json.loads(out)
    assert report["files"] == 2 and report["errors"] == 1 and report["warnings"] == 0
    (entry,) = report["diagnostics"]
    assert (entry["path"], entry["line"], entry["column"], entry["code"]) == (
        str(SCAN),
        11,
        31,
        "OXS402",
    )
    assert entry["severity"] == "error"
    assert [e["new_text"] for fix in entry["fixes"] for e in fix["edits"]] == [
        "op.CastLike(0, X)",
        "0.0",
    ]
    assert entry["related"][0]["line"] == 8


def test_sarif_report(capsys):
    status, out, _ = run(capsys, str(SCAN), str(WARNING_ONLY), "--format", "sarif")
    assert status == 1
    log = json.loads(out)
    assert log["version"] == "2.1.0"
    (run_,) = log["runs"]
    assert run_["tool"]["driver"]["name"] == "onnxscribe"
    assert run_["columnKind"] == "unicodeCodePoints"
    rules = [rule["id"] for rule in run_["tool"]["driver"]["rules"]]
    assert rules == ["OXS107", "OXS402"]
    levels = {r["ruleId"]: r["level"] for r in run_["results"]}
    assert levels == {"OXS402": "error", "OXS107": "warning"}
    scan = next(r for r in run_["results"] if r["ruleId"] == "OXS402")
    assert rules[scan["ruleIndex"]] == "OXS402"
    region = scan["locations"][0]["physicalLocation"]["region"]
    assert (region["startLine"], region["startColumn"]) == (11, 31)
    replacement = scan["fixes"][0]["artifactChanges"][0]["replacements"][0]
    assert replacement["insertedContent"]["text"] == "op.CastLike(0, X)"
    assert scan["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] == 8


def test_fix_rewrites_the_file_and_the_result_checks_clean(capsys, tmp_path):
    target = tmp_path / "scan.py"
    shutil.copy(SCAN, target)
    status, _, err = run(capsys, str(target), "--fix")
    assert status == 0
    assert "1 fix(es) applied" in err
    text = target.read_text()
    assert "op.Scan(op.CastLike(0, X), X, body=Sum, num_scan_inputs=1)" in text
    assert run(capsys, str(target))[0] == 0


def test_folders_are_searched_and_unrelated_files_skipped(capsys, tmp_path):
    (tmp_path / "pkg").mkdir()
    shutil.copy(SCAN, tmp_path / "pkg" / "scan.py")
    shutil.copy(VALID, tmp_path / "gelu.py")
    (tmp_path / "unrelated.py").write_text("def broken(:\n")
    (tmp_path / ".venv").mkdir()
    shutil.copy(SCAN, tmp_path / ".venv" / "hidden.py")
    status, out, _ = run(capsys, str(tmp_path), "--format", "json")
    assert status == 1
    report = json.loads(out)
    assert report["files"] == 2
    assert {Path(d["path"]).name for d in report["diagnostics"]} == {"scan.py"}


def test_a_file_named_explicitly_is_always_checked(capsys, tmp_path):
    broken = tmp_path / "broken.py"
    broken.write_text("def broken(:\n")
    status, out, _ = run(capsys, str(broken))
    assert status == 1
    assert "OXS100" in out


def test_apply_fixes_bottom_up_and_skips_overlaps():
    text = "aaa bbb\nccc ddd\n"

    def diagnostic(line: int, column: int, width: int, new: str) -> Diagnostic:
        span = Span(None, line, column, line, column + width)
        return Diagnostic(
            "OXS402", Severity.ERROR, "m", span, fixes=(Fix("f", (TextEdit(span, new),)),)
        )

    fixed, applied = apply_fixes(
        text,
        [diagnostic(1, 1, 3, "X"), diagnostic(2, 5, 3, "YYYY"), diagnostic(1, 2, 1, "Z")],
    )
    assert fixed == "X bbb\nccc YYYY\n"
    assert applied == 2


@pytest.mark.slow
def test_the_installed_command_runs(tmp_path):
    shutil.copy(SCAN, tmp_path / "scan.py")
    result = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "check", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert f"{tmp_path / 'scan.py'}:11:31: OXS402" in result.stdout


def test_parallel_run_reports_the_same_as_a_serial_one(capsys, tmp_path):
    for path in sorted((CORPUS / "wrong").glob("oxs4*.py")):
        shutil.copy(path, tmp_path / path.name)
    serial = run(capsys, str(tmp_path), "--format", "json", "--jobs", "1")
    parallel = run(capsys, str(tmp_path), "--format", "json", "--jobs", "2")
    assert serial[0] == parallel[0] == 1
    assert json.loads(serial[1]) == json.loads(parallel[1])
    assert json.loads(serial[1])["errors"] >= 15


def test_fix_casts_an_input_like_the_one_that_fixed_its_type(capsys, tmp_path):
    target = tmp_path / "mul.py"
    shutil.copy(CORPUS / "wrong" / "oxs402_operator.py", target)
    assert run(capsys, str(target), "--fix")[0] == 0
    assert "return X * op.CastLike(I, X)" in target.read_text()


def test_fix_rewrites_a_return_annotation(capsys, tmp_path):
    target = tmp_path / "ret.py"
    shutil.copy(CORPUS / "wrong" / "oxs504_return_shape.py", target)
    assert run(capsys, str(target), "--fix")[0] == 0
    assert 'def f(X: FLOAT["N", 4]) -> FLOAT["N", 4]:' in target.read_text()


def test_ignored_codes_are_left_out_and_do_not_fail_the_run(capsys):
    several = CORPUS / "wrong" / "several_errors_in_one_function.py"
    status, out, _ = run(capsys, str(several), "--format", "json", "--ignore", "OXS4,OXS502")
    assert status == 1
    assert [d["code"] for d in json.loads(out)["diagnostics"]] == ["OXS309"]
    assert run(capsys, str(several), "--ignore", "OXS4", "--ignore", "OXS5,OXS309")[0] == 0
