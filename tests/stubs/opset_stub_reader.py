"""Read the generated opset stubs as a type checker does: which operator each module name means.

An opset stub defines some operators and imports the others from another opset stub. ``resolve``
follows those imports to the definition, so a test can compare what every module offers with
what it should offer, whatever form the stubs take.
"""

from __future__ import annotations

import ast
import copy
import inspect
from dataclasses import dataclass
from functools import cache
from pathlib import Path


@dataclass(frozen=True)
class Definition:
    """One operator as written in a stub: its decorators and signatures, and its documentation."""

    module: str
    signatures: tuple[str, ...]
    """Each overload (or the one signature): decorators and ``def`` line, without the body."""
    doc: str | None
    """The docstring as a docstring reader sees it (``inspect.cleandoc``)."""


@dataclass(frozen=True)
class StubModule:
    definitions: dict[str, Definition]
    imports: dict[str, tuple[str, str]]
    """Local name -> (module, name) of every ``from onnxscribe.<module> import name``."""
    reexported_as: frozenset[str]
    """Names imported in the ``import X as X`` form."""
    exported: tuple[str, ...] | None
    """``__all__``, when the module has one."""


def _signature(node: ast.FunctionDef) -> str:
    bare = copy.copy(node)
    bare.body = [ast.Expr(ast.Constant(...))]
    return ast.unparse(ast.fix_missing_locations(bare))


def parse_stub(text: str, module: str) -> StubModule:
    tree = ast.parse(text)
    grouped: dict[str, list[ast.FunctionDef]] = {}
    imports: dict[str, tuple[str, str]] = {}
    reexported_as: set[str] = set()
    exported: tuple[str, ...] | None = None
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            grouped.setdefault(node.name, []).append(node)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("onnxscribe."):
            source = (node.module or "").removeprefix("onnxscribe.")
            for alias in node.names:
                local = alias.asname or alias.name
                imports[local] = (source, alias.name)
                if alias.asname == alias.name:
                    reexported_as.add(local)
        elif isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "__all__":
            exported = tuple(ast.literal_eval(node.value))
    definitions = {}
    for name, nodes in grouped.items():
        raw = ast.get_docstring(nodes[0], clean=False)
        definitions[name] = Definition(
            module,
            tuple(_signature(n) for n in nodes),
            inspect.cleandoc(raw) if raw is not None else None,
        )
    return StubModule(definitions, imports, frozenset(reexported_as), exported)


class StubPackage:
    """The opset stubs of one stub directory, parsed on demand."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    @cache  # noqa: B019 - one reader per test session; the package outlives it anyway
    def module(self, name: str) -> StubModule:
        path = self.directory / f"{name.replace('.', '/')}.pyi"
        return parse_stub(path.read_text(encoding="utf-8"), name)

    def resolve(self, module: str, name: str) -> Definition | None:
        """The definition that ``onnxscribe.<module>.<name>`` means, or None."""
        seen = set()
        while (module, name) not in seen:
            seen.add((module, name))
            stub = self.module(module)
            if name in stub.definitions:
                return stub.definitions[name]
            if name not in stub.imports:
                return None
            module, name = stub.imports[name]
        return None

    def public_names(self, module: str) -> set[str]:
        """The names a type checker lets users take from the module: definitions, names in
        ``__all__`` and ``X as X`` imports (PEP 484 rules for stubs)."""
        stub = self.module(module)
        names = {n for n in stub.definitions if not n.startswith("_")}
        names |= set(stub.exported or ()) | stub.reexported_as
        return names
