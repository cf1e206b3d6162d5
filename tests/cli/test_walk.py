"""The folder walk of ``onnxscribe check`` reads the repository's ``.git/info/exclude`` as git
does: below every ``.gitignore`` in precedence, shared by every work tree of the repository."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from onnxscribe.cli.walk import exclude_file, python_files, repository_root


def _tree(root: Path, *files: str) -> None:
    for name in files:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x = 1\n", encoding="utf-8")


def _walked(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in python_files(folder))


def _git(*arguments: str, cwd: Path) -> None:
    subprocess.run(["git", *arguments], cwd=cwd, check=True, capture_output=True)


def _git_sees(root: Path) -> list[str]:
    """The .py files git itself does not ignore (the reference the walk is compared with)."""
    listed = subprocess.run(
        ["git", "ls-files", "--others", "--exclude-standard", "--", "*.py"],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    )
    return sorted(listed.stdout.split())


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    root.mkdir()
    _git("init", "-q", cwd=root)
    _tree(root, "model.py", "local/notes.py", "src/scratch.py", "src/keep.py", "src/kept_local.py")
    (root / ".git" / "info").mkdir(exist_ok=True)
    (root / ".git" / "info" / "exclude").write_text(
        "# my own files\nlocal/\nscratch.py\n*_local.py\n", encoding="utf-8"
    )
    return root


def test_the_exclude_file_is_honoured(repository: Path) -> None:
    assert _walked(repository) == ["model.py", "src/keep.py"]
    assert _walked(repository) == _git_sees(repository)


def test_it_applies_when_a_subfolder_is_walked(repository: Path) -> None:
    assert _walked(repository / "src") == ["keep.py"]


def test_a_gitignore_overrides_it(repository: Path) -> None:
    (repository / "src" / ".gitignore").write_text("!kept_local.py\n", encoding="utf-8")
    assert _walked(repository) == ["model.py", "src/keep.py", "src/kept_local.py"]
    assert _walked(repository) == _git_sees(repository)


def test_a_linked_work_tree_shares_the_main_repository_exclude_file(repository: Path) -> None:
    _git("add", ".", cwd=repository)
    _git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "files", cwd=repository)
    linked = repository.parent / "linked"
    _git("worktree", "add", "-q", str(linked), cwd=repository)
    _tree(linked, "local/more.py", "src/other_local.py", "src/new.py")
    assert (linked / ".git").is_file()
    found = exclude_file(linked)
    assert found is not None
    assert found.resolve() == (repository / ".git" / "info" / "exclude").resolve()
    walked = _walked(linked)
    assert "local/more.py" not in walked and "src/other_local.py" not in walked
    assert "src/new.py" in walked


def test_no_repository_no_exclude_file(tmp_path: Path) -> None:
    _tree(tmp_path, "a.py", "local/b.py")
    assert repository_root(tmp_path) is None or repository_root(tmp_path) != tmp_path
    assert _walked(tmp_path) == ["a.py", "local/b.py"]


def test_a_broken_dot_git_file_is_no_repository_folder(tmp_path: Path) -> None:
    (tmp_path / ".git").write_text("not a gitdir line\n", encoding="utf-8")
    _tree(tmp_path, "a.py")
    assert exclude_file(tmp_path) is None
    assert _walked(tmp_path) == ["a.py"]
