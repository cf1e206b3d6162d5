"""The one path from source to checked IR: lower, then check.

``convert_function`` is what ``@script()`` (with LiveEnv), ``analyze`` (with StaticEnv, for the
editor, the CLI and the debugger) and nothing else use to turn a ``def`` into IR and diagnostics;
``convert_graph_body`` is the same path for a ``def`` given on its own as a graph attribute in
eager mode (``graph_body_proto``, which eager dispatch is handed by the package). Emitting protos
from the IR is ``onnxscribe.graph_ir.emit``. ``analyze`` never imports or executes the analyzed
code and never raises for bad user code: every problem is a diagnostic.
"""

from __future__ import annotations

import ast
import gc
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from onnxscribe.check import check_function, check_graph_body
from onnxscribe.core import codes, dtypes, schemas
from onnxscribe.core.diagnostics import (
    Diagnostic,
    ScriptError,
    Severity,
    Span,
    has_errors,
    sort_diagnostics,
)
from onnxscribe.core.opsets import Opset, standard_opset
from onnxscribe.core.project_settings import NO_SETTINGS, ProjectSettings
from onnxscribe.core.resources import parser_may_have_run_out, parses_without_limit
from onnxscribe.core.types import TensorValueType, ValueType
from onnxscribe.eager.context import current_opset
from onnxscribe.frontend.env import Env, LiveEnv
from onnxscribe.frontend.limits import (
    DEFAULT_MAX_FILE_MB,
    budget_exceeded,
    file_too_large,
    parse_failure,
)
from onnxscribe.frontend.source import SourceFile, SourceNotFound, function_source, function_span
from onnxscribe.frontend.static_env import StaticEnv, StaticScriptFunction, WorkspaceLoader
from onnxscribe.graph_ir.nodes import CallReference, Function, Graph, OpReference, Symbol
from onnxscribe.lower.functions import lower_function, lower_graph_body

if TYPE_CHECKING:
    import onnx


@dataclass
class FunctionAnalysis:
    """One script function of the file: its IR (None when lowering failed early) and diagnostics."""

    name: str
    span: Span
    function: Function | None
    diagnostics: list[Diagnostic] = field(default_factory=list)


@dataclass
class Analysis:
    """Everything the tools know about one source file."""

    path: str | None
    source: str
    functions: list[FunctionAnalysis] = field(default_factory=list)
    module_diagnostics: list[Diagnostic] = field(default_factory=list)
    """Diagnostics outside any script function (syntax errors, bad imports, ...)."""

    @property
    def diagnostics(self) -> list[Diagnostic]:
        found = list(self.module_diagnostics)
        for function in self.functions:
            found.extend(function.diagnostics)
        return sort_diagnostics(found)

    def function_at(self, line: int, column: int) -> FunctionAnalysis | None:
        for function in self.functions:
            if function.span.contains(line, column):
                return function
        return None

    def symbols(self) -> list[Symbol]:
        return [s for f in self.functions if f.function for s in f.function.symbols]

    def op_references(self) -> list[OpReference]:
        return [r for f in self.functions if f.function for r in f.function.op_references]

    def call_references(self) -> list[CallReference]:
        return [r for f in self.functions if f.function for r in f.function.call_references]

    def symbol_at(self, line: int, column: int) -> Symbol | None:
        return _innermost(self.symbols(), line, column)

    def op_reference_at(self, line: int, column: int) -> OpReference | None:
        return _innermost(self.op_references(), line, column)

    def call_reference_at(self, line: int, column: int) -> CallReference | None:
        return _innermost(self.call_references(), line, column)


_Located = TypeVar("_Located", Symbol, OpReference, CallReference)


def _innermost(items: list[_Located], line: int, column: int) -> _Located | None:
    hits = [item for item in items if item.span.contains(line, column)]
    if not hits:
        return None
    return min(
        hits, key=lambda i: (i.span.end_line - i.span.line, i.span.end_column - i.span.column)
    )


def convert_function(
    source: SourceFile,
    node: ast.FunctionDef,
    env: Env,
    *,
    domain: str,
    version: int,
    default_opset: Opset | None,
    editor: bool = True,
) -> tuple[Function | None, list[Diagnostic]]:
    """Lower ``node`` and check the result: the IR (None when lowering could not make one) and
    every diagnostic, sorted, each once.

    The checker runs whenever lowering made IR, errors or not, so one run reports every problem;
    only after an internal error in lowering (OXS900) is the IR not trusted enough to check.
    ``editor=False`` (a conversion to run or save) leaves out what only the editor reads
    (symbols, op and call references); where there are diagnostics, the function is converted
    again with them, since diagnostics point at the places those records give.
    """
    # As in ``analyze``: the objects lowering makes live on as the IR, and the cycle collector
    # would only walk them again and again meanwhile.
    with paused_collector():
        function, diagnostics = lower_function(
            source,
            node,
            env,
            domain=domain,
            version=version,
            default_opset=default_opset,
            editor=editor,
        )
        if function is not None and not _internal_error(diagnostics):
            diagnostics = [*diagnostics, *_checked(check_function, function, source.text)]
    if diagnostics and not editor:
        return convert_function(
            source, node, env, domain=domain, version=version, default_opset=default_opset
        )
    return function, sort_diagnostics(_unique(diagnostics))


class paused_collector:  # a class, not a generator: it is entered twice per conversion
    """The cycle collector off while the block runs (it stays off inside an outer pause)."""

    def __enter__(self) -> None:
        self.collecting = gc.isenabled()
        gc.disable()

    def __exit__(self, *_exception: object) -> None:
        if self.collecting:
            gc.enable()


def convert_graph_body(
    source: SourceFile,
    node: ast.FunctionDef,
    env: Env,
    *,
    default_opset: Opset,
    input_types: list[ValueType | None] | None = None,
    editor: bool = True,
) -> tuple[Graph | None, list[Diagnostic]]:
    """``convert_function`` for a ``def`` given on its own as a graph attribute (eager mode's
    ``op.Scan(..., body=f)``): lowered and checked the same way (``editor`` too), its inputs
    taking ``input_types`` where their parameters have no annotation."""
    graph, diagnostics = lower_graph_body(
        source, node, env, default_opset=default_opset, input_types=input_types, editor=editor
    )
    if graph is not None and not _internal_error(diagnostics):
        diagnostics = [*diagnostics, *_checked(check_graph_body, graph, source.text)]
    if diagnostics and not editor:
        return convert_graph_body(
            source, node, env, default_opset=default_opset, input_types=input_types
        )
    return graph, sort_diagnostics(_unique(diagnostics))


def graph_body_proto(
    function: Any, op_type: str | None = None, input_types: list[ValueType | None] | None = None
) -> onnx.GraphProto:
    """A ``GraphProto`` of a ``@graph()`` function or a plain nested function given as a graph
    attribute to an op evaluated eagerly; ``ScriptError`` when it has errors.

    Its closure values are concrete at this point and become constants; its opset is the one
    eager mode's operators use. ``op_type`` (the op whose attribute it is) and ``input_types``
    (the graph's input types, where known) let the graph declare its input types: a Loop
    body's iteration number and condition, for example, which onnxruntime needs.
    """
    python_function = getattr(function, "function", function)
    if not isinstance(python_function, types.FunctionType):
        raise TypeError(f"a graph attribute needs a function, not {type(function).__name__}")
    try:
        found = function_source(python_function)
    except SourceNotFound as error:
        raise TypeError(str(error)) from None
    hints = list(input_types or [])
    if op_type == "Loop" and not hints:
        hints = [TensorValueType(dtypes.INT64, ()), TensorValueType(dtypes.BOOL, ())]
    graph, diagnostics = convert_graph_body(
        found.source,
        found.node,
        LiveEnv(python_function),
        default_opset=current_opset(),
        input_types=hints,
        editor=False,
    )
    if graph is None or has_errors(diagnostics):
        raise ScriptError(diagnostics)
    from onnxscribe.graph_ir.emit import graph_proto  # protobuf: only where one is built

    return graph_proto(graph)


_Checked = TypeVar("_Checked", Function, Graph)


def _checked(
    check: Callable[[_Checked, str], list[Diagnostic]], checked: _Checked, text: str
) -> list[Diagnostic]:
    try:
        return check(checked, text)
    except Exception as error:  # a bug in the checker must not stop conversion
        span = checked.name_span if isinstance(checked, Function) else checked.span
        return [
            codes.diagnostic(
                "OXS900",
                f"internal error in the type checker: {type(error).__name__}: {error}",
                span,
            )
        ]


def _internal_error(diagnostics: list[Diagnostic]) -> bool:
    return any(d.code == "OXS900" for d in diagnostics)


def analyze(
    source: str,
    path: str | None = None,
    default_opset: int | None = None,
    max_file_mb: float = DEFAULT_MAX_FILE_MB,
    settings: ProjectSettings = NO_SETTINGS,
) -> Analysis:
    """Analyze a file's text with StaticEnv: every script function's IR, types and diagnostics.

    ``default_opset`` is the ai.onnx version assumed for script functions that neither name an
    opset (``script(default_opset=...)``, ``op.X`` calls) nor live in a module importing one; None
    means the newest version onnxruntime supports. An import in the file always wins over it.
    Never imports or executes the analyzed code and never raises for bad user code (a
    ``default_opset`` that onnx does not know is the caller's mistake: ``ValueError``).
    A text over ``max_file_mb`` megabytes is not analyzed (OXS701); running out of memory is
    reported as OXS703. The ``[tool.onnxscribe]`` table of the pyproject.toml above ``path``
    applies, with ``settings`` added to it (the editor's).
    """
    fallback = fallback_opset(default_opset)
    analysis = Analysis(path=path, source=source)
    # Analysis makes many objects that all live on (the IR); the cycle collector would only
    # walk them again and again meanwhile (tens of milliseconds on a long file).
    collecting = gc.isenabled()
    gc.disable()
    try:
        _analyze(analysis, source, path, fallback, max_file_mb, settings)
    except MemoryError:
        analysis = Analysis(path=path, source=source)
        analysis.module_diagnostics.append(
            budget_exceeded("OXS703", path, "it needed more memory than it may use")
        )
    except Exception as error:  # a bug in onnxscribe must not take the editor down
        analysis.module_diagnostics.append(
            codes.diagnostic(
                "OXS900",
                f"internal error while analyzing this file: {type(error).__name__}: {error}",
                Span(path, 1, 1, 1, 2),
            )
        )
    finally:
        if collecting:
            gc.enable()
    return analysis


def fallback_opset(version: int | None) -> Opset | None:
    if version is None:
        return None
    latest = schemas.latest_version()
    if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= latest:
        raise ValueError(
            f"default_opset must be an ai.onnx version from 1 to {latest}, got {version!r}"
        )
    return standard_opset("", version)


def _analyze(
    analysis: Analysis,
    source: str,
    path: str | None,
    fallback: Opset | None,
    max_file_mb: float,
    settings: ProjectSettings,
) -> None:
    env, problems = read_module(source, path, fallback, max_file_mb=max_file_mb, settings=settings)
    analysis.module_diagnostics.extend(problems)
    if env is None:
        return
    analysis.functions.extend(function_analysis(env, f) for f in env.script_functions)


def read_module(
    source: str,
    path: str | None,
    fallback: Opset | None,
    module: ast.Module | None = None,
    max_file_mb: float = DEFAULT_MAX_FILE_MB,
    settings: ProjectSettings = NO_SETTINGS,
) -> tuple[StaticEnv | None, list[Diagnostic]]:
    """Parse a file and read its top level: the StaticEnv (None when the text does not parse,
    or is over ``max_file_mb`` megabytes: OXS701) and the module-level diagnostics. Script
    functions are converted on first use (a call from another function may come first), each
    once, by ``convert_function``. ``module``: the text already parsed (by a caller that reuses
    the nodes of an earlier version). ``settings``: added to the project's (pyproject.toml)."""
    too_large = file_too_large(len(source), path, max_file_mb)
    if too_large is not None:
        return None, [too_large]
    text = SourceFile(path, source)
    try:
        if module is None:
            module = ast.parse(source, filename=path or "<string>")
    except SyntaxError as error:
        if parser_may_have_run_out(source) and parses_without_limit(source, path or "<string>"):
            # The parser ran out of memory under the analysis' limit and said "syntax error".
            raise MemoryError("parsing needed more memory than the analysis may use") from error
        return None, [_syntax_error(error, text, path)]
    except (RecursionError, MemoryError) as error:
        return None, [parse_failure(error, text, path)]
    except ValueError as error:
        return None, [
            Diagnostic(
                "OXS100", Severity.ERROR, f"cannot parse this file: {error}", Span(path, 1, 1, 1, 2)
            )
        ]
    env = StaticEnv(module, text, WorkspaceLoader(convert_function, fallback, settings))
    return env, list(env.problems)


def function_analysis(env: StaticEnv, script_function: StaticScriptFunction) -> FunctionAnalysis:
    """One script function of ``env``, converted (if it was not yet) with its diagnostics."""
    function = script_function.function_ir
    return FunctionAnalysis(
        name=script_function.name,
        span=function_span(env.source, script_function.node),
        function=function,
        diagnostics=sort_diagnostics(_unique(script_function.diagnostics)),
    )


def _unique(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    seen: set[tuple[str, Span, str]] = set()
    result = []
    for diagnostic in diagnostics:
        key = (diagnostic.code, diagnostic.span, diagnostic.message)
        if key not in seen:
            seen.add(key)
            result.append(diagnostic)
    return result


def _syntax_error(error: SyntaxError, text: SourceFile, path: str | None) -> Diagnostic:
    line = error.lineno or 1
    line = min(max(line, 1), max(len(text.lines), 1))
    # SyntaxError offsets count characters already (the text was decoded by the parser)
    line_text = text.lines[line - 1] if text.lines else ""
    end_of_line = len(line_text) + 1
    column = min(max(error.offset or 1, 1), end_of_line)
    return Diagnostic(
        "OXS100",
        Severity.ERROR,
        f"syntax error: {error.msg}",
        Span(path, line, column, line, min(column + 1, end_of_line)),
    )
