"""The shape of the language server: one thin protocol layer over pure feature modules."""

from __future__ import annotations

import ast
from pathlib import Path

import onnxscribe.lsp

PACKAGE = Path(onnxscribe.lsp.__file__).parent
PROTOCOL_LAYER = {"server.py", "to_lsp.py", "transport.py", "documents.py"}
"""The only modules that build (or read) protocol objects (documents.py: pygls' workspace)."""


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_features_return_plain_data() -> None:
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name in PROTOCOL_LAYER:
            continue
        protocol = {m for m in _imports(path) if m.split(".")[0] in ("lsprotocol", "pygls")}
        assert not protocol, f"{path.name} imports {protocol}"


def test_handlers_are_registered_at_module_level_and_short() -> None:
    tree = ast.parse((PACKAGE / "server.py").read_text(encoding="utf-8"))
    handlers = [
        node
        for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and any(
            isinstance(d, ast.Call)
            and isinstance(d.func, ast.Attribute)
            and d.func.attr in ("feature", "command")
            for d in node.decorator_list
        )
    ]
    assert len(handlers) >= 15
    for handler in handlers:
        length = (handler.end_lineno or handler.lineno) - handler.lineno + 1
        assert length <= 40, f"{handler.name} is {length} lines long"
