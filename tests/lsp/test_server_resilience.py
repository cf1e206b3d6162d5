"""Never execute, never die: internal failures are reported once and the server keeps serving.

Faults are injected with the worker's testing hook ``ONNXSCRIBE_LSP_TEST_FAULTS`` (a marker line
in the analyzed document makes the analysis crash, raise, hang or print).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_support import lsp_fixture, open_document, wait_for_version
from onnxscribe.lsp.worker import FAULT_MARKER, TEST_FAULTS
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

client = lsp_fixture(env={TEST_FAULTS: "1"}, options={"analysisTimeout": 1500})

BROKEN = "def f(:\n    pass\n"


def _faulty(fault: str) -> str:
    return f"{FAULT_MARKER}{fault}\nx = 1\n"


async def _still_serving(client: LanguageClient, workspace: Path, name: str) -> None:
    uri = open_document(client, workspace / name, BROKEN)
    published = await wait_for_version(client, uri, 1)
    assert [d.code for d in published.diagnostics] == ["OXS100"]


def _error_messages(client: LanguageClient, text: str) -> list[str]:
    return [m.message for m in client.messages if text in m.message]


async def test_a_crashing_analysis_is_reported_once_and_the_worker_replaced(
    client: LanguageClient, workspace: Path
) -> None:
    first = open_document(client, workspace / "crash1.py", _faulty("crash"))
    published = await wait_for_version(client, first, 1)
    assert [d.code for d in published.diagnostics] == ["OXS900"]
    await _still_serving(client, workspace, "after_crash.py")
    second = open_document(client, workspace / "crash2.py", _faulty("crash"))
    await wait_for_version(client, second, 1)
    assert len(_error_messages(client, "exited")) == 1
    await _still_serving(client, workspace, "after_second_crash.py")


async def test_an_internal_error_is_reported_once(client: LanguageClient, workspace: Path) -> None:
    for name in ("raise1.py", "raise2.py"):
        uri = open_document(client, workspace / name, _faulty("raise"))
        published = await wait_for_version(client, uri, 1)
        assert [d.code for d in published.diagnostics] == ["OXS900"]
        assert "test fault" in published.diagnostics[0].message
    assert len(_error_messages(client, "test fault: analysis raised")) == 1
    assert any("Traceback" in m.message or "test fault" in m.message for m in client.log_messages)
    await _still_serving(client, workspace, "after_raise.py")


async def test_a_hanging_analysis_times_out(client: LanguageClient, workspace: Path) -> None:
    uri = open_document(client, workspace / "hang.py", _faulty("hang"))
    published = await wait_for_version(client, uri, 1)
    assert [d.code for d in published.diagnostics] == ["OXS702"]
    assert "longer than 1.5 s" in published.diagnostics[0].message
    await _still_serving(client, workspace, "after_hang.py")


async def test_output_printed_during_analysis_does_not_reach_the_protocol(
    client: LanguageClient, workspace: Path
) -> None:
    uri = open_document(client, workspace / "printing.py", _faulty("print") + BROKEN)
    published = await wait_for_version(client, uri, 1)
    assert [d.code for d in published.diagnostics] == ["OXS100"]
    await _still_serving(client, workspace, "after_print.py")


async def test_opening_a_file_never_runs_its_code(client: LanguageClient, workspace: Path) -> None:
    folder = workspace / f"side_effects_{client.client_name}"  # type: ignore[attr-defined]
    folder.mkdir()
    written = folder / "written_by_module.txt"
    started = folder / "written_by_process.txt"
    imported = folder / "written_by_import.txt"
    (folder / "helpers.py").write_text(
        f"from pathlib import Path\nPath({str(imported)!r}).write_text('imported')\n",
        encoding="utf-8",
    )
    text = f"""\
import subprocess
import sys
from pathlib import Path

from helpers import something
from onnxscribe import script, opset18 as op, FLOAT

Path({str(written)!r}).write_text("executed")
subprocess.run([sys.executable, "-c", "open({str(started)!r}, 'w').write('started')"])
THRESHOLD = Path({str(written)!r}).read_text()

@script()
def f(X: FLOAT[...]):
    return op.Abs(X)
"""
    uri = open_document(client, folder / "model.py", text)
    await wait_for_version(client, uri, 1)
    assert not written.exists()
    assert not started.exists()
    assert not imported.exists()
