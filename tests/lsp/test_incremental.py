"""Analyzing again after an edit converts only the functions the edit can change, and gives the
same data as analyzing from scratch."""

from __future__ import annotations

from onnxscribe.lsp.collect import document_data
from onnxscribe.lsp.data import DocumentData
from onnxscribe.lsp.incremental import DocumentAnalyzer

PATH = "/work/model.py"

SOURCE = """\
from onnxscribe import script, opset18 as op, FLOAT

SCALE = 2.0
OFFSET = 1.0


@script()
def inner(X: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(X) * SCALE


@script()
def outer(X: FLOAT["N"]):
    Y = inner(X)
    return op.Abs(Y)


@script()
def alone(X: FLOAT["N"]):
    Z = op.Neg(X) + OFFSET
    return Z
"""


def _same(found: DocumentData, text: str, default_opset: int | None = None) -> None:
    fresh = document_data(text, PATH, default_opset)
    assert found.diagnostics == fresh.diagnostics
    assert found.functions == fresh.functions
    assert found.symbols == fresh.symbols


def _analyzed(
    text: str, analyzer: DocumentAnalyzer, default_opset: int | None = None
) -> DocumentData:
    found = analyzer.analyze(text, PATH, default_opset)
    _same(found, text, default_opset)
    return found


def test_an_edit_inside_one_function_converts_only_that_one() -> None:
    analyzer = DocumentAnalyzer()
    assert _analyzed(SOURCE, analyzer).reused == 0
    edited = SOURCE.replace("op.Neg(X) + OFFSET", "op.Neg(X) + OFFSET + 1.0")
    assert _analyzed(edited, analyzer).reused == 2


def test_a_change_in_a_called_function_converts_its_callers_again() -> None:
    analyzer = DocumentAnalyzer()
    _analyzed(SOURCE, analyzer)
    edited = SOURCE.replace(
        'def inner(X: FLOAT["N"]) -> FLOAT["N"]:', 'def inner(X: FLOAT["N"]) -> FLOAT[2, 3]:'
    )
    found = _analyzed(edited, analyzer)
    assert found.reused == 1  # only `alone`
    outer = found.function_named("outer")
    assert outer is not None and "FLOAT[2, 3]" in found.hover_at(14, 5).markdown  # type: ignore[union-attr]


def test_a_changed_constant_converts_only_its_readers() -> None:
    analyzer = DocumentAnalyzer()
    _analyzed(SOURCE, analyzer)
    assert _analyzed(SOURCE.replace("OFFSET = 1.0", "OFFSET = 1"), analyzer).reused == 2


def test_lines_added_above_move_the_reused_data() -> None:
    analyzer = DocumentAnalyzer()
    _analyzed(SOURCE, analyzer)
    edited = SOURCE.replace("OFFSET = 1.0\n", "OFFSET = 1.0\n# a comment\n# and another\n")
    found = _analyzed(edited, analyzer)
    # `outer` is converted again: what it calls moved, and its diagnostics may point there.
    assert found.reused == 2
    assert [h.line for h in found.hints_between(1)] == [16, 22]


def test_an_edit_that_breaks_the_syntax_keeps_the_cache() -> None:
    analyzer = DocumentAnalyzer()
    _analyzed(SOURCE, analyzer)
    broken = _analyzed(SOURCE + "def (:\n", analyzer)
    assert [d.code for d in broken.diagnostics] == ["OXS100"]
    assert _analyzed(SOURCE, analyzer).reused == 3


def test_the_default_opset_is_part_of_the_key() -> None:
    text = (
        SOURCE.replace(", opset18 as op", "")
        .replace("op.", "opx.")
        .replace("FLOAT\n", "FLOAT\nfrom onnxscribe import opset18 as opx\n")
    )
    analyzer = DocumentAnalyzer()
    _analyzed(text, analyzer, 18)
    assert _analyzed(text, analyzer, 17).reused == 0


def test_functions_reading_other_workspace_files_are_converted_every_time(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "helpers.py").write_text("LIMIT = 3.0\n", encoding="utf-8")
    text = SOURCE.replace("SCALE = 2.0\n", "SCALE = 2.0\nfrom helpers import LIMIT\n").replace(
        "op.Neg(X) + OFFSET", "op.Neg(X) + LIMIT"
    )
    path = str(tmp_path / "model.py")
    analyzer = DocumentAnalyzer()
    analyzer.analyze(text, path, None)
    assert analyzer.analyze(text, path, None).reused == 2  # `alone` reads LIMIT from helpers.py


def test_replies_refer_to_the_previous_one_for_unchanged_functions() -> None:
    analyzer = DocumentAnalyzer()
    first = analyzer.analyze(SOURCE, PATH, None, delta=True)
    assert first.kept == {}
    edited = SOURCE.replace("OFFSET = 1.0\n", "OFFSET = 1.0\n\n").replace("+ OFFSET", "- OFFSET")
    second = analyzer.analyze(edited, PATH, None, delta=True)
    assert sorted(second.kept) == [0]  # `inner` kept; `outer` (its callee moved), `alone` sent
    assert len(second.functions) == 2
    resolved = second.resolve(first)
    fresh = document_data(edited, PATH)
    assert resolved.functions == fresh.functions
    assert resolved.symbols == fresh.symbols
