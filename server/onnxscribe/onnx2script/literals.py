"""Text from a model as Python source: string literals and docstrings that read back as exactly
the text they were made from, whatever quotes, backslashes or control characters it holds.

A model's names, dims, doc strings and attribute strings reach the script only through these
functions (or as identifiers checked by ``naming``), so no text in a model can end a literal
early and become code.
"""

from __future__ import annotations


def string_literal(text: str) -> str:
    """``text`` as a string literal: in double quotes when that needs no escape, else Python's
    own ``repr`` (which always reads back as ``text``)."""
    found = repr(text)
    if found.startswith("'") and '"' not in text:
        # repr chose single quotes, so ``text`` holds neither quote: swapping them is safe
        return '"' + found[1:-1] + '"'
    return found


def docstring_literal(text: str) -> str:
    """``text`` (stripped) as a triple-quoted literal, kept readable: newlines and tabs stay
    as they are; backslashes, characters that are not printable and any ``"`` that could end
    the literal are escaped."""
    stripped = text.strip()
    parts: list[str] = []
    last = len(stripped) - 1
    for index, char in enumerate(stripped):
        if char == "\\":
            parts.append("\\\\")
        elif char == '"':
            # no two unescaped quotes in a row, and none just before the closing quotes
            following = stripped[index + 1] if index < last else '"'
            parts.append('\\"' if following == '"' else '"')
        elif char in "\n\t" or char.isprintable():
            parts.append(char)
        else:
            parts.append(repr(char)[1:-1])
    return '"""' + "".join(parts) + '"""'
