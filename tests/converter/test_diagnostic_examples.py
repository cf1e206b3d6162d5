"""Every code of the converter: its documented bad example reports it, its good example does not."""

from __future__ import annotations

import pytest
from onnxscribe import analyze
from onnxscribe.core.codes import CODES
from onnxscribe.core.schemas import latest_version

HEADER = (
    "from onnxscribe import script, graph, Opset, FLOAT, INT64, BOOL\n"
    "from onnxscribe import opset18 as op\n"
)
CONVERTER_CODES = sorted(
    code
    for code in CODES
    if code.startswith(("OXS1", "OXS2"))
    or code in {f"OXS30{i}" for i in range(1, 9)} | {"OXS310", "OXS311"}
)
DECORATOR_ONLY_CODES = {"OXS117", "OXS119"}
"""Reported by ``@script()`` at run time only (test_script_targets.py runs their examples)."""
STATIC_CODES = [code for code in CONVERTER_CODES if code not in DECORATOR_ONLY_CODES]


def _source(example: str) -> str:
    # an example's own opset import replaces the header's
    if "import opset" in example:
        return HEADER.replace("from onnxscribe import opset18 as op\n", "") + example
    return HEADER + example


@pytest.mark.parametrize("code", STATIC_CODES)
def test_bad_example_reports_its_code(code: str) -> None:
    entry = CODES[code]
    assert entry.bad and entry.good, f"{code} needs a bad and a good example"
    analysis = analyze(_source(entry.bad), "example.py")
    codes = [d.code for d in analysis.diagnostics]
    assert code in codes, [d.format() for d in analysis.diagnostics]
    reported = next(d for d in analysis.diagnostics if d.code == code)
    assert reported.severity == entry.severity


@pytest.mark.parametrize("code", CONVERTER_CODES)
def test_good_example_is_clean(code: str) -> None:
    analysis = analyze(_source(CODES[code].good), "example.py")
    assert [d.format() for d in analysis.diagnostics] == []


# (line, column) of each code in its bad example (line 1 is the example's first line)
POSITIONS = {
    "OXS100": (3, 19),
    "OXS101": (3, 5),
    "OXS102": (3, 13),
    "OXS103": (6, 9),
    "OXS104": (5, 13),
    "OXS105": (5, 13),
    "OXS106": (5, 12),
    "OXS107": (3, 5),
    "OXS108": (2, 8),
    "OXS109": (3, 17),
    "OXS110": (3, 18),
    "OXS111": (3, 5),
    "OXS112": (3, 8),
    "OXS113": (4, 9),
    "OXS114": (3, 14),
    "OXS115": (3, 12),
    "OXS116": (3, 12),
    "OXS118": (2, 1),
    "OXS120": (3, 12),
    "OXS121": (3, 11),
    "OXS201": (3, 16),
    "OXS202": (1, 9),
    "OXS203": (3, 16),
    "OXS204": (7, 22),
    "OXS205": (2, 10),
    "OXS206": (2, 34),
    "OXS207": (7, 22),
    "OXS208": (3, 56),
    "OXS209": (3, 31),
    "OXS210": (5, 16),
    "OXS301": (3, 12),
    "OXS302": (5, 12),
    "OXS303": (5, 12),
    "OXS304": (3, 23),
    "OXS305": (3, 12),
    "OXS306": (3, 23),
    "OXS307": (3, 26),
    "OXS308": (3, 12),
    "OXS310": (3, 5),
    "OXS311": (3, 22),
}


def test_every_converter_code_has_a_position_test() -> None:
    assert sorted(POSITIONS) == STATIC_CODES


@pytest.mark.parametrize("code", sorted(POSITIONS))
def test_code_is_reported_at_its_line_and_column(code: str) -> None:
    source = _source(CODES[code].bad)
    offset = source.count("\n", 0, source.index(CODES[code].bad))
    analysis = analyze(source, "example.py")
    found = [(d.span.line - offset, d.span.column) for d in analysis.diagnostics if d.code == code]
    assert POSITIONS[code] in found, found


def test_columns_count_characters_not_bytes() -> None:
    source = (
        HEADER + '@script()\ndef f(X: FLOAT["N"]):\n    é = "ü"\n    return X * undefined_name\n'
    )
    analysis = analyze(source, "example.py")
    (diagnostic,) = [d for d in analysis.diagnostics if d.code == "OXS201"]
    assert (diagnostic.span.line, diagnostic.span.column) == (6, 16)
    source = HEADER + '@script()\ndef f(X: FLOAT["N"]):\n    return op.Add(X, "ü") + op.Rleu(X)\n'
    (diagnostic,) = [d for d in analyze(source, "example.py").diagnostics if d.code == "OXS301"]
    assert (diagnostic.span.line, diagnostic.span.column, diagnostic.span.end_column) == (5, 29, 36)


def test_unknown_op_has_a_fix_with_the_close_match() -> None:
    analysis = analyze(_source(CODES["OXS301"].bad), "example.py")
    (diagnostic,) = [d for d in analysis.diagnostics if d.code == "OXS301"]
    (edit,) = diagnostic.fixes[0].edits
    assert edit.new_text == "Relu"
    assert (edit.span.column, edit.span.end_column) == (15, 19)


def test_op_missing_from_version_has_an_import_fix() -> None:
    analysis = analyze(_source(CODES["OXS302"].bad), "example.py")
    (diagnostic,) = [d for d in analysis.diagnostics if d.code == "OXS302"]
    assert diagnostic.message == (
        f"Gelu is not in ai.onnx version 18; it exists in versions 20-{latest_version()}"
    )
    (edit,) = diagnostic.fixes[0].edits
    assert edit.new_text == "opset20"
    assert edit.span.line == 2 and edit.span.column == 24


def test_no_import_fix_when_another_op_would_change_meaning() -> None:
    # Cast has a newer schema from version 19 on: moving the import would change it too
    source = (
        "from onnxscribe import script, FLOAT\nfrom onnxscribe import opset18 as op\n\n"
        '@script()\ndef f(X: FLOAT["N", 4]):\n'
        "    Y = op.Cast(X, to=1)\n    return op.Gelu(Y)\n"
    )
    analysis = analyze(source, "example.py")
    (diagnostic,) = [d for d in analysis.diagnostics if d.code == "OXS302"]
    assert diagnostic.fixes == ()


def _apply(source: str, code: str) -> str:
    (diagnostic,) = [d for d in analyze(source, "example.py").diagnostics if d.code == code]
    (edit,) = diagnostic.fixes[0].edits
    lines = source.splitlines(keepends=True)
    start = sum(len(line) for line in lines[: edit.span.line - 1]) + edit.span.column - 1
    end = sum(len(line) for line in lines[: edit.span.end_line - 1]) + edit.span.end_column - 1
    return source[:start] + edit.new_text + source[end:]


@pytest.mark.parametrize("code", ["OXS107", "OXS116", "OXS201", "OXS301", "OXS302"])
def test_fix_makes_the_bad_example_clean(code: str) -> None:
    source = _source(CODES[code].bad)
    if code == "OXS201":
        source = source.replace("return X * scal", "scale = 2.0\n    return X * scal")
    fixed = _apply(source, code)
    assert code not in [d.code for d in analyze(fixed, "example.py").diagnostics], fixed
    assert [d.format() for d in analyze(fixed, "example.py").diagnostics if d.is_error] == []
