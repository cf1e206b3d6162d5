"""Walking folders: each real folder once whatever the symbolic links, and what a project ignores
(``.gitignore``, virtual environments, caches) is skipped."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from hostile_support import CASES, check_json


def _files_with_errors(report: dict, root: Path) -> list[str]:
    return sorted(
        os.path.relpath(d["path"], root) for d in report["diagnostics"] if d["code"] == "OXS301"
    )


def _project(root: Path, *names: str) -> Path:
    for name in names:
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(CASES / "unknown_op.py", target)
    return root


def test_two_links_to_the_folder_itself_cost_one_visit(tmp_path: Path) -> None:
    root = _project(tmp_path / "loop", "m.py")
    os.symlink(".", root / "self0")
    os.symlink(".", root / "self1")
    status, report = check_json(str(root))  # 2**40 paths before: it never finished
    assert status == 1
    assert report["files"] == 1
    assert _files_with_errors(report, root) == ["m.py"]


def test_one_link_to_the_folder_itself_reports_each_error_once(tmp_path: Path) -> None:
    root = _project(tmp_path / "loop", "m.py")
    os.symlink(".", root / "self")
    status, report = check_json(str(root))  # 41 times before
    assert (status, report["files"], report["errors"]) == (1, 1, 1)


def test_links_out_of_the_tree_are_not_followed(tmp_path: Path) -> None:
    outside = _project(tmp_path / "outside", "elsewhere.py")
    root = _project(tmp_path / "project", "m.py")
    os.symlink(outside, root / "linked_folder")
    os.symlink(outside / "elsewhere.py", root / "linked_file.py")
    os.symlink("/", root / "filesystem")
    status, report = check_json(str(root))
    assert (status, _files_with_errors(report, root)) == (1, ["m.py"])


def test_ignored_files_environments_and_caches_are_skipped(tmp_path: Path) -> None:
    root = _project(
        tmp_path / "project",
        "src/kept.py",
        "src/generated/out.py",
        "src/scratch_1.py",
        "src/scratch_keep.py",
        "env/lib/module.py",
        "src/__pycache__/cached.py",
        "node_modules/pkg/script.py",
        ".hidden/secret.py",
    )
    (root / ".git").mkdir()
    (root / ".gitignore").write_text("generated/\nscratch_*.py\n!scratch_keep.py\n")
    (root / "env" / "pyvenv.cfg").write_text("home = /usr/bin\n")
    kept = ["src/kept.py", "src/scratch_keep.py"]
    _, report = check_json(str(root / "src"))  # the repository's .gitignore applies
    assert _files_with_errors(report, root) == kept
    _, report = check_json(str(root))
    assert _files_with_errors(report, root) == kept


def test_a_file_named_on_the_command_line_is_checked_even_if_ignored(tmp_path: Path) -> None:
    root = _project(tmp_path / "project", "generated/out.py")
    (root / ".gitignore").write_text("generated/\n")
    status, report = check_json(str(root / "generated" / "out.py"))
    assert (status, report["errors"]) == (1, 1)
