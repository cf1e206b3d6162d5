"""The diagnostics reference's heading lines, which each diagnostic's code link names."""

from __future__ import annotations

import pytest
from onnxscribe.core import codes


def test_each_code_s_heading_line_is_its_heading_in_the_reference() -> None:
    lines = codes.render_reference().splitlines()
    for entry in codes.CODES.values():
        assert lines[codes.heading_line(entry.code) - 1] == f"## {entry.code}: {entry.title}"


def test_a_heading_line_is_counted_without_rendering_the_reference(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The first diagnostics' code links need the lines; the 1,700-line page is not made for
    them (and searched for each heading)."""
    expected = codes.heading_line("OXS301")

    def refuse() -> str:
        raise AssertionError("the reference was rendered")

    monkeypatch.setattr(codes, "render_reference", refuse)
    codes._heading_lines.cache_clear()
    try:
        assert codes.heading_line("OXS301") == expected
    finally:
        codes._heading_lines.cache_clear()
