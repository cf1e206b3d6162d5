"""Start-up, settings, pull diagnostics and shutdown when the editor goes away."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from lsp_support import (
    initialize_params,
    open_document,
    published_for,
    replace_text,
    save_document,
    text_document,
    wait_for_version,
    wait_until,
)
from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

BROKEN = "def f(:\n    pass\n"
VALID = "x = 1\n"


def _running(pid: int) -> bool:
    """Alive and not a zombie (Linux and other systems with /proc; kill(0) elsewhere)."""
    stat = Path(f"/proc/{pid}/stat")
    if stat.parent.parent.exists() and Path("/proc/self").exists():
        try:
            return stat.read_text().split(")")[-1].split()[0] != "Z"
        except OSError:
            return False
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def _worker_pid(client: LanguageClient) -> int:
    for message in client.log_messages:
        found = re.search(r"analysis process started \(pid (\d+)\)", message.message)
        if found:
            return int(found.group(1))
    raise AssertionError("the server did not log its worker's pid")


@pytest.mark.parametrize("client_name", ["visual-studio-code", "neovim"])
@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX process handling")
async def test_server_and_worker_exit_when_the_editor_dies(
    started: LanguageClient, tmp_path: Path, client_name: str
) -> None:
    editor = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        params = initialize_params(client_name, tmp_path)
        params.process_id = editor.pid
        await started.initialize_session(params)
        await wait_until(started, lambda: any("pid" in m.message for m in started.log_messages))
        worker = _worker_pid(started)
        assert _running(worker)
    finally:
        editor.kill()
        editor.wait()
    assert started._server is not None
    await asyncio.wait_for(started._server.wait(), 30)
    await wait_until(started, lambda: not _running(worker))


@pytest.mark.parametrize("client_name", ["visual-studio-code", "neovim"])
async def test_initialization_options_apply_at_once_and_configuration_per_folder_follows(
    started: LanguageClient, tmp_path: Path, client_name: str
) -> None:
    on_save = tmp_path / "on_save"
    on_change = tmp_path / "on_change"
    on_save.mkdir()
    on_change.mkdir()
    started.set_configuration(
        {"analyzeOn": "save", "delay": 0}, section="onnxscribe", scope_uri=on_save.as_uri()
    )
    started.set_configuration({"analyzeOn": "change", "delay": 0}, section="onnxscribe")
    params = initialize_params(client_name, tmp_path, {"delay": 0})
    params.workspace_folders = [
        types.WorkspaceFolder(uri=on_save.as_uri(), name="on_save"),
        types.WorkspaceFolder(uri=on_change.as_uri(), name="on_change"),
    ]
    await started.initialize_session(params)
    await wait_until(
        started, lambda: any("configuration received" in m.message for m in started.log_messages)
    )

    saved_path = on_save / "model.py"
    saved = open_document(started, saved_path, VALID)
    changed = open_document(started, on_change / "model.py", VALID)
    await wait_for_version(started, saved, 1)
    await wait_for_version(started, changed, 1)

    replace_text(started, saved, 2, BROKEN)  # not analyzed: this folder analyzes on save
    replace_text(started, changed, 2, BROKEN)  # analyzed, after the edit above was handled
    published = await wait_for_version(started, changed, 2)
    assert [d.code for d in published.diagnostics] == ["OXS100"]
    assert [p.version for p in published_for(started, saved)] == [1]

    save_document(started, saved, saved_path, BROKEN)
    published = await wait_for_version(started, saved, 2)
    assert [d.code for d in published.diagnostics] == ["OXS100"]


async def test_pull_diagnostics_for_clients_that_can_refresh(
    started: LanguageClient, tmp_path: Path
) -> None:
    capabilities = client_capabilities("neovim")
    assert capabilities.workspace is not None
    capabilities.workspace.diagnostics = types.DiagnosticWorkspaceClientCapabilities(
        refresh_support=True
    )
    params = initialize_params("neovim", tmp_path)
    params.capabilities = capabilities
    result = await started.initialize_session(params)
    assert result.capabilities.diagnostic_provider is not None

    uri = open_document(started, tmp_path / "pulled.py", BROKEN)
    report = await started.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=text_document(uri))
    )
    assert isinstance(report, types.RelatedFullDocumentDiagnosticReport)
    assert [d.code for d in report.items] == ["OXS100"]
    assert report.result_id == "1"
    replace_text(started, uri, 2, VALID)
    report = await started.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=text_document(uri))
    )
    assert isinstance(report, types.RelatedFullDocumentDiagnosticReport)
    assert list(report.items) == []
    assert report.result_id == "2"
    assert published_for(started, uri) == []
    assert started.diagnostic_refresh_count >= 1


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX signals")
async def test_the_worker_exits_when_the_server_is_killed(
    started: LanguageClient, tmp_path: Path
) -> None:
    await started.initialize_session(initialize_params("neovim", tmp_path))
    await wait_until(started, lambda: any("pid" in m.message for m in started.log_messages))
    worker = _worker_pid(started)
    assert started._server is not None
    started._server.kill()
    await started._server.wait()
    await wait_until(started, lambda: not _running(worker))


async def test_added_workspace_folders_get_their_settings(
    started: LanguageClient, tmp_path: Path
) -> None:
    first, added = tmp_path / "first", tmp_path / "added"
    first.mkdir()
    added.mkdir()
    started.set_configuration({"inlayHints": False}, section="onnxscribe", scope_uri=added.as_uri())
    params = initialize_params("visual-studio-code", first)
    await started.initialize_session(params)

    def received() -> list[str]:
        return [m.message for m in started.log_messages if "configuration received" in m.message]

    await wait_until(started, lambda: len(received()) == 1)
    started.workspace_did_change_workspace_folders(
        types.DidChangeWorkspaceFoldersParams(
            event=types.WorkspaceFoldersChangeEvent(
                added=[types.WorkspaceFolder(uri=added.as_uri(), name="added")], removed=[]
            )
        )
    )
    await wait_until(started, lambda: len(received()) == 2)
    assert (
        f"'{added.as_uri()}': Settings(analyze_on='change', delay_ms=0, inlay_hints=False"
        in received()[1]
    )
