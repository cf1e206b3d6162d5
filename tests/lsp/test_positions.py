from __future__ import annotations

import pytest
from lsprotocol import types
from onnxscribe.core.diagnostics import Span
from onnxscribe.lsp import positions, to_lsp
from onnxscribe.lsp.positions import UTF8, UTF16, UTF32

LINE = 'y = "😀é" + x'
# characters: y=0 ' '=1 '='=2 ' '=3 '"'=4 😀=5 é=6 '"'=7 ...; x is character 11 (the last)


@pytest.mark.parametrize(
    ("encoding", "units"),
    [(UTF16, 13), (UTF8, 16), (UTF32, 12)],
)
def test_character_to_units_counts_code_units(encoding: str, units: int) -> None:
    assert positions.character_to_units(LINE, 12, encoding) == units


@pytest.mark.parametrize("encoding", [UTF8, UTF16, UTF32])
def test_units_round_trip(encoding: str) -> None:
    for character in range(len(LINE) + 1):
        units = positions.character_to_units(LINE, character, encoding)
        assert positions.units_to_character(LINE, units, encoding) == character


def test_units_inside_a_surrogate_pair_stay_before_the_character() -> None:
    assert positions.units_to_character(LINE, 6, UTF16) == 5


def test_span_to_range_converts_columns_after_astral_characters() -> None:
    lines = positions.document_lines(LINE + "\nz = 1\n")
    span = Span(None, 1, 12, 1, 13)  # "x"
    assert to_lsp.range_of(span, lines, UTF16) == types.Range(
        start=types.Position(line=0, character=12), end=types.Position(line=0, character=13)
    )
    assert to_lsp.span_of(None, lines, to_lsp.range_of(span, lines, UTF16), UTF16) == span


def test_span_past_the_end_is_clamped() -> None:
    lines = positions.document_lines("a = 1\nb = 2")
    converted = to_lsp.range_of(Span(None, 5, 1, 9, 3), lines, UTF16)
    assert converted.start == types.Position(line=1, character=5)
    assert converted.end == types.Position(line=1, character=5)


def test_document_lines_split_like_the_protocol() -> None:
    assert positions.document_lines("a\r\nb\rc\nd\x0ce") == ["a", "b", "c", "d\x0ce"]


def test_ranges_overlap_counts_touching_ends() -> None:
    def r(a: int, b: int) -> positions.Extent:
        return (0, a), (0, b)

    assert positions.extents_overlap(r(0, 3), r(3, 3))
    assert not positions.extents_overlap(r(0, 3), r(4, 4))


def test_positions_before_the_text_or_past_its_end_are_clamped() -> None:
    lines = positions.document_lines("a = 1\nbb = 2")
    assert positions.from_point(lines, -3, 0, UTF16) == (1, 1)
    assert positions.from_point(lines, 0, -5, UTF16) == (1, 1)
    assert positions.from_point(lines, 0, 99, UTF16) == (1, 6)
    assert positions.from_point(lines, 7, 0, UTF16) == (2, 7)
