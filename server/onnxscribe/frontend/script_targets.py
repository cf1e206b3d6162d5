"""What ``@script()`` was applied to, when that is not something it can convert.

A lambda (OXS117), an ``async def`` (OXS118), and a function whose source cannot be found
(OXS119: defined by ``exec`` or typed into the interpreter) are the user's mistakes, never an
internal error; each gets its own code and a span as precise as the file allows.
"""

from __future__ import annotations

import ast
import inspect
import os
from types import FunctionType

from onnxscribe.core.diagnostics import Diagnostic, Severity, Span
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
    if inspect.iscoroutinefunction(function) or inspect.isasyncgenfunction(function):
        return Diagnostic(
            "OXS118",
            Severity.ERROR,
            f"{function.__name__} is an `async def`; a script function is a plain `def`",
            _async_def_span(function),
            hint="remove `async`: ONNX has no coroutines",
        )
    return None


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
