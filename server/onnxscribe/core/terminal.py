"""Text from files and models made safe to print on a terminal.

A source line, a file name or a name in a model may hold control characters: an escape sequence
can set the window title, clear the screen or write the clipboard (OSC 52), a carriage return can
hide what precedes it. Text output shows each such character as an escape (``\\x1b``,
``\\u202e``) instead, and a byte of a file name that is not UTF-8 (which Python keeps as a lone
surrogate) as ``\\xNN``, so that printing never fails and never acts on the terminal.
"""

from __future__ import annotations

import re

_UNSAFE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f"  # C0 (tab and newline aside) and C1 controls, DEL
    "\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"  # line breaks, direction marks
    "\ud800-\udfff]"  # lone surrogates: undecodable bytes of file names
)


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte Python's surrogateescape kept
        return f"\\x{code - 0xDC00:02x}"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with every character that acts on a terminal written as an escape."""
    return _UNSAFE.sub(_escape, text)


def printable_line(text: str) -> str:
    """One line of text for the terminal: ``printable`` and, in addition, newlines escaped."""
    return printable(text).replace("\n", "\\n")
