"""A project's ``[tool.onnxscribe]`` table in pyproject.toml.

Found the way ruff and mypy find theirs: from the checked file's folder upwards, the nearest
``pyproject.toml`` holding a ``[tool.onnxscribe]`` table, stopping at the repository's root (a
folder with ``.git`` or ``.hg``). Each file is read once per version (its modification time and
size), so an editor sees a change at its next analysis.

    [tool.onnxscribe]
    script-decorators = [
        "mylib.ops.onnx_function",
        { name = "torch_lib.registration.torch_op", unless = { trace_only = true } },
    ]
    ignore = ["OXS304"]
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import Any

from onnxscribe.core.project_settings import (
    NO_DECORATORS,
    NO_SETTINGS,
    ProjectSettings,
    parse_ignore,
    parse_script_decorators,
)
from onnxscribe.frontend.source_text import open_regular

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

TABLE = "tool.onnxscribe"
_KEYS = ("script-decorators", "ignore")
_ROOT_MARKERS = (".git", ".hg")


@dataclass(frozen=True)
class ProjectConfig:
    path: str | None = None
    """The pyproject.toml read (None: there is none)."""
    settings: ProjectSettings = NO_SETTINGS
    problems: tuple[str, ...] = field(default=())
    """What in the table is not understood (each entry named, then ignored)."""


_READ: dict[str, tuple[tuple[int, int], ProjectConfig | None]] = {}


def project_config(file_path: str | None) -> ProjectConfig:
    """The configuration in force for ``file_path`` (none for text without a file)."""
    if file_path is None:
        return ProjectConfig()
    folder = os.path.dirname(os.path.abspath(file_path))
    while True:
        found = _read_cached(os.path.join(folder, "pyproject.toml"))
        if found is not None:
            return found
        if any(os.path.exists(os.path.join(folder, marker)) for marker in _ROOT_MARKERS):
            return ProjectConfig()
        parent = os.path.dirname(folder)
        if parent == folder:
            return ProjectConfig()
        folder = parent


def _read_cached(path: str) -> ProjectConfig | None:
    """The table of the pyproject.toml at ``path``; None when there is no file or no table."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    version = (stat.st_mtime_ns, stat.st_size)
    cached = _READ.get(path)
    if cached is not None and cached[0] == version:
        return cached[1]
    config = read_pyproject(path)
    if len(_READ) > 256:
        _READ.clear()
    _READ[path] = (version, config)
    return config


def read_pyproject(path: str) -> ProjectConfig | None:
    """The ``[tool.onnxscribe]`` table of one pyproject.toml (None when it has none)."""
    try:
        with open_regular(path) as file:
            document = tomllib.load(file)
    except OSError as error:
        return ProjectConfig(path, problems=(f"{path}: cannot read: {error.strerror or error}",))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        return ProjectConfig(path, problems=(f"{path}: not valid TOML: {error}",))
    tool = document.get("tool")
    table = tool.get("onnxscribe") if isinstance(tool, dict) else None
    if table is None:
        return None
    return ProjectConfig(path, *parse_table(table, f"{path}: [{TABLE}]"))


def parse_table(table: Any, where: str) -> tuple[ProjectSettings, tuple[str, ...]]:
    """Settings from a ``[tool.onnxscribe]`` table, and what in it is not understood."""
    if not isinstance(table, dict):
        return NO_SETTINGS, (f"{where}: expected a table, got {table!r}",)
    problems: list[str] = [
        f"{where}: unknown key {key!r} (known: {', '.join(_KEYS)})"
        for key in table
        if key not in _KEYS
    ]
    decorators = NO_DECORATORS
    if "script-decorators" in table:
        decorators, found = parse_script_decorators(
            table["script-decorators"], f"{where} script-decorators"
        )
        problems += found
    ignore, found = parse_ignore(table.get("ignore", []), f"{where} ignore")
    problems += found
    return ProjectSettings(decorators, ignore), tuple(problems)
