"""Go to definition, find references and rename.

jedi resolves the Python names (script functions, module constants, parameters, local values,
names imported from other workspace files); the dialect's own names are resolved here: an op
reached through an opset alias (``op.Add``) goes to its definition in the installed stubs, whose
docstring is the operator's documentation. jedi reads the files; it never runs them.

Results are plain ``Location``s (a path and a ``Span`` in 1-based lines and character columns).
"""

from __future__ import annotations

import errno
import keyword
import os
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from onnxscribe.core.diagnostics import Span
from onnxscribe.lsp import files, positions, textual

STUBS_PACKAGE = "onnxscribe-stubs"


@dataclass(frozen=True)
class Location:
    path: str
    span: Span


class RenameRefused(Exception):
    """The name cannot be renamed (the message says why)."""


def _script(source: str, path: str | None, root: str | None) -> Any:
    import jedi  # jedi loads on the first navigation request, not at start-up

    _read_regular_files_only()
    project = jedi.Project(root or str(Path(path or ".").parent), environment_path=sys.executable)
    return jedi.Script(source, path=path, project=project)


def _read_regular_files_only() -> None:
    """Make jedi read files the way the server does (``files.read_regular_file``).

    jedi reads every module it meets (imports, the project walk of references and rename)
    through parso's ``FileIO.read``, a plain ``open``: a FIFO named ``x.py`` in the workspace
    would block it, and with it every later navigation request. Such a file reads as empty (a
    missing one still raises, which jedi expects)."""
    import parso.file_io  # with jedi, at the first navigation request

    if getattr(parso.file_io.FileIO.read, "regular_files_only", False):
        return

    def read(self: Any) -> bytes:
        path = str(self.path)
        data = files.read_regular_file(path)
        if data is None and not os.path.exists(path):
            raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
        return data or b""

    read.regular_files_only = True  # type: ignore[attr-defined]
    parso.file_io.FileIO.read = read  # type: ignore[method-assign]


def _location(name: Any) -> Location | None:
    if name.module_path is None or name.line is None or name.column is None:
        return None
    length = len(name.name)
    column = name.column + 1
    return Location(
        str(name.module_path),
        Span(str(name.module_path), name.line, column, name.line, column + length),
    )


# --------------------------------------------------------------------------- definition


def definition(
    source: str, path: str | None, line: int, column: int, root: str | None = None
) -> list[Location]:
    """Where the name at a 1-based line and character column is defined."""
    lines = positions.document_lines(source)
    if 1 <= line <= len(lines):
        word = textual.dotted_name_at(lines[line - 1], column - 1)
        if word is not None and word.qualifier:
            alias = textual.opset_aliases(source).get(word.qualifier)
            if alias is not None and alias.imported_name is not None:
                found = op_stub_location(alias.imported_name, word.name)
                if found is not None:
                    return [found]
    try:
        names = _script(source, path, root).goto(line, column - 1, follow_imports=True)
    except Exception:  # jedi fails on some broken text: nothing to go to
        return []
    return [found for found in map(_location, names) if found is not None]


def stub_directories() -> list[Path]:
    """The installed stub packages (``onnxscribe-stubs``) on this interpreter's path."""
    return [
        Path(entry) / STUBS_PACKAGE for entry in sys.path if (Path(entry) / STUBS_PACKAGE).is_dir()
    ]


def op_stub_location(module: str, op: str) -> Location | None:
    """``def Op(`` in the stub module of an opset (``opset18``, ``ml_opset3``).

    An opset stub defines only the operators that changed at its version and imports the others
    from the previous version's stub, so the search follows those imports to the definition.
    """
    for directory in stub_directories():
        name: str | None = module
        for _ in range(MAX_OPSET_HOPS):
            stub = directory / f"{name}.pyi"
            if name is None or not stub.is_file():
                break
            found = _def_lines(str(stub)).get(op)
            if found is not None:
                line, column = found
                return Location(str(stub), Span(str(stub), line, column, line, column + len(op)))
            name = _previous_opset(str(stub))
    return None


MAX_OPSET_HOPS = 64
"""More than the versions any domain has: a bound on following imports between stubs."""

_PREVIOUS = re.compile(r"^from onnxscribe\.(\w*opset\d+) import", re.M)


@lru_cache(maxsize=64)
def _previous_opset(path: str) -> str | None:
    """The opset stub this one takes its unchanged operators from."""
    found = _PREVIOUS.search(Path(path).read_text(encoding="utf-8"))
    return found.group(1) if found else None


@lru_cache(maxsize=64)
def _def_lines(path: str) -> dict[str, tuple[int, int]]:
    found: dict[str, tuple[int, int]] = {}
    text = Path(path).read_text(encoding="utf-8")
    for number, line in enumerate(text.splitlines(), start=1):
        match = re.match(r"def ([A-Za-z_]\w*)\(", line)
        if match is not None:
            found.setdefault(match.group(1), (number, 5))
    return found


# --------------------------------------------------------------------------- references, rename


def references(
    source: str,
    path: str | None,
    line: int,
    column: int,
    root: str | None = None,
    include_declaration: bool = True,
) -> list[Location]:
    """Every use of the name at a 1-based position, in the project's files."""
    try:
        names = _script(source, path, root).get_references(
            line, column - 1, include_builtins=False, scope="project"
        )
    except Exception:
        return []
    if not include_declaration:
        names = [n for n in names if not n.is_definition()]
    found = [location for location in map(_location, names) if location is not None]
    return sorted(set(found), key=lambda f: (f.path, f.span.line, f.span.column))


def rename(
    source: str, path: str | None, line: int, column: int, new_name: str, root: str | None = None
) -> dict[str, list[tuple[Span, str]]]:
    """The edits (per file) that rename the name at a 1-based position to ``new_name``."""
    if not new_name.isidentifier() or keyword.iskeyword(new_name):
        raise RenameRefused(f"{new_name!r} is not a valid Python name")
    found = references(source, path, line, column, root)
    if not found:
        raise RenameRefused("there is no name here that can be renamed")
    defined = definition(source, path, line, column, root)
    outside = [f.path for f in [*found, *defined] if not _inside_project(f.path, path, root)]
    if outside:
        raise RenameRefused(f"the name is defined outside the workspace ({outside[0]})")
    edits: dict[str, list[tuple[Span, str]]] = {}
    for location in found:
        edits.setdefault(location.path, []).append((location.span, new_name))
    return edits


def _inside_project(path: str, document: str | None, root: str | None) -> bool:
    base = Path(root) if root else Path(document or ".").parent
    candidate = Path(path)
    return (
        candidate.suffix == ".py"
        and "site-packages" not in candidate.parts
        and candidate.resolve().is_relative_to(base.resolve())
    )
