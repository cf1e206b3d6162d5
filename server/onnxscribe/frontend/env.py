"""Name resolution: what a name in a script function means.

Two environments implement one interface. ``LiveEnv`` reads the decorated function's real globals
and closure (``@script()`` at run time); ``StaticEnv`` (in ``static_env``) reads source text only
and never imports or executes workspace code. Both answer with plain Python objects (opsets,
tensor types, constants, script functions, modules) or with the markers defined here.
"""

from __future__ import annotations

import builtins
import types
from typing import TYPE_CHECKING, Any

from onnxscribe.core.opsets import Opset
from onnxscribe.frontend.costs import CALL_COSTS, Budget

if TYPE_CHECKING:
    from onnxscribe.core.diagnostics import Diagnostic
    from onnxscribe.graph_ir.nodes import Function


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()
"""Returned when a name is not defined at all."""


class Opaque:
    """A value that exists but is unknown without running code (StaticEnv only).

    ``kind``: the value's type when it is known (a constant too costly to evaluate).
    ``captured``: a variable of an enclosing function, which a nested script function takes as
    it is when the enclosing function runs (weights built by a model factory): unknown here, but
    nothing to warn about.
    """

    def __init__(self, description: str, kind: type | None = None, captured: bool = False) -> None:
        self.description = description
        self.kind = kind
        self.captured = captured

    def __repr__(self) -> str:
        return f"Opaque({self.description})"


class PlainFunction:
    """A function that is not a script function (StaticEnv's view of a ``def``)."""

    def __init__(self, name: str) -> None:
        self.name = name


class ScriptCallee:
    """Anything callable from a script function as another script function."""

    name: str

    def errors(self) -> list[Diagnostic]:
        """The errors converting the function reported (it cannot be called when there are)."""
        return []

    @property
    def function_ir(self) -> Function | None:
        raise NotImplementedError

    def graph_source(self) -> GraphSource | None:
        """The definition, for using the function as a graph attribute."""
        return None


class GraphSource:
    """A function definition that can be lowered as a graph attribute's body."""

    def __init__(self, source: Any, node: Any, env: Env) -> None:
        self.source = source
        self.node = node
        self.env = env


class Env:
    """The interface both environments implement."""

    path: str | None = None

    @property
    def budget(self) -> Budget | None:
        """The work left for evaluating the file's constants (None: each evaluation alone)."""
        return None

    def lookup(self, name: str) -> Any:
        """The object bound to a global or closure name, or ``MISSING``."""
        raise NotImplementedError

    def attribute(self, obj: Any, name: str) -> Any:
        """``obj.name`` when it is safe to evaluate, else an ``Opaque``; ``MISSING`` if absent."""
        raise NotImplementedError

    def extra_diagnostics(self) -> list[Diagnostic]:
        return []

    def failed_conversion(self, name: str) -> list[Diagnostic]:
        """For a name that is not defined: the errors of the script function of that name whose
        conversion failed, so the name was never bound (empty: no such function)."""
        return []

    def python_namespace(self) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The globals and locals that Python evaluates the function's expressions in, when the
        function is live (None for source text, whose code is never run)."""
        return None


# Pure functions of Python that may be folded at conversion time (each with its cost bound).
SAFE_CALLABLES: frozenset[Any] = frozenset(
    function
    for function in CALL_COSTS
    if getattr(function, "__module__", None) in ("math", "builtins")
)


_FAILED_CONVERSIONS: dict[tuple[str, str], list[Diagnostic]] = {}
"""The errors of each module-level script function whose ``@script()`` raised, by module and
name: a later function calling it finds no such name, and says why."""


def record_conversion(function: types.FunctionType, errors: list[Diagnostic]) -> None:
    """Note how converting a module-level ``function`` went (``errors``: empty when it worked)."""
    if function.__qualname__ != function.__name__:
        return
    key = (str(function.__globals__.get("__name__")), function.__name__)
    if errors:
        _FAILED_CONVERSIONS[key] = errors
    else:
        _FAILED_CONVERSIONS.pop(key, None)


class LiveEnv(Env):
    """The real globals and closure of a live Python function."""

    def __init__(
        self, function: types.FunctionType, enclosing: dict[str, Any] | None = None
    ) -> None:
        self.function = function
        self.enclosing = enclosing or {}
        self.path = function.__code__.co_filename
        self.globals = function.__globals__
        self.closure: dict[str, Any] = {}
        for name, cell in zip(
            function.__code__.co_freevars, function.__closure__ or (), strict=False
        ):
            try:
                self.closure[name] = cell.cell_contents
            except ValueError:
                self.closure[name] = MISSING

    def lookup(self, name: str) -> Any:
        if name in self.closure:
            return self.closure[name]
        if name in self.enclosing:
            return self.enclosing[name]
        if name in self.globals:
            return self.globals[name]
        return getattr(builtins, name, MISSING)

    def failed_conversion(self, name: str) -> list[Diagnostic]:
        """The errors of the global script function ``name`` when its ``@script()`` raised."""
        if name in self.closure or name in self.enclosing or name in self.globals:
            return []
        return _FAILED_CONVERSIONS.get((str(self.globals.get("__name__")), name), [])

    def module_default_opset(self) -> Any:
        preferred = self.globals.get("op")
        if isinstance(preferred, Opset) and preferred.domain == "":
            return preferred
        for value in list(self.globals.values()):
            if isinstance(value, Opset) and value.domain == "":
                return value
        return None

    def python_namespace(self) -> tuple[dict[str, Any], dict[str, Any]]:
        return self.globals, {**self.enclosing, **self.closure}

    def attribute(self, obj: Any, name: str) -> Any:
        try:
            return getattr(obj, name)
        except AttributeError:
            return MISSING
        except Exception as error:  # a property that fails at conversion time
            return Opaque(f"{name}: {error}")


class ValuesEnv(Env):
    """Names bound to concrete values (eager graph bodies, tests); falls back to another env."""

    def __init__(self, values: dict[str, Any], parent: Env) -> None:
        self.values = values
        self.parent = parent
        self.path = parent.path

    @property
    def budget(self) -> Budget | None:
        return self.parent.budget

    def lookup(self, name: str) -> Any:
        if name in self.values:
            return self.values[name]
        return self.parent.lookup(name)

    def attribute(self, obj: Any, name: str) -> Any:
        return self.parent.attribute(obj, name)

    def python_namespace(self) -> tuple[dict[str, Any], dict[str, Any]] | None:
        found = self.parent.python_namespace()
        if found is None:
            return None
        return found[0], {**found[1], **self.values}
