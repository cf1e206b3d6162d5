"""What a project's configuration changes in analysis, as plain data: the decorators that make
script functions besides ``@script()``, and the diagnostic codes left out.

Read from pyproject.toml's ``[tool.onnxscribe]`` table (``frontend/project_config``) and from an
editor's settings (``lsp/settings``); both give the same entries, in TOML or JSON::

    script-decorators = [
        "mylib.ops.onnx_function",
        { name = "torch_lib.registration.torch_op", unless = { trace_only = true } },
    ]
    ignore = ["OXS204"]

Which ``def`` such a decorator makes a script function is decided in
``frontend/script_targets.decoration``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from onnxscribe.core.patterns import LazyPattern

ConfigValue = bool | int | float | str


@dataclass(frozen=True)
class ScriptDecorator:
    """A decorator of the project's own that makes script functions (``torch_op``).

    ``unless``: keyword arguments with which the decorator returns plain Python instead; a
    decoration passing any of them with that value makes no script function.
    """

    path: str
    """Where the decorator is imported from: ``package.module.name``."""
    unless: tuple[tuple[str, ConfigValue], ...] = ()


@dataclass(frozen=True)
class ScriptDecorators:
    """The decorators, besides ``@script()``, that make script functions."""

    entries: tuple[ScriptDecorator, ...] = ()

    def find(self, path: str | None) -> ScriptDecorator | None:
        if path is None:
            return None
        return next((entry for entry in self.entries if entry.path == path), None)

    def merged(self, other: ScriptDecorators) -> ScriptDecorators:
        """Both lists; an entry of ``other`` replaces one of the same path."""
        replaced = {entry.path for entry in other.entries}
        kept = tuple(entry for entry in self.entries if entry.path not in replaced)
        return ScriptDecorators(kept + other.entries)


NO_DECORATORS = ScriptDecorators()

_PATH = LazyPattern(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")  # (only a project that names decorators)


def parse_script_decorators(raw: Any, key: str) -> tuple[ScriptDecorators, list[str]]:
    """The entries of a ``script-decorators`` list (TOML or JSON), and a message per entry that
    is not one: a dotted path, or a table ``{name = "a.b.f", unless = {keyword = value}}``."""
    if not isinstance(raw, list):
        return NO_DECORATORS, [f"{key}: expected a list of decorator paths, got {raw!r}"]
    entries: list[ScriptDecorator] = []
    problems: list[str] = []
    for item in raw:
        entry, problem = _decorator_entry(item)
        if entry is not None:
            entries.append(entry)
        else:
            problems.append(f"{key}: {problem}; entry ignored")
    return ScriptDecorators(tuple(entries)), problems


def _decorator_entry(item: Any) -> tuple[ScriptDecorator | None, str]:
    if isinstance(item, str):
        name: Any = item
        unless: Any = {}
    elif isinstance(item, dict):
        unknown = sorted(set(item) - {"name", "unless"})
        if unknown:
            return None, f"unknown key {unknown[0]!r} in {item!r} (expected name, unless)"
        name, unless = item.get("name"), item.get("unless", {})
    else:
        return None, f"expected a decorator path or {{name, unless}}, got {item!r}"
    if not isinstance(name, str) or not _PATH.fullmatch(name):
        return None, f"{name!r} is not a dotted path like 'package.module.decorator'"
    if not isinstance(unless, dict) or not all(
        isinstance(k, str) and k.isidentifier() and isinstance(v, (bool, int, float, str))
        for k, v in unless.items()
    ):
        return None, f"unless of {name!r} must map keyword names to values, got {unless!r}"
    return ScriptDecorator(name, tuple(sorted(unless.items()))), ""


@dataclass(frozen=True)
class ProjectSettings:
    """What a project's configuration changes in analysis."""

    script_decorators: ScriptDecorators = NO_DECORATORS
    ignore: tuple[str, ...] = ()
    """Diagnostics whose code starts with one of these are left out."""

    def merged(self, other: ProjectSettings) -> ProjectSettings:
        """These settings with ``other``'s added (the editor's on top of the project's)."""
        return ProjectSettings(
            self.script_decorators.merged(other.script_decorators),
            tuple(dict.fromkeys(self.ignore + other.ignore)),
        )

    def ignores(self, code: str) -> bool:
        return bool(self.ignore) and code.startswith(self.ignore)


NO_SETTINGS = ProjectSettings()


def parse_ignore(raw: Any, where: str) -> tuple[tuple[str, ...], list[str]]:
    """Code prefixes (``["OXS304", "OXS5"]``) from a list of strings."""
    if not isinstance(raw, list) or not all(isinstance(code, str) and code for code in raw):
        return (), [f"{where}: expected a list of diagnostic codes like 'OXS304', got {raw!r}"]
    return tuple(code.strip() for code in raw), []
