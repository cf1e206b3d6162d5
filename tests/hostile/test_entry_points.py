"""The entry points never import a workspace file: ``python -m`` puts the current folder first on
``sys.path``, and a workspace ``onnx.py`` or ``numpy.py`` there must not shadow the installed
package (it would run when imported)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hostile_support import CASES, HANG

SHADOWING = ("onnx", "numpy", "onnxruntime", "pygls", "lsprotocol", "typing_extensions")


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    for name in SHADOWING:
        (tmp_path / f"{name}.py").write_text(
            f"open({str(tmp_path / ('RAN_' + name))!r}, 'w').write('ran')\n"
        )
    (tmp_path / "model.py").write_text((CASES / "unknown_op.py").read_text())
    return tmp_path


def _markers(workspace: Path) -> list[str]:
    return sorted(p.name for p in workspace.glob("RAN_*"))


def test_python_m_check_does_not_import_workspace_files(workspace: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "check", "--no-source", "model.py"],
        cwd=workspace,
        capture_output=True,
        text=True,
        timeout=HANG,
    )
    assert _markers(workspace) == []
    assert done.returncode == 1, done.stderr
    assert "OXS301" in done.stdout


def test_python_m_lsp_does_not_import_workspace_files(workspace: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "onnxscribe.lsp"],
        cwd=workspace,
        stdin=subprocess.DEVNULL,  # no client: the server starts, loads everything, and stops
        capture_output=True,
        text=True,
        timeout=HANG,
    )
    assert _markers(workspace) == []
    assert "Traceback" not in done.stderr


def test_an_empty_entry_and_the_folder_path_are_both_removed(tmp_path: Path) -> None:
    from onnxscribe.entry_path import drop_working_directory

    here = str(Path.cwd())
    path = ["", here, "/usr/lib/python3", here]
    drop_working_directory(path)
    assert path == ["/usr/lib/python3", here]  # only the front: later entries are the user's
