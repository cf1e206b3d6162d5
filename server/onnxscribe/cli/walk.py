"""Finding the Python files of a folder for ``onnxscribe check``.

Each real folder is walked once (a symbolic link to a folder is followed only to a folder inside
the walked tree that was not seen yet, so links to the tree itself or to ``/`` cost nothing), and
what a project ignores is skipped: ``.gitignore`` files (the repository's from its root down)
and the repository's ``.git/info/exclude`` (as git reads them: the exclude file first, so that
any ``.gitignore`` overrides it), virtual environments (any folder with a ``pyvenv.cfg``), caches
and build output. Only regular files are read (a ``.gitignore`` that is a FIFO is not waited on),
and a folder that cannot be read is reported to the caller, which goes on with the others.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pathspec

from onnxscribe.frontend.source_text import read_regular_file

SKIPPED_FOLDERS = frozenset(
    {
        "__pycache__",
        "node_modules",
        "site-packages",
        "venv",
        "build",
        "dist",
    }
)
"""Skipped by name, besides hidden folders (``.git``, ``.venv``, ``.tox``, caches, ...)."""


@dataclass
class _Ignores:
    """The ``.gitignore`` files in force in one folder: (folder, spec), outermost first."""

    specs: list[tuple[Path, pathspec.GitIgnoreSpec]] = field(default_factory=list)

    def ignored(self, path: Path, is_folder: bool) -> bool:
        decision: bool | None = None
        for base, spec in self.specs:  # a deeper .gitignore overrides the ones above it
            relative = path.relative_to(base).as_posix() + ("/" if is_folder else "")
            found = spec.check_file(relative).include
            if found is not None:
                decision = found
        return bool(decision)

    def inside(self, folder: Path) -> _Ignores:
        spec = _read_gitignore(folder)
        return _Ignores([*self.specs, (folder, spec)]) if spec is not None else self


def _read_gitignore(folder: Path) -> pathspec.GitIgnoreSpec | None:
    return _read_spec(folder / ".gitignore")


def _read_text(path: Path) -> str | None:
    try:
        return read_regular_file(path).decode("utf-8", errors="replace")
    except OSError:
        return None


def _read_spec(path: Path) -> pathspec.GitIgnoreSpec | None:
    text = _read_text(path)
    if text is None:
        return None
    return pathspec.GitIgnoreSpec.from_lines(text.splitlines())


def repository_root(folder: Path) -> Path | None:
    """The work tree holding ``folder`` (the nearest folder with a ``.git``), None outside one."""
    for candidate in (folder, *folder.parents):
        if (candidate / ".git").exists():
            return candidate
    return None


def exclude_file(root: Path) -> Path | None:
    """The ``info/exclude`` file of the repository whose work tree is ``root``.

    ``.git`` is the repository's folder, or (in a linked work tree or a submodule) a file
    ``gitdir: PATH`` naming it; a linked work tree's folder names, in ``commondir``, the main
    repository folder, which holds the ``info/exclude`` that every work tree shares.
    """
    dot_git = root / ".git"
    git_dir = dot_git
    if dot_git.is_file():
        first = (_read_text(dot_git) or "").splitlines()[:1]
        if not first or not first[0].startswith("gitdir:"):
            return None
        git_dir = root / first[0].removeprefix("gitdir:").strip()
    common = (_read_text(git_dir / "commondir") or "").strip()
    if common:
        git_dir = git_dir / common
    return git_dir / "info" / "exclude"


def _repository_ignores(folder: Path) -> _Ignores:
    """What is in force in ``folder`` before its own ``.gitignore``: its repository's exclude
    file, then the ``.gitignore`` files above ``folder`` up to the repository's root."""
    root = repository_root(folder)
    if root is None:
        return _Ignores()  # not in a repository: only the walked tree's own files count
    ignores = _Ignores()
    excluded = exclude_file(root)
    spec = _read_spec(excluded) if excluded is not None else None
    if spec is not None:
        ignores = _Ignores([(root, spec)])
    for parent in reversed(folder.parents):
        if parent == root or parent.is_relative_to(root):
            ignores = ignores.inside(parent)
    return ignores


def _key(path: Path) -> tuple[int, int] | None:
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_dev, found.st_ino


def python_files(root: Path, unreadable: list[str] | None = None) -> Iterator[Path]:
    """The ``.py`` files under the folder ``root``, each real file once, in a stable order.

    Each folder that cannot be listed is added to ``unreadable``, with the reason."""
    root = Path(os.path.abspath(root))
    real_root = root.resolve()
    seen_folders: set[tuple[int, int]] = set()
    seen_files: set[tuple[int, int]] = set()
    pending = [(root, _repository_ignores(root).inside(root))]
    while pending:
        folder, ignores = pending.pop()
        key = _key(folder)
        if key is None or key in seen_folders:
            continue
        seen_folders.add(key)
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda e: e.name)
        except OSError as error:
            if unreadable is not None:
                unreadable.append(f"{folder}: cannot read this folder ({error.strerror or error})")
            continue
        subfolders = []
        for entry in entries:
            path = Path(entry.path)
            try:
                is_folder = entry.is_dir()
                is_file = not is_folder and entry.is_file()
            except OSError:
                continue
            if entry.is_symlink() and not _inside(path, real_root):
                continue  # a link out of the tree (or one that leads nowhere)
            if ignores.ignored(path, is_folder):
                continue
            if is_folder:
                if _walked(entry.name, path):
                    subfolders.append((path, ignores.inside(path)))
            elif is_file and entry.name.endswith(".py"):
                file_key = _key(path)
                if file_key is not None and file_key not in seen_files:
                    seen_files.add(file_key)
                    yield path
        pending.extend(reversed(subfolders))


def _inside(path: Path, real_root: Path) -> bool:
    try:
        return path.resolve().is_relative_to(real_root)
    except (OSError, RuntimeError):  # a loop of links
        return False


def _walked(name: str, path: Path) -> bool:
    if name.startswith(".") or name in SKIPPED_FOLDERS:
        return False
    try:
        return not (path / "pyvenv.cfg").is_file()
    except OSError:  # a folder that cannot be searched: walked, and reported when listed
        return True
