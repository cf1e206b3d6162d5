"""Every name a stub imports from onnxscribe exists at run time.

A stub importing a name its run-time module lacks is an error wherever the stub is read as a
file (an editor opening it with "Go to Definition"), so the stubs and the modules must agree.
Only a class the imported module's stub marks ``@type_check_only`` exists for checkers alone.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "stubs" / "onnxscribe-stubs" / "onnxscribe-stubs"


def _imported_names() -> list[tuple[str, str, str]]:
    """(stub file, module, name) of every ``from onnxscribe... import name`` in the stubs."""
    found = []
    for stub in sorted(PACKAGE.rglob("*.pyi")):
        tree = ast.parse(stub.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                if node.module.split(".")[0] == "onnxscribe":
                    relative = str(stub.relative_to(PACKAGE))
                    found += [(relative, node.module, alias.name) for alias in node.names]
    return found


IMPORTED = _imported_names()


def test_the_stubs_import_from_onnxscribe() -> None:
    modules = {module for _stub, module, _name in IMPORTED}
    assert {"onnxscribe.opset13", "onnxscribe.core.types"} <= modules


@pytest.mark.parametrize("module", sorted({module for _stub, module, _name in IMPORTED}))
def test_every_name_a_stub_imports_exists_at_run_time(module: str) -> None:
    loaded = importlib.import_module(module)
    missing = [
        f"{stub}: {name}"
        for stub, source, name in IMPORTED
        if source == module and name != "*" and not _has(loaded, module, name)
        if name not in _type_check_only(module)
    ]
    assert not missing, f"imported from {module} but missing at run time: {missing}"


def _has(loaded: object, module: str, name: str) -> bool:
    try:
        getattr(loaded, name)
    except AttributeError:
        try:
            importlib.import_module(f"{module}.{name}")
        except ImportError:
            return False
    return True


def _type_check_only(module: str) -> set[str]:
    relative = Path(*module.split(".")[1:])
    for stub in (PACKAGE / relative.with_suffix(".pyi"), PACKAGE / relative / "__init__.pyi"):
        if stub.exists():
            tree = ast.parse(stub.read_text(encoding="utf-8"))
            return {
                node.name
                for node in ast.walk(tree)
                if isinstance(node, (ast.ClassDef, ast.FunctionDef))
                and any(ast.unparse(d).endswith("type_check_only") for d in node.decorator_list)
            }
    return set()
