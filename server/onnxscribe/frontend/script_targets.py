"""Which ``def``s are script functions, and what ``@script()`` cannot convert.

``decoration`` is the one answer to "is this ``def`` a script function" for source text: the
dialect's ``@script()`` (and ``@graph()``), and the decorators a project names in its
configuration (``ScriptDecorators``), such as torch_lib's ``torch_op`` that call ``script()``
themselves unless told otherwise (``unless``).

What ``@script()`` was applied to, when that is not something it can convert:

A lambda (OXS117), an ``async def`` (OXS118), and a function whose source cannot be found
(OXS119: defined by ``exec`` or typed into the interpreter) are the user's mistakes, never an
internal error; each gets its own code and a span as precise as the file allows.
"""

from __future__ import annotations

import ast
import functools
import inspect
import os
from collections.abc import Callable
from dataclasses import dataclass
from types import FunctionType
from typing import Any

from onnxscribe.core.diagnostics import Diagnostic, Severity, Span
from onnxscribe.core.project_settings import ScriptDecorator, ScriptDecorators
from onnxscribe.frontend.source import parsed_file


def unsupported_target(function: FunctionType) -> Diagnostic | None:
    """A diagnostic when ``function`` is a lambda or a coroutine function, else None."""
    if function.__name__ == "<lambda>":
        return Diagnostic(
            "OXS117",
            Severity.ERROR,
            "@script() needs a function written with `def`, not a lambda",
            _lambda_span(function),
            hint="write `@script()` above `def name(...):` with the body as statements",
        )
    if function.__code__.co_flags & _ASYNC_FLAGS:
        return Diagnostic(
            "OXS118",
            Severity.ERROR,
            f"{function.__name__} is an `async def`; a script function is a plain `def`",
            _async_def_span(function),
            hint="remove `async`: ONNX has no coroutines",
        )
    return None


_ASYNC_FLAGS = inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
"""The code flags of an ``async def`` (a coroutine function or an async generator)."""


def source_not_found(function: FunctionType, message: str) -> Diagnostic:
    """OXS119: the function's source text is not available (``message`` says why when its file
    exists), with how to make it available."""
    where = function.__code__.co_filename
    if not os.path.exists(where):
        message = (
            f"cannot find the source of {function.__qualname__}: it was defined in {where!r}, "
            "which is not a file (code run by exec() or compile() of a string, or typed into the "
            "interactive interpreter)"
        )
    return Diagnostic(
        "OXS119",
        Severity.ERROR,
        message,
        _first_line(function),
        hint="define the script function in a .py file and import it from there",
    )


def file_text(function: FunctionType) -> str | None:
    """The text of the file that defines ``function``, to show the lines of its diagnostics."""
    found = parsed_file(function.__code__.co_filename)
    return found[0].text if found is not None else None


def _first_line(function: FunctionType) -> Span:
    code = function.__code__
    line = code.co_firstlineno
    return Span(code.co_filename, line, 1, line, 2)


def _lambda_span(function: FunctionType) -> Span:
    code = function.__code__
    parameters = list(code.co_varnames[: code.co_argcount])
    found = parsed_file(code.co_filename)
    if found is not None:
        source, module, _ = found
        for node in ast.walk(module):
            if (
                isinstance(node, ast.Lambda)
                and node.lineno == code.co_firstlineno
                and [a.arg for a in node.args.args] == parameters
            ):
                return source.span(node)
    return _first_line(function)


def _async_def_span(function: FunctionType) -> Span:
    code = function.__code__
    found = parsed_file(code.co_filename)
    if found is not None:
        source, module, _ = found
        for node in ast.walk(module):
            if not isinstance(node, ast.AsyncFunctionDef) or node.name != function.__name__:
                continue
            lines = {node.lineno, *(d.lineno for d in node.decorator_list)}
            if code.co_firstlineno in lines:
                span = source.span(node)
                # from `async` to the end of the name
                name = source.name_span(node)
                return Span(span.path, span.line, span.column, name.line, name.end_column)
    return _first_line(function)


# --------------------------------------------------------------------------- which defs are script


@dataclass(frozen=True)
class Decoration:
    """What a ``def``'s decorators make of it."""

    kind: str
    """``script`` or ``graph``."""
    call: ast.Call | None = None
    """The ``@script(...)`` call (its arguments name opsets); None for a project's decorator."""


def decoration(
    node: ast.FunctionDef | ast.AsyncFunctionDef,
    evaluate: Callable[[ast.expr], Any],
    import_path: Callable[[ast.expr], str | None],
    decorators: ScriptDecorators,
) -> Decoration | None:
    """Whether ``node`` is a script function (or a ``@graph()`` body), and by which decorator.

    The one answer to that question for source text: ``@script()`` and ``@graph()`` of the
    dialect (``evaluate`` gives what a decorator expression is), and the project's own
    ``decorators`` (``import_path`` gives where a decorator expression was imported from).
    """
    for decorator in node.decorator_list:
        call = decorator if isinstance(decorator, ast.Call) else None
        target_node = call.func if call is not None else decorator
        target = evaluate(target_node)
        name = getattr(target, "__name__", "")
        module = getattr(target, "__module__", "") or ""
        if module.startswith("onnxscribe") and name in ("script", "graph"):
            return Decoration(name, call)
        entry = decorators.find(import_path(target_node))
        if entry is not None:
            return Decoration("script") if _makes_script(entry, call, evaluate) else None
    return None


def _makes_script(
    entry: ScriptDecorator, call: ast.Call | None, evaluate: Callable[[ast.expr], Any]
) -> bool:
    if call is None:
        return True
    given = {keyword.arg: keyword.value for keyword in call.keywords if keyword.arg}
    for keyword, value in entry.unless:
        if keyword not in given:
            continue
        found = evaluate(given[keyword])
        if type(found) is not type(value) and not _both_numbers(found, value):
            return False  # a value only running the code tells: leave the function alone
        if found == value:
            return False
    return True


def _both_numbers(a: Any, b: Any) -> bool:
    return all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in (a, b))


@functools.lru_cache(maxsize=1024)
def module_name(path: str | None) -> str | None:
    """The dotted name a file is imported by: its name, after each enclosing folder holding an
    ``__init__.py`` (None for no file)."""
    if path is None:
        return None
    folder, file = os.path.split(os.path.abspath(path))
    stem = os.path.splitext(file)[0]
    parts = [] if stem == "__init__" else [stem]
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        folder, package = os.path.split(folder)
        parts.insert(0, package)
        if not package:
            break
    return ".".join(parts) or None
