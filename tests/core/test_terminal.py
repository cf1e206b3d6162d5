"""Text for a terminal: control characters and undecodable file name bytes as escapes."""

from __future__ import annotations

from onnxscribe.core.terminal import printable, printable_line


def test_control_characters_are_escaped() -> None:
    assert printable("a\x1b]52;c;aGk=\x07b") == "a\\x1b]52;c;aGk=\\x07b"
    assert printable("clear\x1b[2J\r") == "clear\\x1b[2J\\x0d"
    assert printable("\x9b31m \x7f") == "\\x9b31m \\x7f"
    assert printable("right\u202eleft \u2028") == "right\\u202eleft \\u2028"


def test_text_newlines_and_tabs_stay_and_unicode_is_kept() -> None:
    assert printable("é\tx\ny 𝔘") == "é\tx\ny 𝔘"
    assert printable_line("a\nb") == "a\\nb"


def test_undecodable_file_name_bytes_are_shown_as_bytes() -> None:
    name = b"bad\xff.py".decode("utf-8", "surrogateescape")
    assert printable(name) == "bad\\xff.py"
    printable(name).encode("utf-8")  # prints on any UTF-8 terminal
