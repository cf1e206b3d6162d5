"""What the editor features read from the text alone, even when it does not parse yet.

Completion and signature help run while the user is typing, when the file is often not valid
Python and the last analysis is stale. The functions here find the opset aliases a file imports,
the dotted name under the cursor and the call the cursor is in, with small scanners that never
fail.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from onnxscribe.core import schemas

_IMPORT = re.compile(
    r"^[ \t]*from[ \t]+(?:onnxscribe|onnxscript)(?:\.onnx_opset)?[ \t]+import[ \t]+"
    r"(\((?:[^)]*)\)|[^\n#]*(?:\\\n[^\n#]*)*)",
    re.MULTILINE,
)
_IMPORTED_NAME = re.compile(r"\b(ml_opset|opset)(\d+)\b(?:\s+as\s+([A-Za-z_]\w*))?")
_OPSET_ASSIGN = re.compile(
    r"^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*(?:\w+\.)*Opset\(\s*(?:domain\s*=\s*)?"
    r"([\"'])([^\"']*)\2\s*,\s*(?:version\s*=\s*)?(\d+)\s*\)",
    re.MULTILINE,
)
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")


@dataclass(frozen=True)
class OpsetAlias:
    """A name bound to an opset in the file: ``op`` in ``from onnxscribe import opset18 as op``."""

    alias: str
    domain: str
    version: int
    line: int
    """Where the opset is named (1-based line and character columns, end exclusive)."""
    column: int
    end_column: int
    imported_name: str | None
    """``opset18`` when it comes from an import (a version change is then one token)."""


def _line_and_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    return line, offset - start + 1


def opset_aliases(text: str) -> dict[str, OpsetAlias]:
    """Every opset alias the file defines, by name (the last definition wins)."""
    found: dict[str, OpsetAlias] = {}
    for statement in _IMPORT.finditer(text):
        body_start = statement.start(1)
        for item in _IMPORTED_NAME.finditer(statement.group(1)):
            prefix, digits, alias = item.group(1), item.group(2), item.group(3)
            name = prefix + digits
            domain = "ai.onnx.ml" if prefix == "ml_opset" else schemas.AI_ONNX
            line, column = _line_and_column(text, body_start + item.start())
            found[alias or name] = OpsetAlias(
                alias or name, domain, int(digits), line, column, column + len(name), name
            )
    for match in _OPSET_ASSIGN.finditer(text):
        line, column = _line_and_column(text, match.start(1))
        alias = match.group(1)
        found[alias] = OpsetAlias(
            alias,
            schemas.normalize_domain(match.group(3)),
            int(match.group(4)),
            line,
            column,
            column + len(alias),
            None,
        )
    return found


@dataclass(frozen=True)
class DottedName:
    """``qualifier.name`` around a cursor (``qualifier`` empty for a bare name)."""

    qualifier: str
    name: str
    start: int
    """0-based character offsets of ``name`` in its line (end exclusive)."""
    end: int


def dotted_name_at(line: str, character: int) -> DottedName | None:
    """The identifier at (or just before) a 0-based character offset, with what precedes its dot."""
    for match in _IDENTIFIER.finditer(line):
        if match.start() <= character <= match.end():
            qualifier = ""
            before = line[: match.start()].rstrip()
            if before.endswith("."):
                prefix = re.search(r"([A-Za-z_][\w.]*)$", before[:-1].rstrip())
                qualifier = prefix.group(1) if prefix else ""
            return DottedName(qualifier, match.group(), match.start(), match.end())
    return None


def member_prefix_before(line: str, character: int) -> tuple[str, str] | None:
    """For ``op.Ad|``: the qualifier (``op``) and the typed prefix (``Ad``), else None."""
    match = re.search(r"([A-Za-z_]\w*)\s*\.\s*([A-Za-z_]\w*)?$", line[:character])
    if match is None:
        return None
    return match.group(1), match.group(2) or ""


@dataclass
class CallContext:
    """The innermost call whose parentheses enclose the cursor."""

    callee: str
    """The dotted expression before ``(``: ``op.Add``, ``my_function``."""
    argument_index: int
    """0-based index of the argument under the cursor."""
    keyword: str | None
    """The keyword of the argument under the cursor, when it is written ``name=...``."""
    keywords_used: list[str] = field(default_factory=list)
    positional_count: int = 0
    """Positional arguments before the one under the cursor."""
    at_argument_start: bool = True
    """True when the cursor is where an argument (or ``name=``) may begin."""


@dataclass
class _Open:
    bracket: str
    callee: str
    commas: int = 0
    keywords: list[str] = field(default_factory=list)
    positional: int = 0
    current_keyword: str | None = None
    current_text: str = ""


_CLOSE = {")": "(", "]": "[", "}": "{"}


def call_context(
    lines: list[str], line: int, character: int, lookback: int = 40
) -> CallContext | None:
    """The call around a 0-based (line, character) position, scanning at most ``lookback`` lines back."""
    if not lines or line >= len(lines):
        return None
    first = max(0, line - lookback)
    text = "\n".join([*lines[first:line], lines[line][:character]])
    stack: list[_Open] = []
    index = 0
    length = len(text)
    while index < length:
        char = text[index]
        if char == "#":
            newline = text.find("\n", index)
            index = length if newline < 0 else newline
            continue
        if char in "\"'":
            index = _skip_string(text, index)
            if stack:
                stack[-1].current_text += "s"
            continue
        if char in "([{":
            callee = ""
            if char == "(":
                found = re.search(r"([A-Za-z_][\w.]*)\s*$", text[:index])
                callee = found.group(1) if found else ""
            if stack:
                stack[-1].current_text += "x"
            stack.append(_Open(char, callee))
        elif char in ")]}":
            while stack and stack[-1].bracket != _CLOSE[char]:
                stack.pop()
            if stack:
                stack.pop()
        elif stack:
            top = stack[-1]
            if char == ",":
                top.commas += 1
                if top.current_keyword is not None:
                    top.keywords.append(top.current_keyword)
                elif top.current_text.strip():
                    top.positional += 1
                top.current_keyword = None
                top.current_text = ""
            elif (
                char == "="
                and text[index + 1 : index + 2] != "="
                and text[index - 1 : index] not in "=!<>"
            ):
                name = top.current_text.strip()
                if _IDENTIFIER.fullmatch(name) and top.current_keyword is None:
                    top.current_keyword = name
                    top.current_text = ""
                else:
                    top.current_text += char
            else:
                top.current_text += char
        index += 1
    while stack and stack[-1].bracket != "(":
        stack.pop()
    if not stack or not stack[-1].callee:
        return None
    top = stack[-1]
    trailing = top.current_text.strip()
    return CallContext(
        callee=top.callee,
        argument_index=top.commas,
        keyword=top.current_keyword,
        keywords_used=list(top.keywords),
        positional_count=top.positional,
        at_argument_start=top.current_keyword is None
        and (not trailing or bool(_IDENTIFIER.fullmatch(trailing))),
    )


def _skip_string(text: str, index: int) -> int:
    quote = text[index]
    triple = text[index : index + 3] == quote * 3
    end_marker = quote * 3 if triple else quote
    position = index + len(end_marker)
    while position < len(text):
        if text[position] == "\\":
            position += 2
            continue
        if text.startswith(end_marker, position):
            return position + len(end_marker)
        if not triple and text[position] == "\n":
            return position
        position += 1
    return len(text)


def resolve_callee(callee: str, aliases: dict[str, OpsetAlias]) -> tuple[OpsetAlias, str] | None:
    """For ``op.Add`` with ``op`` an opset alias: the alias and the op name."""
    qualifier, _, name = callee.rpartition(".")
    alias = aliases.get(qualifier)
    if alias is None or not name:
        return None
    return alias, name
