"""Workspace symbols: the functions, classes and constants of the workspace's Python files.

Read with ``ast`` from the files on disk (never imported; regular files only), cached by
modification time; the walk skips hidden folders, virtual environments and build output, and
stops after ``MAX_FILES`` files.
Script functions (decorated with ``script``) list their nested graph functions as children.
"""

from __future__ import annotations

import ast
import os
from dataclasses import dataclass

from onnxscribe.core.diagnostics import Span
from onnxscribe.lsp.data import CLASS, CONSTANT, FUNCTION, GRAPH, SymbolInfo
from onnxscribe.lsp.files import is_regular_file, read_source_file
from onnxscribe.lsp.positions import document_lines

MAX_FILES = 5000
SKIPPED = frozenset({"node_modules", "__pycache__", "site-packages", "build", "dist"})


@dataclass(frozen=True)
class FileSymbol:
    path: str
    symbol: SymbolInfo
    container: str | None = None


def workspace_symbols(roots: list[str], query: str, limit: int = 500) -> list[FileSymbol]:
    """Symbols whose name contains ``query`` (ignoring case), script functions first."""
    wanted = query.lower()
    found: list[FileSymbol] = []
    for path in python_files(roots):
        for symbol, container in _flatten(file_symbols(path)):
            if wanted in symbol.name.lower():
                found.append(FileSymbol(path, symbol, container))
    found.sort(
        key=lambda f: (f.symbol.kind != FUNCTION or not f.symbol.detail, f.symbol.name, f.path)
    )
    return found[:limit]


def python_files(roots: list[str]) -> list[str]:
    found: list[str] = []
    seen: set[str] = set()
    for root in roots:
        for folder, folders, files in os.walk(root):
            real = os.path.realpath(folder)
            if real in seen or os.path.exists(os.path.join(folder, "pyvenv.cfg")):
                folders[:] = []
                continue
            seen.add(real)
            folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in SKIPPED)
            found += [
                os.path.join(folder, f)
                for f in sorted(files)
                if f.endswith(".py") and is_regular_file(os.path.join(folder, f))
            ]
            if len(found) >= MAX_FILES:
                return found[:MAX_FILES]
    return found


_cache: dict[str, tuple[tuple[int, int], list[SymbolInfo]]] = {}


def file_symbols(path: str) -> list[SymbolInfo]:
    try:
        status = os.stat(path)
    except OSError:
        return []
    stamp = (status.st_mtime_ns, status.st_size)
    cached = _cache.get(path)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    text = read_source_file(path)
    try:
        module = ast.parse(text or "", filename=path)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        symbols: list[SymbolInfo] = []
    else:
        symbols = source_symbols(document_lines(text or ""), module, path)
    _cache[path] = (stamp, symbols)
    return symbols


def text_symbols(text: str, path: str | None) -> list[SymbolInfo]:
    """The symbols of a document read from its parse alone (before any analysis), [] when it
    does not parse."""
    try:
        module = ast.parse(text, filename=path or "<document>")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    return source_symbols(text.splitlines(), module, path)


def source_symbols(lines: list[str], module: ast.Module, path: str | None) -> list[SymbolInfo]:
    found = []
    for statement in module.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            script = _is_script(statement)
            found.append(
                SymbolInfo(
                    statement.name,
                    FUNCTION,
                    _span(lines, statement, path),
                    _span(lines, statement, path),
                    "script function" if script else "",
                    tuple(_graphs(lines, statement, path)) if script else (),
                )
            )
        elif isinstance(statement, ast.ClassDef):
            span = _span(lines, statement, path)
            found.append(SymbolInfo(statement.name, CLASS, span, span))
        elif isinstance(statement, (ast.Assign, ast.AnnAssign)):
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    span = _span(lines, target, path)
                    found.append(SymbolInfo(target.id, CONSTANT, span, span))
    return found


def _is_script(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
        if name == "script":
            return True
    return False


def _graphs(lines: list[str], node: ast.AST, path: str | None) -> list[SymbolInfo]:
    found = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef):
            span = _span(lines, child, path)
            found.append(
                SymbolInfo(child.name, GRAPH, span, span, "", tuple(_graphs(lines, child, path)))
            )
        elif not isinstance(child, (ast.expr, ast.arguments)):
            found += _graphs(lines, child, path)
    return found


def _span(lines: list[str], node: ast.AST, path: str | None) -> Span:
    line = getattr(node, "lineno", 1)
    end_line = getattr(node, "end_lineno", None) or line
    column = _characters(lines, line, getattr(node, "col_offset", 0))
    end_column = _characters(lines, end_line, getattr(node, "end_col_offset", None) or 0)
    return Span(path, line, column + 1, end_line, end_column + 1)


def _characters(lines: list[str], line: int, byte_offset: int) -> int:
    """ast counts UTF-8 bytes; spans count characters."""
    if not 1 <= line <= len(lines):
        return byte_offset
    return len(lines[line - 1].encode("utf-8")[:byte_offset].decode("utf-8", errors="ignore"))


def _flatten(
    symbols: list[SymbolInfo] | tuple[SymbolInfo, ...], container: str | None = None
) -> list[tuple[SymbolInfo, str | None]]:
    found = []
    for symbol in symbols:
        found.append((symbol, container))
        found += _flatten(symbol.children, symbol.name)
    return found
