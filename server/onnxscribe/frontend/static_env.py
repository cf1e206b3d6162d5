"""StaticEnv: name resolution from source text alone (the editor and the CLI).

The module's top level is read statement by statement: imports of the dialect (``onnxscribe`` and
``onnxscript``), of safe modules (``math``, ``typing``, ``numpy``) and of other workspace files
(parsed, never imported), constant assignments (evaluated by ``safe_eval``), and ``def``s
(script functions are lowered on demand, so calls between them work). Nothing from the workspace
is ever imported or executed.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import os
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any, Protocol

from onnxscribe.core import codes, schemas
from onnxscribe.core.diagnostics import Diagnostic, Fix, Severity, Span, TextEdit
from onnxscribe.core.opsets import DIALECT_PACKAGES, Opset, dialect_module_name, opset_names
from onnxscribe.core.project_settings import NO_SETTINGS, ProjectSettings
from onnxscribe.frontend.costs import Budget
from onnxscribe.frontend.env import MISSING, Env, GraphSource, Opaque, PlainFunction, ScriptCallee
from onnxscribe.frontend.project_config import project_config
from onnxscribe.frontend.safe_eval import SAFE_MODULES, safe_attribute, safe_eval
from onnxscribe.frontend.script_targets import decoration, module_name
from onnxscribe.frontend.source import SourceFile, remove_async_fix
from onnxscribe.frontend.source_text import SourceDecodeError, read_source
from onnxscribe.graph_ir.nodes import Function

_SAFE_BUILTINS = {
    name: getattr(builtins, name)
    for name in [
        "range",
        "print",
        "len",
        "abs",
        "min",
        "max",
        "int",
        "float",
        "bool",
        "str",
        "list",
        "tuple",
        "dict",
        "set",
        "round",
        "True",
        "False",
        "None",
        "isinstance",
        "type",
    ]
}


class StaticScriptFunction(ScriptCallee):
    """A script function known from source: converted on first use.

    ``enclosing``: the outermost ``def`` a nested script function is defined in, and ``scope``
    the names that function (and any between) binds, as far as they are known.
    """

    def __init__(
        self,
        env: StaticEnv,
        node: ast.FunctionDef,
        opset: Opset | None,
        default_opset: Opset | None,
        enclosing: ast.FunctionDef | None = None,
        scope: dict[str, Any] | None = None,
    ) -> None:
        self.env = env
        self.node = node
        self.enclosing = enclosing
        self.scope = scope
        self.name = node.name
        self.opset = opset or Opset("this", 1)
        self.default_opset = default_opset
        self._ir: Function | None = None
        self.diagnostics: list[Diagnostic] = []
        self.problems: list[Diagnostic] = []
        self._state = "new"

    @property
    def function_ir(self) -> Function | None:
        if self._state == "new":
            self._state = "lowering"
            self._lower()
            self._state = "done"
        return self._ir

    def _view(self) -> Env:
        if self.scope is None:
            return self.env.at(self.node.lineno)
        return _ScopeView(self.env, self.scope)

    def _lower(self) -> None:
        view = self._view()
        self._ir, self.diagnostics = self.env.loader.convert(
            self.env.source,
            self.node,
            view,
            domain=self.opset.domain,
            version=self.opset.version,
            default_opset=self.default_opset,
        )
        rebound = rebound_after_conversion(self.env, self.node) if self.scope is None else []
        self.diagnostics = [
            d
            for d in [*self.problems, *self.diagnostics, *rebound]
            if not self.env.settings.ignores(d.code)
        ]

    def graph_source(self) -> GraphSource:
        return GraphSource(self.env.source, self.node, self._view())

    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == Severity.ERROR]


class StaticGraphFunction:
    """A module-level ``@graph()`` function known from source."""

    def __init__(self, env: StaticEnv, node: ast.FunctionDef) -> None:
        self.env = env
        self.node = node
        self.name = node.name

    def graph_source(self) -> GraphSource:
        return GraphSource(self.env.source, self.node, self.env.at(self.node.lineno))


class StaticEnv(Env):
    """The names of one module, as far as they can be known without running it."""

    def __init__(self, module: ast.Module, source: SourceFile, loader: WorkspaceLoader) -> None:
        self.module = module
        self.source = source
        self.path = source.path
        self.loader = loader
        self.bindings: dict[str, list[tuple[int, Any]]] = {}
        self.problems: list[Diagnostic] = []
        """Module-level problems found while reading (an import of a name the dialect lacks)."""
        self.script_functions: list[StaticScriptFunction] = []
        self.config = project_config(self.path)
        self.settings = self.config.settings.merged(loader.settings)
        """The project's settings (pyproject.toml) with the loader's (the editor's) added."""
        self.module_name = module_name(self.path)
        self.import_paths: dict[str, list[tuple[int, str]]] = {}
        """Where each imported name comes from (``torch_op`` -> ``lib.registration.torch_op``)."""
        self._budget = Budget()
        self._read(module.body)
        self._read_nested(module.body)
        self.script_functions.sort(key=lambda function: function.node.lineno)
        self.problems = [d for d in self.problems if not self.settings.ignores(d.code)]

    # ------------------------------------------------------------------ Env

    @property
    def budget(self) -> Budget:
        return self._budget

    def evaluate(self, node: ast.expr) -> Any:
        """A module-level constant expression's value (``Opaque`` when it is unknown)."""
        return safe_eval(node, self.lookup, self._budget)

    def lookup(self, name: str) -> Any:
        found = self.bindings.get(name)
        if found:
            return found[-1][1]
        return _SAFE_BUILTINS.get(name, MISSING)

    def lookup_before(self, name: str, line: int) -> Any:
        found = self.bindings.get(name)
        if found:
            for at, value in reversed(found):  # the last binding made before ``line``
                if at < line:
                    return value
            return MISSING
        return _SAFE_BUILTINS.get(name, MISSING)

    def attribute(self, obj: Any, name: str) -> Any:
        if isinstance(obj, _WorkspaceModule):
            return obj.env.lookup(name) if obj.env is not None else Opaque(f"{obj.name}.{name}")
        return safe_attribute(obj, name)

    def at(self, line: int) -> Env:
        """A view resolving each name to its binding before ``line`` (decoration time)."""
        return _LineView(self, line)

    def module_default_opset(self) -> Opset | None:
        """The module's ai.onnx opset import, else the loader's fallback (the caller's default)."""
        preferred = self.lookup("op")
        if isinstance(preferred, Opset) and preferred.domain == "":
            return preferred
        for values in self.bindings.values():
            for _, value in values:
                if isinstance(value, Opset) and value.domain == "":
                    return value
        return self.loader.fallback_opset

    # ------------------------------------------------------------------ reading the module

    def _bind(self, name: str, line: int, value: Any) -> None:
        self.bindings.setdefault(name, []).append((line, value))

    def _read(self, statements: list[ast.stmt]) -> None:
        for statement in statements:
            try:
                self._read_statement(statement)
            except RecursionError:
                continue

    def _read_statement(self, statement: ast.stmt) -> None:
        line = statement.lineno
        if isinstance(statement, ast.Import):
            for alias in statement.names:
                if alias.asname:
                    self._bind(alias.asname, line, self._module(alias.name, 0))
                    self._record_path(alias.asname, line, alias.name)
                else:
                    top = alias.name.split(".")[0]
                    self._bind(top, line, self._module(top, 0))
                    self._record_path(top, line, top)
        elif isinstance(statement, ast.ImportFrom):
            module_name = statement.module or ""
            origin = self._absolute_module(module_name, statement.level)
            for alias in statement.names:
                if alias.name == "*":
                    continue
                if origin is not None:
                    self._record_path(alias.asname or alias.name, line, f"{origin}.{alias.name}")
                value = self._import_from(module_name, alias.name, statement.level)
                # (a name only the onnxscript package has is not an error in its files)
                if isinstance(value, Opaque) and module_name.split(".")[0] == "onnxscribe":
                    self._missing_dialect_name(module_name, alias)
                self._bind(alias.asname or alias.name, line, value)
        elif isinstance(statement, (ast.Assign, ast.AnnAssign)):
            value_node = statement.value
            targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            if value_node is None:
                return
            value = self.evaluate(value_node)
            for target in targets:
                self._assign(target, value, line)
        elif isinstance(statement, ast.AugAssign) and isinstance(statement.target, ast.Name):
            self._bind(statement.target.id, line, Opaque(f"{statement.target.id} (changed by +=)"))
        elif isinstance(statement, ast.FunctionDef):
            self._bind(statement.name, line, self._definition(statement))
            if self.module_name is not None:
                self._record_path(statement.name, line, f"{self.module_name}.{statement.name}")
        elif isinstance(statement, (ast.ClassDef, ast.AsyncFunctionDef)):
            if isinstance(statement, ast.AsyncFunctionDef):
                self._report_async_script(statement)
            # (of a known kind: an annotation naming it is not an unknown tensor type)
            self._bind(
                statement.name, line, Opaque(f"{statement.name} (a class or coroutine)", type)
            )
        elif isinstance(statement, ast.If):
            self._read(statement.body)
            self._read(statement.orelse)
        elif isinstance(statement, ast.Try):
            self._read(statement.body)
            for handler in statement.handlers:
                self._read(handler.body)
            self._read(statement.orelse)
            self._read(statement.finalbody)

    def _assign(self, target: ast.expr, value: Any, line: int) -> None:
        if isinstance(target, ast.Name):
            self._bind(target.id, line, value)
        elif isinstance(target, (ast.Tuple, ast.List)):
            items = (
                value
                if isinstance(value, (tuple, list)) and len(value) == len(target.elts)
                else None
            )
            for index, item in enumerate(target.elts):
                self._assign(
                    item, items[index] if items is not None else Opaque("unpacked value"), line
                )

    def _definition(
        self,
        node: ast.FunctionDef,
        enclosing: ast.FunctionDef | None = None,
        scope: dict[str, Any] | None = None,
    ) -> Any:
        evaluate: Callable[[ast.expr], Any] = self.evaluate
        if scope is not None:
            view = _ScopeView(self, scope)

            def evaluate_in_scope(expression: ast.expr) -> Any:
                return safe_eval(expression, view.lookup, self._budget)

            evaluate = evaluate_in_scope

        found = decoration(node, evaluate, self.import_path, self.settings.script_decorators)
        if found is None:
            return PlainFunction(node.name)
        if found.kind == "graph":
            return StaticGraphFunction(self, node)
        opset, default = self._script_arguments(found.call, evaluate)
        function = StaticScriptFunction(self, node, opset, default, enclosing, scope)
        function.problems = self._opset_problems(found.call, evaluate)
        self.script_functions.append(function)
        return function

    # ------------------------------------------------------------------ nested script functions

    def _read_nested(self, statements: list[ast.stmt]) -> None:
        """Script functions defined inside the module's plain functions (a factory that makes
        and returns them). The names their enclosing functions bind are unknown values."""
        for outer in _definitions(statements):
            if isinstance(self.lookup_before(outer.name, outer.lineno + 1), PlainFunction):
                self._read_scope(outer, outer, {})

    def _read_scope(
        self, outer: ast.FunctionDef, function: ast.FunctionDef, scope: dict[str, Any]
    ) -> None:
        inner = _definitions(function.body)
        if not inner:
            return
        scope = {**scope, **self._locals(function)}
        for node in inner:
            found = self._definition(node, outer, scope)
            scope[node.name] = found
            if isinstance(found, PlainFunction):
                self._read_scope(outer, node, scope)

    def _locals(self, function: ast.FunctionDef) -> dict[str, Any]:
        described = f"a local of {function.name}()"
        bound: dict[str, Any] = {}
        arguments = function.args
        for argument in [
            *arguments.posonlyargs,
            *arguments.args,
            *arguments.kwonlyargs,
            *filter(None, [arguments.vararg, arguments.kwarg]),
        ]:
            bound[argument.arg] = Opaque(f"{argument.arg} ({described})", captured=True)
        for node in _own_nodes(function):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                bound[node.id] = Opaque(f"{node.id} ({described})", captured=True)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for alias in node.names:
                    name = alias.asname or alias.name.split(".")[0]
                    bound[name] = self._local_import(node, alias)
            elif isinstance(node, (ast.ClassDef, ast.AsyncFunctionDef)):
                bound[node.name] = Opaque(f"{node.name} ({described})")
        return bound

    def _local_import(self, node: ast.Import | ast.ImportFrom, alias: ast.alias) -> Any:
        if isinstance(node, ast.ImportFrom):
            if alias.name == "*":
                return Opaque("*")
            return self._import_from(node.module or "", alias.name, node.level)
        if alias.asname:
            return self._module(alias.name, 0)
        return self._module(alias.name.split(".")[0], 0)

    # ------------------------------------------------------------------ where names come from

    def _record_path(self, name: str, line: int, path: str) -> None:
        self.import_paths.setdefault(name, []).append((line, path))

    def _absolute_module(self, name: str, level: int) -> str | None:
        if level == 0:
            return name or None
        if self.module_name is None:
            return None
        parts = self.module_name.split(".")
        is_package = os.path.basename(self.path or "") == "__init__.py"
        base = parts if is_package else parts[:-1]
        if level - 1 > len(base):
            return None
        base = base[: len(base) - (level - 1)]
        return ".".join([*base, *([name] if name else [])]) or None

    def import_path(self, expression: ast.expr) -> str | None:
        """Where a name (or ``module.name``) used at module level was imported from."""
        if isinstance(expression, ast.Name):
            found = self.import_paths.get(expression.id)
            if not found or self.bindings.get(expression.id, [(0, None)])[-1][0] > found[-1][0]:
                return None  # never imported, or bound again since
            return found[-1][1]
        if isinstance(expression, ast.Attribute):
            base = self.import_path(expression.value)
            return f"{base}.{expression.attr}" if base is not None else None
        return None

    def _report_async_script(self, node: ast.AsyncFunctionDef) -> None:
        """OXS118 for ``@script()`` on an ``async def`` (as ``@script()`` reports it at run time)."""
        found = decoration(node, self.evaluate, self.import_path, self.settings.script_decorators)
        if found is None or found.kind != "script":
            return
        start = self.source.span(node)
        name = self.source.name_span(node)
        self.problems.append(
            Diagnostic(
                "OXS118",
                Severity.ERROR,
                f"{node.name} is an `async def`; a script function is a plain `def`",
                Span(start.path, start.line, start.column, name.line, name.end_column),
                hint="remove `async`: ONNX has no coroutines",
                fixes=remove_async_fix(self.source, start),
            )
        )

    def _missing_dialect_name(self, module_name: str, alias: ast.alias) -> None:
        known = [n for n in dir(_import_dialect(module_name)) if not n.startswith("_")]
        matches = schemas.close_matches(alias.name, [*known, *opset_names()])
        span = self.source.span(alias)
        name_span = type(span)(
            span.path, span.line, span.column, span.line, span.column + len(alias.name)
        )
        fixes = (
            (Fix(f"Import {matches[0]}", (TextEdit(name_span, matches[0]),)),) if matches else ()
        )
        self.problems.append(
            Diagnostic(
                "OXS201",
                Severity.ERROR,
                f"{module_name} has no {alias.name!r}"
                + (f"; did you mean {', '.join(matches)}?" if matches else ""),
                name_span,
                fixes=fixes,
            )
        )

    def _opset_problems(
        self, call: ast.Call | None, evaluate: Callable[[ast.expr], Any]
    ) -> list[Diagnostic]:
        problems: list[Diagnostic] = []
        if call is None:
            return problems
        candidates = [
            *call.args[:1],
            *(k.value for k in call.keywords if k.arg in ("opset", "default_opset")),
        ]
        for argument in candidates:
            value = evaluate(argument)
            if not isinstance(value, (Opset, Opaque)):
                problems.append(
                    Diagnostic(
                        "OXS202",
                        Severity.ERROR,
                        f'{ast.unparse(argument)} is not an opset; write Opset("domain", version) '
                        "or an imported opsetN",
                        self.source.span(argument),
                    )
                )
        return problems

    def _script_arguments(
        self, call: ast.Call | None, evaluate: Callable[[ast.expr], Any]
    ) -> tuple[Opset | None, Opset | None]:
        if call is None:
            return None, None
        opset = default = None
        if call.args:
            value = evaluate(call.args[0])
            opset = value if isinstance(value, Opset) else None
        for keyword in call.keywords:
            value = evaluate(keyword.value)
            if keyword.arg == "opset" and isinstance(value, Opset):
                opset = value
            elif keyword.arg == "default_opset" and isinstance(value, Opset):
                default = value
        return opset, default

    # ------------------------------------------------------------------ imports

    def _module(self, name: str, level: int) -> Any:
        top = name.split(".")[0]
        if level == 0 and top in DIALECT_PACKAGES:
            return _import_dialect(name)
        if level == 0 and (name in SAFE_MODULES or top == "numpy"):
            if any(part.startswith("_") for part in name.split(".")):
                return Opaque(f"module {name}")  # ``numpy.f2py.__main__`` is a program
            try:
                return importlib.import_module(name)
            except ImportError:
                return Opaque(f"module {name}")
        env = self.loader.load(self.path, name, level)
        return _WorkspaceModule(name, env)

    def _import_from(self, module_name: str, name: str, level: int) -> Any:
        module = self._module(module_name, level)
        if isinstance(module, Opaque):
            return Opaque(f"{name} from {module_name}")
        if isinstance(module, _WorkspaceModule):
            if module.env is None:
                submodule = self.loader.load(
                    self.path, f"{module_name}.{name}" if module_name else name, level
                )
                if submodule is not None:
                    return _WorkspaceModule(name, submodule)
                return Opaque(f"{name} from {module_name or '.'}")
            found = module.env.lookup(name)
            if found is MISSING:  # ``from package import submodule``
                submodule = self.loader.load(
                    self.path, f"{module_name}.{name}" if module_name else name, level
                )
                if submodule is not None:
                    return _WorkspaceModule(name, submodule)
            return found if found is not MISSING else Opaque(f"{name} from {module_name}")
        absent = object()
        found = getattr(module, name, absent)
        if found is absent:
            if name.startswith("_"):  # ``from numpy.f2py import __main__`` would run a program
                return Opaque(f"{name} from {module_name}")
            if module_name.split(".")[0] in DIALECT_PACKAGES:
                return _import_dialect(f"{module_name}.{name}")
            try:
                return importlib.import_module(f"{module.__name__}.{name}")
            except ImportError:
                return Opaque(f"{name} from {module_name}")
        return found


def _import_dialect(name: str) -> Any:
    mapped = dialect_module_name(name)
    if mapped is None:
        return Opaque(f"module {name}")
    try:
        return importlib.import_module(mapped)
    except ImportError:
        return Opaque(f"module {name}")


class _WorkspaceModule:
    def __init__(self, name: str, env: StaticEnv | None) -> None:
        self.name = name
        self.env = env


class _View(Env):
    """The static env seen from one place: names are looked up differently, all else is the
    env's."""

    def __init__(self, env: StaticEnv) -> None:
        self.env = env
        self.path = env.path
        self.module = env.module

    @property
    def budget(self) -> Budget:
        return self.env.budget

    def attribute(self, obj: Any, name: str) -> Any:
        return self.env.attribute(obj, name)

    def module_default_opset(self) -> Opset | None:
        return self.env.module_default_opset()


class _LineView(_View):
    def __init__(self, env: StaticEnv, line: int) -> None:
        super().__init__(env)
        self.line = line

    def lookup(self, name: str) -> Any:
        return self.env.lookup_before(name, self.line)


class _ScopeView(_View):
    """Names inside a function's body: its enclosing functions' locals, then the module's."""

    def __init__(self, env: StaticEnv, scope: dict[str, Any]) -> None:
        super().__init__(env)
        self.scope = scope

    def lookup(self, name: str) -> Any:
        if name in self.scope:
            return self.scope[name]
        return self.env.lookup(name)


def _definitions(statements: list[ast.stmt]) -> list[ast.FunctionDef]:
    """The ``def`` statements of a block, those under ``if``/``try``/``with``/``for`` included."""
    found: list[ast.FunctionDef] = []
    for statement in statements:
        if isinstance(statement, ast.FunctionDef):
            found.append(statement)
        elif isinstance(statement, (ast.If, ast.For, ast.While, ast.With)):
            found += _definitions(statement.body)
            found += _definitions(getattr(statement, "orelse", []))
        elif isinstance(statement, ast.Try):
            found += _definitions(statement.body)
            for handler in statement.handlers:
                found += _definitions(handler.body)
            found += _definitions(statement.orelse)
            found += _definitions(statement.finalbody)
    return found


def rebound_after_conversion(env: StaticEnv, function: ast.FunctionDef) -> list[Diagnostic]:
    """OXS210 at the first read of each module-level value that the module assigns again after
    ``function`` (its ``@script()`` ran at the ``def``): the model keeps the value converted,
    while eager mode reads the module's value when it runs."""
    end = function.end_lineno or function.lineno
    rebound = {
        name
        for name, bindings in env.bindings.items()
        if len(bindings) > 1
        and min(at for at, _ in bindings) < function.lineno
        and max(at for at, _ in bindings) > end
    }
    if not rebound:  # (most modules: the function's body need not be read)
        return []
    nodes = list(_own_nodes(function))
    local = {a.arg for a in ast.walk(function.args) if isinstance(a, ast.arg)}
    local |= {n.id for n in nodes if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)}
    reads = sorted(
        (n for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)),
        key=lambda n: (n.lineno, n.col_offset),
    )
    found: list[Diagnostic] = []
    seen: set[str] = set()
    for read in reads:
        if read.id not in rebound or read.id in local or read.id in seen:
            continue
        bindings = env.bindings.get(read.id, [])
        before = [(at, value) for at, value in bindings if at < function.lineno]
        after = [at for at, value in bindings if at > end and _is_data(value)]
        if not before or not after or not _is_data(before[-1][1]):
            continue
        seen.add(read.id)
        found.append(
            codes.diagnostic(
                "OXS210",
                f"{read.id} is assigned again at line {after[0]}, after {function.name} was "
                f"converted: the model keeps the value from line {before[-1][0]}, while calling "
                f"{function.name} eagerly reads the one the module holds then",
                env.source.new_span(read),
                hint=f"give the later value another name, or pass {read.id} in as an input "
                "or attribute",
            )
        )
    return found


def _is_data(value: Any) -> bool:
    """A value a script function reads as data (a constant), not a function, opset or module."""
    if isinstance(value, Opaque):
        return value.kind is None or not issubclass(value.kind, type)
    return not (
        callable(value)
        or isinstance(
            value,
            (ScriptCallee, StaticGraphFunction, PlainFunction, Opset, _WorkspaceModule, ModuleType),
        )
    )


def _own_nodes(function: ast.FunctionDef) -> Iterator[ast.AST]:
    """The nodes of a function's body that belong to its own scope (not to nested functions,
    classes or comprehensions, whose names are their own)."""
    pending: list[ast.AST] = list(function.body)
    while pending:
        node = pending.pop()
        yield node
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            if not isinstance(node, ast.Lambda):
                pending.extend(node.decorator_list)
            continue
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            continue
        pending.extend(ast.iter_child_nodes(node))


_PARSED: dict[
    tuple[str, Opset | None, ProjectSettings], tuple[tuple[int, int], StaticEnv | None]
] = {}


class ConvertFunction(Protocol):
    """Converts one ``def`` to checked IR (``onnxscribe.pipeline.convert_function``)."""

    def __call__(
        self,
        source: SourceFile,
        node: ast.FunctionDef,
        env: Env,
        *,
        domain: str,
        version: int,
        default_opset: Opset | None,
    ) -> tuple[Function | None, list[Diagnostic]]: ...


class WorkspaceLoader:
    """Finds and parses other workspace files named by imports (cached; cycles tolerated).

    Script functions are converted on first use with ``convert``: reading source sits below
    lowering and checking, so the pipeline hands its conversion function in.
    """

    def __init__(
        self,
        convert: ConvertFunction,
        fallback_opset: Opset | None = None,
        settings: ProjectSettings = NO_SETTINGS,
    ) -> None:
        self.convert = convert
        self.cache: dict[str, StaticEnv | None] = {}
        self.fallback_opset = fallback_opset
        """The ai.onnx opset of script functions whose module imports none (None: the newest)."""
        self.settings = settings
        """Settings added to each file's project settings (the editor's)."""

    def _candidates(self, importer: str | None, name: str, level: int) -> Iterator[str]:
        if importer is None:
            return
        parts = [p for p in name.split(".") if p]
        base = os.path.dirname(os.path.abspath(importer))
        if level > 0:
            for _ in range(level - 1):
                base = os.path.dirname(base)
            roots = [base]
        else:
            roots = []
            current = base
            for _ in range(6):
                roots.append(current)
                parent = os.path.dirname(current)
                if parent == current:
                    break
                current = parent
        for root in roots:
            if not parts:
                yield os.path.join(root, "__init__.py")
                continue
            path = os.path.join(root, *parts)
            yield path + ".py"
            yield os.path.join(path, "__init__.py")

    def load(self, importer: str | None, name: str, level: int) -> StaticEnv | None:
        for candidate in self._candidates(importer, name, level):
            if candidate in self.cache:
                return self.cache[candidate]
            if os.path.isfile(candidate):
                self.cache[candidate] = None
                self.cache[candidate] = self._parse_cached(candidate)
                return self.cache[candidate]
        return None

    def _parse_cached(self, path: str) -> StaticEnv | None:
        """Workspace modules are parsed once per version of the file, across analyses."""
        try:
            stat = os.stat(path)
        except OSError:
            return None
        key = (stat.st_mtime_ns, stat.st_size)
        found = _PARSED.get((path, self.fallback_opset, self.settings))
        if found is not None and found[0] == key:
            return found[1]
        env = self._parse(path)
        if len(_PARSED) > 512:
            _PARSED.clear()
        _PARSED[path, self.fallback_opset, self.settings] = (key, env)
        return env

    def _parse(self, path: str) -> StaticEnv | None:
        try:
            text = read_source(path).text
            module = ast.parse(text, filename=path)
        except (OSError, SyntaxError, ValueError, SourceDecodeError):
            return None
        return StaticEnv(module, SourceFile(path, text), self)
