"""What the editor features read from the text alone, even when it does not parse yet.

Completion and signature help run while the user is typing, when the file is often not valid
Python and the last analysis is stale. The functions here find the opset aliases a file imports,
the dotted name under the cursor and the call the cursor is in, with small scanners that never
fail.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from functools import lru_cache

from onnxscribe.core.opsets import Opset, imported_opset
from onnxscribe.lsp.positions import document_lines

_STATEMENT_START = re.compile(
    r"^[ \t]*(?:from[ \t]|import[ \t]|[A-Za-z_]\w*[ \t]*=[ \t]*(?:\w+\.)*Opset[ \t]*\()",
    re.MULTILINE,
)
_CONTINUATION_LINES = 20
"""How far a statement that opens a parenthesis may run on (an unclosed one stops there)."""
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


def opset_aliases(text: str) -> dict[str, OpsetAlias]:
    """Every opset alias the file defines, by name (the last definition wins).

    Each candidate statement is parsed on its own, so the rest of the file need not parse, and an
    import names the opset that ``onnxscribe.core.opsets.imported_opset`` says it binds: the
    resolution the converter's environments use.
    """
    return dict(_opset_aliases(text))


@lru_cache(maxsize=4)
def _opset_aliases(text: str) -> dict[str, OpsetAlias]:
    """(Cached: hover, signature help and code actions all ask, about the same text.)"""
    found: dict[str, OpsetAlias] = {}
    lines = document_lines(text)
    first, counted = 0, 0
    for match in _STATEMENT_START.finditer(text):
        first += _line_breaks(text, counted, match.start())
        counted = match.start()
        statement = _statement_at(lines, first)
        if statement is not None:
            for alias in _aliases_of(statement, lines, first):
                found[alias.alias] = alias
    return found


def _line_breaks(text: str, start: int, end: int) -> int:
    """How many lines end between ``start`` and ``end`` (neither inside a ``\\r\\n``)."""
    return (
        text.count("\n", start, end) + text.count("\r", start, end) - text.count("\r\n", start, end)
    )


def _statement_at(lines: list[str], first: int) -> ast.stmt | None:
    """The statement that starts on 0-based line ``first``, parsed alone (its first line
    dedented), or None when it does not parse within a few lines."""
    head = lines[first].lstrip()
    for last in range(first, min(first + _CONTINUATION_LINES, len(lines))):
        try:
            module = ast.parse("\n".join([head, *lines[first + 1 : last + 1]]))
        except (SyntaxError, ValueError):
            continue
        return module.body[0] if len(module.body) == 1 else None
    return None


def _aliases_of(statement: ast.stmt, lines: list[str], first: int) -> list[OpsetAlias]:
    indent = len(lines[first]) - len(lines[first].lstrip())

    def position(node: ast.alias | ast.expr, skip: int = 0) -> tuple[int, int]:
        """1-based line and character column of ``node`` (plus ``skip`` characters) in the file."""
        line = first + node.lineno
        encoded = lines[line - 1].encode()[indent if node.lineno == 1 else 0 :]
        column = len(encoded[: node.col_offset].decode(errors="replace")) + skip + 1
        return line, column + (indent if node.lineno == 1 else 0)

    found: list[OpsetAlias] = []
    if isinstance(statement, ast.ImportFrom) and statement.module and not statement.level:
        for alias in statement.names:
            opset = imported_opset(statement.module, alias.name)
            if opset is not None:
                line, column = position(alias)
                name = alias.asname or alias.name
                end = column + len(alias.name)
                found.append(
                    OpsetAlias(name, opset.domain, opset.version, line, column, end, alias.name)
                )
    elif isinstance(statement, ast.Import):
        for alias in statement.names:
            opset = imported_opset(alias.name)
            if opset is not None and alias.asname:
                module, _, imported = alias.name.rpartition(".")
                line, column = position(alias, len(module) + 1)
                end = column + len(imported)
                found.append(
                    OpsetAlias(
                        alias.asname, opset.domain, opset.version, line, column, end, imported
                    )
                )
    elif isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        target = statement.targets[0]
        opset = _opset_call(statement.value)
        if isinstance(target, ast.Name) and opset is not None:
            line, column = position(target)
            found.append(
                OpsetAlias(
                    target.id,
                    opset.domain,
                    opset.version,
                    line,
                    column,
                    column + len(target.id),
                    None,
                )
            )
    return found


def _opset_call(node: ast.expr) -> Opset | None:
    """The opset of ``Opset("com.example", 1)`` written with literal arguments."""
    if not isinstance(node, ast.Call):
        return None
    function = node.func
    name = function.attr if isinstance(function, ast.Attribute) else getattr(function, "id", "")
    if name != "Opset":
        return None
    arguments = list(node.args)
    for keyword in node.keywords:
        if keyword.arg not in ("domain", "version"):
            return None
        arguments.insert(0 if keyword.arg == "domain" else len(arguments), keyword.value)
    if len(arguments) != 2 or not all(isinstance(a, ast.Constant) for a in arguments):
        return None
    domain, version = (a.value for a in arguments if isinstance(a, ast.Constant))
    if not isinstance(domain, str) or not isinstance(version, int):
        return None
    try:
        return Opset(domain, version)
    except TypeError:  # a version below 1, or a bool
        return None


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
