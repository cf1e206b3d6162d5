"""Figures of the package's source that may only go down: in-function imports, ``type: ignore``
comments, exact-class checks, and no attributes stuck onto AST or IR nodes. ``make lint`` runs
this file.

In-function imports are counted twice: all of them (``MAX_IMPORTS_IN_FUNCTIONS``), and those of
the package's own modules (``MAX_OWN_IMPORTS_IN_FUNCTIONS``: ``from onnxscribe...``, ``import
onnxscribe...`` or a relative import). The difference is the lazy imports of other packages
(onnxruntime, onnx.reference, jedi, parso), each kept off ``import onnxscribe`` or the language
server's start-up because it is slow to load or optional.

An import inside a function stays only for a reason given beside it (start-up time of the
language server or of ``import onnxscribe``, the boundary between the server and its analysis
process, an optional or platform-specific dependency). Facts kept about AST nodes go in side
tables (``frontend/node_tables.py``), and IR nodes have declared fields.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path

import onnxscribe

PACKAGE = Path(onnxscribe.__file__).parent

MAX_IMPORTS_IN_FUNCTIONS = 53
"""Import statements inside function bodies, of any module. (24 of them keep onnx off the way to
the first diagnostics: where a proto is built, onnx's shape inference, reading onnx.defs; one,
in ``core.types``, keeps numpy out of ``import onnxscribe`` and the language server's own
process; one, in ``lsp/__main__.py``, loads argparse only for a command line other than the
one editors give, about 13M instructions before the first diagnostics.)"""
MAX_OWN_IMPORTS_IN_FUNCTIONS = 22
"""Of those, the imports of the package's own modules (6 of them: onnx-ir's builder, the
notebook views and eager evaluation, loaded by ``values.OnnxFunction``'s methods, so that the
language server's analysis process, which reads ``script`` from ``values``, loads none of
them; 2 in ``lsp/collect.py`` load the operators' documentation with the first hover text,
after the first diagnostics; the modules that write protos and files load with ``values``, and
onnx with the first proto they build)."""
MAX_TYPE_IGNORES = 19
MAX_EXACT_CLASS_CHECKS = 12


def _sources() -> dict[Path, str]:
    return {path: path.read_text(encoding="utf-8") for path in sorted(PACKAGE.rglob("*.py"))}


SOURCES = _sources()


def _imports_in_functions(text: str) -> dict[int, ast.Import | ast.ImportFrom]:
    found = {}
    for function in ast.walk(ast.parse(text)):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    found[node.lineno] = node
    return found


def imports_in_functions(text: str) -> list[int]:
    """The lines of the import statements inside function bodies."""
    return sorted(_imports_in_functions(text))


def _is_own(node: ast.Import | ast.ImportFrom) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.level > 0 or (node.module or "").split(".")[0] == "onnxscribe"
    return any(alias.name.split(".")[0] == "onnxscribe" for alias in node.names)


def own_imports_in_functions(text: str) -> list[int]:
    """The lines of the import statements inside function bodies that import the package's own
    modules."""
    return sorted(line for line, node in _imports_in_functions(text).items() if _is_own(node))


_TYPE_IGNORE = re.compile(r"type:\s*ignore")
_EXACT_CLASS = re.compile(r"__class__ is|type\([^)]*\) is")


def _count(pattern: re.Pattern[str]) -> dict[str, int]:
    counts = {}
    for path, text in SOURCES.items():
        found = len(pattern.findall(text))
        if found:
            counts[str(path.relative_to(PACKAGE))] = found
    return counts


def _per_file(lines_of: Callable[[str], list[int]]) -> dict[str, list[int]]:
    found = {str(path.relative_to(PACKAGE)): lines_of(text) for path, text in SOURCES.items()}
    return {name: lines for name, lines in found.items() if lines}


def test_imports_inside_functions_stay_few() -> None:
    found = _per_file(imports_in_functions)
    assert sum(map(len, found.values())) <= MAX_IMPORTS_IN_FUNCTIONS, found


def test_imports_of_the_package_inside_functions_stay_few() -> None:
    found = _per_file(own_imports_in_functions)
    assert sum(map(len, found.values())) <= MAX_OWN_IMPORTS_IN_FUNCTIONS, found


def test_type_ignores_stay_below_twenty() -> None:
    counts = _count(_TYPE_IGNORE)
    assert sum(counts.values()) <= MAX_TYPE_IGNORES, counts


def test_exact_class_checks_stay_few() -> None:
    counts = _count(_EXACT_CLASS)
    assert sum(counts.values()) <= MAX_EXACT_CLASS_CHECKS, counts


def test_no_attributes_are_stuck_onto_nodes() -> None:
    stuck = [str(path) for path, text in SOURCES.items() if "_oxs_" in text]
    assert not stuck


def test_the_counts_see_what_they_count() -> None:
    text = "import os\n\ndef f():\n    import re\n    from os import path\n    return re, path\n"
    assert imports_in_functions(text) == [4, 5]
    own = (
        "import onnxscribe\n\ndef f():\n    import onnx\n    from onnxscribe.core import types\n"
        "    from . import sibling\n    import onnxscribe.lsp.server\n    import onnxscribed\n"
    )
    assert imports_in_functions(own) == [4, 5, 6, 7, 8]
    assert own_imports_in_functions(own) == [5, 6, 7]
    assert len(_TYPE_IGNORE.findall("x = 1  # type: ignore[misc]\n")) == 1
    assert len(_EXACT_CLASS.findall("if type(a) is int or a.__class__ is B: pass")) == 2
