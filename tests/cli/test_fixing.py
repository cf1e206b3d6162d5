"""``check --fix``: fixes in rounds, annotation rewrites last, never a file that stops working."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from onnxscribe import analyze
from onnxscribe.cli import main
from onnxscribe.cli.fixing import apply_edits, fix_source, still_runs, unresolved_names
from onnxscribe.core.codes import CODES
from onnxscribe.core.diagnostics import Diagnostic, Fix, Severity, Span, TextEdit

CUMSUM = """\
from onnxscribe import script, graph, opset18 as op, FLOAT


@script()
def CumulativeSum(X: FLOAT["N"]) -> FLOAT["N"]:
    @graph()
    def Sum(sum_in, next):
        sum_out = sum_in + next
        scan_out = op.Identity(sum_out)
        return sum_out, scan_out

    all_sum, cumulative_sum = op.Scan(0, X, body=Sum, num_scan_inputs=1)
    return cumulative_sum
"""
"""docs/check.md's example, with a return annotation."""
CORPUS = Path(__file__).parents[1] / "check" / "corpus" / "wrong"


def _imports(path: Path) -> subprocess.CompletedProcess[str]:
    code = "import runpy, sys; runpy.run_path(sys.argv[1])"
    return subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=False
    )


def test_the_cumsum_fix_leaves_the_return_annotation_and_the_file_imports(capsys, tmp_path):
    target = tmp_path / "cumsum.py"
    target.write_text(CUMSUM, encoding="utf-8")
    assert main(["check", str(target)]) == 1
    before = capsys.readouterr().out
    assert "OXS402" in before and "Change the annotation to INT64" in before
    assert main(["check", "--fix", str(target)]) == 0
    assert "1 fix(es) applied" in capsys.readouterr().err
    text = target.read_text()
    assert "op.Scan(op.CastLike(0, X), X, body=Sum" in text
    assert 'def CumulativeSum(X: FLOAT["N"]) -> FLOAT["N"]:' in text
    imported = _imports(target)
    assert imported.returncode == 0, imported.stderr


def _diagnostic(span: Span, *fixes: Fix, code: str = "OXS404") -> Diagnostic:
    return Diagnostic(code, Severity.ERROR, "m", span, fixes=fixes)


def test_edits_that_touch_are_not_applied_in_one_round():
    text = "def f(x: INT64): pass\n"
    replace = Fix("Change to INT64[...]", (TextEdit(Span(None, 1, 10, 1, 15), "INT64[...]"),))
    insert = Fix("Annotate INT64[...]", (TextEdit(Span(None, 1, 15, 1, 15), "[...]"),))
    fixed, applied = apply_edits(text, [replace, insert])
    assert (fixed, applied) == ("def f(x: INT64[...]): pass\n", 1)


def test_annotation_rewrites_wait_for_the_other_fixes_and_each_round_is_reanalyzed():
    bad = "from m import A, op\n\ndef f(x: A) -> A:\n    return op.g(0)\n"
    good = bad.replace("op.g(0)", "op.g(x)")
    body_span = Span(None, 4, 17, 4, 18)
    annotation_span = Span(None, 3, 16, 3, 17)
    rounds: list[str] = []

    def diagnose(text: str) -> list[Diagnostic]:
        rounds.append(text)
        if text == bad:  # the body's mistake, and its knock-on effect on the return annotation
            return [
                _diagnostic(body_span, Fix("Use x", (TextEdit(body_span, "x"),)), code="OXS402"),
                _diagnostic(annotation_span, Fix("Say B", (TextEdit(annotation_span, "A"),))),
            ]
        return []

    fixed = fix_source(bad, diagnose)
    assert fixed.text == good
    assert fixed.applied == 1
    assert fixed.diagnostics == []
    assert rounds == [bad, good]


def test_a_fix_that_would_leave_an_undefined_name_is_not_applied():
    text = "from m import FLOAT\n\ndef f(x: FLOAT) -> FLOAT:\n    return x\n"
    span = Span(None, 3, 20, 3, 25)
    diagnostic = _diagnostic(span, Fix("Change to INT64", (TextEdit(span, "INT64"),)))
    fixed = fix_source(text, lambda _: [diagnostic])
    assert (fixed.text, fixed.applied) == (text, 0)


def test_a_fix_that_adds_errors_is_not_applied():
    text = "x = 1\n"
    span = Span(None, 1, 5, 1, 6)
    diagnostic = _diagnostic(span, Fix("Write 2", (TextEdit(span, "2"),)))
    more = [diagnostic, diagnostic]
    fixed = fix_source(text, lambda t: [diagnostic] if t == text else more)
    assert (fixed.text, fixed.applied) == (text, 0)


def test_unresolved_names_follow_python_scopes():
    source = (
        "import a\nclass C:\n    z = 1\n    w = z + q\ndef g(k):\n    return [u for u in r] + k\n"
    )
    assert unresolved_names(source) == {"q", "r"}
    assert unresolved_names("from m import *\nx = y\n") == frozenset()
    assert unresolved_names("def f(:\n") is None
    assert still_runs("x = 1\n", "x = 1\ny = x\n")
    assert not still_runs("x = 1\n", "y = x + z\n")
    assert not still_runs("x = 1\n", "x = (\n")


HEADERS = {
    "every name": (
        "from onnxscribe import script, graph, Opset, FLOAT, INT64, BOOL\n"
        "from onnxscribe import opset18 as op\n"
    ),
    "FLOAT only": "from onnxscribe import script, graph, Opset, FLOAT\n"
    "from onnxscribe import opset18 as op\n",
}


def _sources() -> list[tuple[str, str]]:
    found = []
    for code, entry in sorted(CODES.items()):
        if not entry.bad:
            continue
        for header_name, header in HEADERS.items():
            header = header.replace("from onnxscribe import opset18 as op\n", "")
            opset = "" if "import opset" in entry.bad else "from onnxscribe import opset18 as op\n"
            found.append((f"{code} ({header_name})", header + opset + entry.bad))
    for path in sorted(CORPUS.glob("*.py")):
        found.append((path.name, path.read_text(encoding="utf-8")))
    found.append(("cumsum annotated", CUMSUM))
    return found


SOURCES = _sources()


def _errors(diagnostics: list[Diagnostic]) -> int:
    return sum(1 for d in diagnostics if d.is_error)


def test_every_fix_of_the_codes_table_and_the_corpus_leaves_a_working_file():
    fixed_somewhere = []
    for name, source in SOURCES:

        def diagnose(text: str) -> list[Diagnostic]:
            return analyze(text, "example.py").diagnostics

        before = diagnose(source)
        fixed = fix_source(source, diagnose, before)
        assert still_runs(source, fixed.text), f"{name}: --fix broke the file:\n{fixed.text}"
        assert _errors(fixed.diagnostics) <= _errors(before), f"{name}: more errors after --fix"
        assert fixed.diagnostics == diagnose(fixed.text)
        if fixed.applied:
            fixed_somewhere.append(name)
    assert len(fixed_somewhere) >= 20, fixed_somewhere


@pytest.mark.parametrize("name", ["oxs402_cumulative_sum.py", "oxs504_return_shape.py"])
def test_the_corpus_fixes_still_apply(name):
    source = (CORPUS / name).read_text(encoding="utf-8")
    fixed = fix_source(source, lambda text: analyze(text, "example.py").diagnostics)
    assert fixed.applied >= 1
    assert _errors(fixed.diagnostics) == 0


LOOP_ONLY = """\
from onnxscribe import script, FLOAT, INT64


@script()
def f(X: FLOAT["N"], n: INT64) -> FLOAT:
    for i in range(n):
        y = i
    return y
"""


def test_a_value_set_only_in_a_loop_is_one_diagnostic_and_fix_leaves_the_annotation(
    capsys, tmp_path
):
    target = tmp_path / "loop.py"
    target.write_text(LOOP_ONLY, encoding="utf-8")
    assert main(["check", "--format", "json", str(target)]) == 1
    codes = [d["code"] for d in json.loads(capsys.readouterr().out)["diagnostics"]]
    assert codes == ["OXS112"]
    assert main(["check", "--fix", str(target)]) == 1
    assert target.read_text(encoding="utf-8") == LOOP_ONLY
