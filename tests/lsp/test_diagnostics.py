from __future__ import annotations

from pathlib import Path

from lsprotocol import types
from onnxscribe.core import codes
from onnxscribe.core.diagnostics import Diagnostic, Fix, Related, Severity, Span, TextEdit
from onnxscribe.lsp import diagnostics, positions, to_lsp

TEXT = 'from onnxscribe import opset18 as op\n\ndef f(X):\n    s = "é"; return op.Addd(X)\n'
LINES = positions.document_lines(TEXT)
URI = "file:///work/model.py"
PATH = "/work/model.py"


def _unknown_op() -> Diagnostic:
    return Diagnostic(
        "OXS301",
        Severity.ERROR,
        "unknown op Addd",
        Span(PATH, 4, 24, 4, 31),
        hint="did you mean Add?",
        fixes=(Fix("Replace with Add", (TextEdit(Span(PATH, 4, 27, 4, 31), "Add"),)),),
        related=(Related(Span(PATH, 1, 24, 1, 31), "opset imported here"),),
    )


def _convert(diagnostic: Diagnostic, **options: object) -> types.Diagnostic:
    defaults: dict[str, object] = {
        "document_path": PATH,
        "document_uri": URI,
        "lines": LINES,
        "encoding": positions.UTF16,
        "version": 7,
    }
    as_json = diagnostics.diagnostic_json(diagnostic, **{**defaults, **options})  # type: ignore[arg-type]
    (converted,) = to_lsp.diagnostics_of([as_json])
    return converted


def test_code_severity_range_and_message() -> None:
    converted = _convert(_unknown_op())
    assert converted.code == "OXS301"
    assert converted.source == "onnxscribe"
    assert converted.severity == types.DiagnosticSeverity.Error
    assert converted.range == types.Range(
        start=types.Position(line=3, character=23), end=types.Position(line=3, character=30)
    )
    assert converted.message == "unknown op Addd\nhint: did you mean Add?"


def test_code_description_points_into_the_packaged_reference() -> None:
    converted = _convert(_unknown_op())
    assert converted.code_description is not None
    href = converted.code_description.href
    assert href == codes.reference_uri("OXS301")
    assert href.startswith("file:") and href.endswith(f"#L{codes.heading_line('OXS301')}")
    assert href.split("#")[0] == codes.reference_path().as_uri()


def test_fixes_travel_in_data_as_lsp_edits() -> None:
    converted = _convert(_unknown_op())
    assert converted.data == {
        "version": 7,
        "fixes": [
            {
                "title": "Replace with Add",
                "edits": [
                    {
                        "range": {
                            "start": {"line": 3, "character": 26},
                            "end": {"line": 3, "character": 30},
                        },
                        "newText": "Add",
                    }
                ],
            }
        ],
    }


def test_related_places() -> None:
    converted = _convert(_unknown_op())
    assert list(converted.related_information or []) == [
        types.DiagnosticRelatedInformation(
            location=types.Location(
                uri=URI,
                range=types.Range(
                    start=types.Position(line=0, character=23),
                    end=types.Position(line=0, character=30),
                ),
            ),
            message="opset imported here",
        )
    ]
    without = _convert(_unknown_op(), related_support=False)
    assert without.related_information is None
    assert "opset imported here" in without.message


def test_related_place_in_another_file(tmp_path: Path) -> None:
    other = tmp_path / "lib.py"
    other.write_text("x = 1\n", encoding="utf-8")
    diagnostic = Diagnostic(
        "OXS207",
        Severity.ERROR,
        "wrong call",
        Span(PATH, 4, 24, 4, 31),
        related=(Related(Span(str(other), 1, 1, 1, 2), "defined here"),),
    )
    converted = _convert(
        diagnostic, lines_for=lambda p: positions.document_lines(Path(p).read_text())
    )
    assert converted.related_information is not None
    assert converted.related_information[0].location.uri == other.resolve().as_uri()


def test_columns_follow_the_negotiated_encoding() -> None:
    diagnostic = Diagnostic("OXS301", Severity.ERROR, "unknown op", Span(PATH, 4, 24, 4, 31))
    utf8 = _convert(diagnostic, encoding=positions.UTF8)
    assert utf8.range.start.character == 24  # "é" is two bytes


def test_convert_all_leaves_out_other_files() -> None:
    elsewhere = Diagnostic("OXS301", Severity.ERROR, "x", Span("/elsewhere.py", 1, 1, 1, 2))
    found = diagnostics.document_json(
        [_unknown_op(), elsewhere],
        document_path=PATH,
        document_uri=URI,
        lines=LINES,
        encoding=positions.UTF16,
        version=1,
    )
    assert [d["code"] for d in found] == ["OXS301"]


def test_code_entry_markdown() -> None:
    entry = diagnostics.code_entry_markdown("OXS301")
    assert entry is not None
    assert entry.startswith("**OXS301**: unknown op")
    assert codes.reference_uri("OXS301") in entry
    assert diagnostics.code_entry_markdown("NOPE") is None


def test_every_code_link_opens_the_packaged_reference_at_the_code_heading() -> None:
    lines = codes.reference_path().read_text(encoding="utf-8").splitlines()
    for code in codes.CODES:
        fragment = codes.reference_uri(code).split("#", 1)[1]
        assert fragment.startswith("L"), code
        assert lines[int(fragment[1:]) - 1].startswith(f"## {code}: "), code
        assert f'<a id="{codes.info(code).anchor}"></a>' in lines, code  # the rendered page's
