"""Analyzing a document again after an edit: only the script functions the edit can change.

Each script function's data is cached under a key made of its own text, the module-level
statements binding the names it reads (with where they are; for a script function it calls, that
function's own key, so a change propagates to its callers), the file's imports and opset
assignments (which decide the default opset), the document path and the default opset setting.
A function whose key is unchanged is not converted again: its data is reused, moved by as many
lines as the function moved. A function reading a name imported from another workspace file is
always converted again (that file may have changed on disk).

One ``DocumentAnalyzer`` per open document; closing the document drops it and its cache.
"""

from __future__ import annotations

import ast
import re
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import lru_cache

from onnxscribe.core.diagnostics import Diagnostic, Span
from onnxscribe.core.project_settings import NO_SETTINGS, ProjectSettings
from onnxscribe.frontend.limits import DEFAULT_MAX_FILE_MB, file_too_large
from onnxscribe.frontend.safe_eval import SAFE_MODULES
from onnxscribe.frontend.source import function_span
from onnxscribe.frontend.static_env import StaticEnv, StaticScriptFunction
from onnxscribe.lsp import collect
from onnxscribe.lsp.data import DocumentData, FunctionData, Kept, Move
from onnxscribe.pipeline import (
    Analysis,
    FunctionAnalysis,
    fallback_opset,
    function_analysis,
    read_module,
)

# Patterns as text: ``re`` compiles (and keeps) each on its first use, which comes after the
# document's first diagnostics (the first analysis needs neither).
_IDENTIFIER = r"[A-Za-z_]\w*"
_STABLE_MODULES = ("onnxscribe", "onnxscript", *SAFE_MODULES, "typing_extensions", "__future__")


@dataclass(eq=False)
class _Cached:
    """A function's data in the cache."""

    first: int
    """The function's first and last line when its data was made."""
    last: int
    data: FunctionData


class DocumentAnalyzer:
    """The analyses of one open document, reusing what an edit left unchanged."""

    def __init__(self) -> None:
        self._cache: dict[Hashable, _Cached] = {}
        self._sent: dict[Hashable, int] = {}
        """Where each cached function was in the last reply (for ``delta`` replies)."""
        self._env: StaticEnv | None = None
        self._parsed: tuple[str, ast.Module] | None = None
        """The last text that parsed, and its tree (reused for the statements an edit left)."""
        self._analyzed: tuple[str, str | None, int | None, ProjectSettings, float] | None = None

    def analyze(
        self,
        text: str,
        path: str | None,
        default_opset: int | None,
        delta: bool = False,
        settings: ProjectSettings | None = None,
        max_file_mb: float = DEFAULT_MAX_FILE_MB,
        diagnostics_first: Callable[[list[Diagnostic]], None] | None = None,
    ) -> DocumentData:
        """The document's data. With ``delta``, functions unchanged since the last call come as
        references to that call's reply (``DocumentData.kept``; ``resolve`` fills them in).
        ``settings``: the editor's, added to those of the project's pyproject.toml. A text over
        ``max_file_mb`` megabytes is not analyzed (OXS701). ``diagnostics_first`` is given the
        document's diagnostics as soon as every function is converted, before the rest of the
        data (hovers, hints, symbols) is made (not when the text does not parse)."""
        started = time.perf_counter()
        settings = settings or NO_SETTINGS
        too_large = file_too_large(len(text), path, max_file_mb)
        module = None if too_large else reparse(self._parsed, text)
        fallback = fallback_opset(default_opset)
        env, problems = read_module(text, path, fallback, module, max_file_mb, settings)
        self._env, self._analyzed = env, (text, path, default_opset, settings, max_file_mb)
        if env is not None:
            self._parsed = (text, env.module)
        if env is None:  # keep the cache: the next version that parses reuses it
            self._sent = {}  # but this reply has no functions to refer to
            data = collect.assemble(path, problems, [], [])
            data.seconds = time.perf_counter() - started
            return data
        # With nothing cached (the document's first analysis) the keys only fill the cache:
        # they are made after the diagnostics.
        keys = function_keys(env, default_opset) if self._cache else None
        cache: dict[Hashable, _Cached] = {}
        sent: dict[Hashable, int] = {}
        made: list[FunctionData | tuple[ast.FunctionDef, FunctionAnalysis]] = []
        spans: list[Span] = []
        kept: dict[int, Kept] = {}
        reused = 0
        for index, script_function in enumerate(env.script_functions):
            span = function_span(env.source, script_function.node)
            spans.append(span)
            key = keys.get(id(script_function.node)) if keys is not None else None
            hit = self._cache.get(key) if key is not None else None
            if hit is not None:
                moved = Move(path, hit.first, hit.last, span.line - hit.first)
                made.append(moved.function(hit.data))
                reused += 1
                if delta and key in self._sent:
                    kept[index] = Kept(self._sent[key], moved.by)
            else:
                found = function_analysis(env, script_function)
                if diagnostics_first is None:
                    made.append(collect.function_data(env.source, script_function.node, found))
                else:
                    made.append((script_function.node, found))
        if diagnostics_first is not None:
            diagnostics_first(
                collect.document_diagnostics(
                    problems,
                    [
                        m.diagnostics if isinstance(m, FunctionData) else m[1].diagnostics
                        for m in made
                    ],
                )
            )
        functions = [
            m if isinstance(m, FunctionData) else collect.function_data(env.source, *m)
            for m in made
        ]
        if keys is None:
            keys = function_keys(env, default_opset)
        nodes = (f.node for f in env.script_functions)
        for index, (node, span, function) in enumerate(zip(nodes, spans, functions, strict=True)):
            key = keys.get(id(node))
            if key is not None:
                cache[key] = _Cached(span.line, span.end_line, function)
                sent[key] = index
        self._cache, self._sent = cache, sent
        data = collect.assemble(
            path, problems, functions, collect.module_symbols(env.source, env.module)
        )
        data.functions = [f for index, f in enumerate(functions) if index not in kept]
        data.seconds = time.perf_counter() - started
        data.reused = reused
        data.kept = kept
        return data

    def forget_reply(self) -> None:
        """The last reply did not reach the server: the next one refers to no function of it."""
        self._sent = {}

    def command_analysis(
        self,
        text: str,
        path: str | None,
        default_opset: int | None,
        wanted: str | None,
        settings: ProjectSettings | None = None,
        max_file_mb: float = DEFAULT_MAX_FILE_MB,
    ) -> Analysis:
        """An ``Analysis`` naming every script function but converting only ``wanted`` (or all,
        when None). Reuses the last analysis' module reading when the text is the same."""
        env: StaticEnv | None
        problems: list[Diagnostic]
        settings = settings or NO_SETTINGS
        analyzed = (text, path, default_opset, settings, max_file_mb)
        if self._analyzed == analyzed and self._env is not None:
            env, problems = self._env, []
        else:
            fallback = fallback_opset(default_opset)
            env, problems = read_module(text, path, fallback, None, max_file_mb, settings)
        analysis = Analysis(path, text, module_diagnostics=list(problems))
        if env is None:
            return analysis
        for script_function in env.script_functions:
            analysis.functions.append(_entry(env, script_function, wanted))
        return analysis


def _entry(
    env: StaticEnv, script_function: StaticScriptFunction, wanted: str | None
) -> FunctionAnalysis:
    if wanted is None or script_function.name == wanted:
        return function_analysis(env, script_function)
    return FunctionAnalysis(
        script_function.name, function_span(env.source, script_function.node), None
    )


# --------------------------------------------------------------------------- parsing again

_LINE_BREAK = r"\r\n|\r|\n"


def reparse(previous: tuple[str, ast.Module] | None, text: str) -> ast.Module | None:
    """The tree of ``text``, parsing only the top-level statements an edit of ``previous`` touched
    (the others are taken from its tree, moved). None when that cannot be done: the caller then
    parses the whole text (which also reports any syntax error where it is).

    The nodes taken over are changed in place (their line numbers): ``previous`` is spent.
    """
    if previous is None or not previous[1].body:
        return None
    old_text, old_module = previous
    old_lines, new_lines = re.split(_LINE_BREAK, old_text), re.split(_LINE_BREAK, text)
    same_start = _common_prefix(old_lines, new_lines)
    limit = min(len(old_lines), len(new_lines)) - same_start
    same_end = _common_prefix(old_lines[::-1][:limit], new_lines[::-1][:limit])
    first_changed, last_changed = same_start + 1, len(old_lines) - same_end  # old, 1-based
    moved = len(new_lines) - len(old_lines)
    before = [s for s in old_module.body if (s.end_lineno or s.lineno) < first_changed]
    after = [s for s in old_module.body if _first_line(s) > last_changed]
    region_start = (before[-1].end_lineno or before[-1].lineno) + 1 if before else 1
    region_end = (_first_line(after[0]) - 1 if after else len(old_lines)) + moved
    offsets = [0, *(m.end() for m in re.finditer(_LINE_BREAK, text))]
    if region_end < region_start - 1 or region_end > len(offsets):
        return None
    begin = offsets[region_start - 1] if region_start - 1 < len(offsets) else len(text)
    end = offsets[region_end] if region_end < len(offsets) else len(text)
    try:
        middle = ast.parse(text[begin:end])
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    ast.increment_lineno(middle, region_start - 1)
    for statement in after if moved else ():
        ast.increment_lineno(statement, moved)
    return ast.Module(body=[*before, *middle.body, *after], type_ignores=[])


def _common_prefix(a: list[str], b: list[str]) -> int:
    count = 0
    for left, right in zip(a, b, strict=False):
        if left != right:
            break
        count += 1
    return count


def _first_line(statement: ast.stmt) -> int:
    decorators = getattr(statement, "decorator_list", None) or []
    return min([statement.lineno, *(int(d.lineno) for d in decorators)])


# --------------------------------------------------------------------------- keys


def function_keys(env: StaticEnv, default_opset: int | None) -> dict[int, Hashable]:
    """The cache key of each script function (by ``id`` of its node); None: never cached."""
    lines = env.source.lines
    statements = collect.top_level_statements(env.module.body)
    bindings: dict[str, list[ast.stmt]] = {}
    for statement in statements:
        for name in _bound_names(statement):
            bindings.setdefault(name, []).append(statement)
    module_key = tuple(
        (statement.lineno, _text(lines, statement))
        for statement in statements
        if isinstance(statement, (ast.Import, ast.ImportFrom)) or _assigns_opset(statement)
    )
    script_nodes = {id(f.node): f.node for f in env.script_functions}
    enclosing = {id(f.node): f.enclosing for f in env.script_functions if f.enclosing}
    keys: dict[int, Hashable] = {}
    in_progress: set[int] = set()

    def key_of(node: ast.FunctionDef) -> Hashable:
        if id(node) in keys:
            return keys[id(node)]
        if id(node) in in_progress:  # recursion between functions: their texts suffice
            return ("cycle", _text(lines, node))
        in_progress.add(id(node))
        dependencies = []
        cacheable = True
        # a nested function also reads its enclosing function's names: that whole text counts
        text = _text(lines, enclosing.get(id(node)) or node)
        for name in sorted(_read_names(text)):
            for statement in bindings.get(name, ()):
                if statement is node:
                    continue
                if _imports_workspace_code(statement):
                    cacheable = False
                if isinstance(statement, ast.FunctionDef) and id(statement) in script_nodes:
                    dependencies.append((name, statement.lineno, key_of(statement)))
                else:
                    dependencies.append((name, statement.lineno, _text(lines, statement)))
        in_progress.discard(id(node))
        key = (
            (env.path, default_opset, env.settings, module_key, text, tuple(dependencies))
            if cacheable
            else None
        )
        keys[id(node)] = key
        return key

    for node in script_nodes.values():
        key_of(node)
    return keys


def _text(lines: list[str], statement: ast.stmt) -> str:
    first = statement.lineno
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        first = min([first, *(d.lineno for d in statement.decorator_list)])
    return "\n".join(lines[first - 1 : statement.end_lineno or first])


def forget_names() -> None:
    """Empty the cache of function texts (when no document is open any more)."""
    _read_names.cache_clear()


@lru_cache(maxsize=16384)
def _read_names(text: str) -> frozenset[str]:
    """Every identifier in a function's text: the names it can read, and some more (attributes,
    words in strings), which only ever add dependencies."""
    return frozenset(re.findall(_IDENTIFIER, text))


def _bound_names(statement: ast.stmt) -> list[str]:
    if isinstance(statement, ast.Import):
        return [a.asname or a.name.split(".")[0] for a in statement.names]
    if isinstance(statement, ast.ImportFrom):
        return [a.asname or a.name for a in statement.names]
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [statement.name]
    targets: list[ast.expr] = []
    if isinstance(statement, ast.Assign):
        targets = list(statement.targets)
    elif isinstance(statement, (ast.AnnAssign, ast.AugAssign)):
        targets = [statement.target]
    return [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]


def _imports_workspace_code(statement: ast.stmt) -> bool:
    if isinstance(statement, ast.Import):
        return any(not _stable(a.name) for a in statement.names)
    if isinstance(statement, ast.ImportFrom):
        return statement.level > 0 or not _stable(statement.module or "")
    return False


def _stable(module: str) -> bool:
    return module in _STABLE_MODULES or module.split(".")[0] in (
        "onnxscribe",
        "onnxscript",
        "numpy",
    )


def _assigns_opset(statement: ast.stmt) -> bool:
    value = statement.value if isinstance(statement, (ast.Assign, ast.AnnAssign)) else None
    if not isinstance(value, ast.Call):
        return False
    callee = value.func
    name = callee.attr if isinstance(callee, ast.Attribute) else getattr(callee, "id", "")
    return name == "Opset"
