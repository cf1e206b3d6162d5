"""Opsets and ops at run time, built from the schemas (no generated code).

``opset18.Add`` is an ``Op`` bound to the schema of ``Add`` in force at version 18 of ``ai.onnx``.
Calling it evaluates the op at once on numpy data (eager mode).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from onnxscribe.core import schemas

if TYPE_CHECKING:
    from onnxscribe.core.schemas import OpSchema


class Op:
    """An operator of one opset: a schema plus the opset it was looked up in."""

    __slots__ = ("__weakref__", "_eager", "name", "opset", "schema")

    def __init__(self, opset: Opset, name: str, schema: OpSchema | None) -> None:
        self.opset = opset
        self.name = name
        self.schema = schema
        # Eager evaluation's per-op data (schema facts, prepared runners), made on first call.
        self._eager: Any = None

    @property
    def domain(self) -> str:
        return self.opset.domain

    @property
    def version(self) -> int:
        return self.opset.version

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return _evaluate(self, args, kwargs)

    def __repr__(self) -> str:
        return f"{self.opset!r}.{self.name}"


OpEvaluation = Callable[[Op, tuple[Any, ...], dict[str, Any]], Any]
"""What calling an op does: ``onnxscribe.eager.dispatch.call_op``, installed by the package."""


def _no_evaluation(op: Op, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    raise RuntimeError(f"{op!r} cannot be evaluated: no evaluation is installed")


_evaluate: OpEvaluation = _no_evaluation
_evaluation_files: set[str] = {__file__}


def install_evaluation(evaluate: OpEvaluation) -> None:
    """Make ``evaluate`` what calling an ``Op`` does.

    Evaluation sits above this module (it needs onnxruntime); the package's ``__init__`` installs
    it, so calling an op works whichever module a program imported first.
    """
    global _evaluate
    _evaluate = evaluate
    code = getattr(evaluate, "__code__", None)
    if code is not None:
        _evaluation_files.add(code.co_filename)


def evaluation_files() -> frozenset[str]:
    """The source files whose frames lie between a user's ``op.Name(...)`` and the evaluation:
    this module's ``Op.__call__`` and each evaluation installed (as ``co_filename`` says)."""
    return frozenset(_evaluation_files)


class Opset:
    """Version ``version`` of the operator set ``domain``: ``Opset("com.example", 1)``.

    Attribute access looks operators up in the schemas. Script functions declared in the opset
    (``@script(Opset("com.example", 1))``) become attributes of it as well.
    """

    def __init__(self, domain: str = "", version: int = 1) -> None:
        if not isinstance(domain, str):
            raise TypeError(f"an opset domain is a string, not {type(domain).__name__}")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise TypeError(f"an opset version is a positive int, not {version!r}")
        self.domain = schemas.normalize_domain(domain)
        self.version = version
        self._ops: dict[str, Any] = {}
        self._functions: dict[str, Any] = {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Opset) and (self.domain, self.version) == (
            other.domain,
            other.version,
        )

    def __hash__(self) -> int:
        return hash((self.domain, self.version))

    def __repr__(self) -> str:
        if self.domain == "":
            return f"opset{self.version}"
        if self.domain == "ai.onnx.ml":
            return f"ml_opset{self.version}"
        return f"Opset({self.domain!r}, {self.version})"

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name.startswith("_"):
            raise AttributeError(name)
        found = self._ops.get(name)
        if found is not None:
            return found
        found = self._functions.get(name)
        if found is not None:
            return found
        schema = schemas.lookup(name, self.version, self.domain)
        if schema is None and schemas.is_custom_domain(self.domain):
            # an op of the user's own domain: no schema, so no checks (and no eager evaluation)
            op = Op(self, name, None)
            self._ops[name] = op
            return op
        if schema is None or schema.deprecated:
            # The message already names the closest operators; obj=None keeps Python from
            # appending a second "Did you mean" of its own (it searches dir(obj)).
            raise AttributeError(self._unknown_op_message(name), name=name, obj=None)
        op = Op(self, name, schema)
        self._ops[name] = op
        self.__dict__[name] = op
        return op

    def __getitem__(self, name: str) -> Any:
        return getattr(self, name)

    def __dir__(self) -> list[str]:
        ops = (n for n, s in schemas.ops_at(self.version, self.domain).items() if not s.deprecated)
        return sorted({*super().__dir__(), *ops, *self._functions})

    def __contains__(self, name: str) -> bool:
        if name in self._functions:
            return True
        schema = schemas.lookup(name, self.version, self.domain)
        return schema is not None and not schema.deprecated

    def add_function(self, name: str, function: Any) -> None:
        """Make a script function declared in this opset reachable as an attribute."""
        self._functions[name] = function
        self.__dict__[name] = function

    def _unknown_op_message(self, name: str) -> str:
        where = f"{self!r} ({schemas.display_domain(self.domain)} version {self.version})"
        versions = schemas.versions_with(name, self.domain)
        schema = schemas.lookup(name, self.version, self.domain)
        if schema is not None and schema.deprecated:
            since = f"deprecated since version {schema.since_version}"
            tail = (
                f"; it exists in versions {schemas.describe_versions(versions)}" if versions else ""
            )
            return f"{name} is not in {where}: it is {since}{tail}"
        if versions:
            return (
                f"{name} is not in {where}; it exists in versions "
                f"{schemas.describe_versions(versions)}"
            )
        known = [*schemas.op_names(self.domain), *self._functions]
        matches = schemas.close_matches(name, known)
        hint = f"; did you mean {', '.join(matches)}?" if matches else ""
        return f"{where} has no operator {name}{hint}"


_OPSET_NAME = re.compile(r"(ml_)?opset(\d+)")


def opset_by_name(name: str) -> Opset | None:
    """``opset18`` -> the ai.onnx opset 18; ``ml_opset3`` -> ai.onnx.ml 3; None otherwise."""
    match = _OPSET_NAME.fullmatch(name)
    if match is None:
        return None
    domain = "ai.onnx.ml" if match.group(1) else ""
    version = int(match.group(2))
    first, last = schemas.domain_versions().get(domain, (1, 0))
    if not first <= version <= last:
        return None
    return standard_opset(domain, version)


_STANDARD: dict[tuple[str, int], Opset] = {}


def standard_opset(domain: str, version: int) -> Opset:
    """The shared ``Opset`` object of a domain and version (so ``opset18 is opset18``)."""
    key = (schemas.normalize_domain(domain), version)
    found = _STANDARD.get(key)
    if found is None:
        found = _STANDARD[key] = _opset_module(*key) or Opset(*key)
    return found


_MODULE_PREFIX = {"": "opset", "ai.onnx.ml": "ml_opset"}


def _opset_module(domain: str, version: int) -> Opset | None:
    """The importable module ``onnxscribe.opsetN`` of a standard opset, which is also an Opset.

    Using it as the shared object keeps ``onnxscribe.opset18 is standard_opset("", 18)`` true
    whether or not ``import onnxscribe.opset18`` ran first.
    """
    prefix = _MODULE_PREFIX.get(domain)
    if prefix is None:
        return None
    try:
        module = importlib.import_module(f"onnxscribe.{prefix}{version}")
    except ImportError:
        return None
    return module if isinstance(module, Opset) else None


def module_getattr(name: str) -> Opset:
    """Shared ``__getattr__`` of modules that expose ``opset1``..``opsetN``."""
    found = opset_by_name(name)
    if found is not None:
        return found
    match = _OPSET_NAME.fullmatch(name)
    if match is None:
        raise AttributeError(f"no attribute {name!r}", name=name)
    domain = "ai.onnx.ml" if match.group(1) else ""
    first, last = schemas.domain_versions().get(domain, (1, 0))
    prefix = match.group(1) or ""
    raise AttributeError(
        f"no {name}: the installed onnx knows {schemas.display_domain(domain)} versions "
        f"{first}-{last} ({prefix}opset{first} ... {prefix}opset{last})",
        name=name,
    )


DIALECT_PACKAGES = ("onnxscribe", "onnxscript")
"""The packages whose imports mean the dialect (onnxscript's modules stand for onnxscribe's)."""

_TOOL_PACKAGES = frozenset({"cli", "lsp", "dap", "stubgen", "demo", "mypy_plugin"})
"""Parts of onnxscribe that are programs, not the dialect: never loaded for a file's import."""

_OPSET_MODULES = frozenset({"onnxscribe", "onnxscribe.onnx_opset"})
"""The modules whose attributes ``opset1``..``opsetN`` are the standard opsets."""


def dialect_module_name(name: str) -> str | None:
    """The onnxscribe module an import of ``name`` means (``onnxscript.onnx_opset`` ->
    ``onnxscribe.onnx_opset``); None outside the dialect packages and for onnxscribe's programs
    and private modules, which a file's import never loads."""
    top, *parts = name.split(".")
    if top not in DIALECT_PACKAGES:
        return None
    if parts and (parts[0] in _TOOL_PACKAGES or any(part.startswith("_") for part in parts)):
        return None
    return ".".join(["onnxscribe", *parts])


def imported_opset(module: str, name: str | None = None) -> Opset | None:
    """The standard opset an import binds, if it binds one: ``from onnxscribe import opset18``
    (``module`` and ``name``) or ``import onnxscribe.opset18 as op`` (``module`` alone).

    The name resolves as those modules' attribute lookup (``module_getattr``) resolves it, so a
    file that is not run (the language server reading text that does not parse) reads its opset
    imports as running it would.
    """
    mapped = dialect_module_name(module)
    if mapped is None:
        return None
    if name is None:
        package, _, last = mapped.rpartition(".")
        return opset_by_name(last) if package == "onnxscribe" else None
    return opset_by_name(name) if mapped in _OPSET_MODULES else None


def opset_names() -> list[str]:
    """Every opset name the installed onnx knows: opset1..opsetN, ml_opset1..ml_opsetM."""
    versions = schemas.domain_versions()
    names = [f"opset{v}" for v in range(1, versions[""][1] + 1)]
    if "ai.onnx.ml" in versions:
        names += [f"ml_opset{v}" for v in range(1, versions["ai.onnx.ml"][1] + 1)]
    return names
