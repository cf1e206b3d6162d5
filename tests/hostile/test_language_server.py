"""The hostile inputs through the language server (``python -m onnxscribe.lsp`` driven by
pytest-lsp): every document gets its diagnostics (``wait_for_version`` gives up after 30 s, so a
hang fails), the server keeps answering, and the analysis worker survives (a file that imports
``onnxscript.__main__`` used to make it exit)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hostile_support import CASES
from lsp.lsp_support import lsp_fixture, open_document, wait_for_version
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

HEADER = "from onnxscribe import FLOAT, script\nfrom onnxscribe import opset18 as op\n\n\n"
DEEP = '@script()\ndef f(X: FLOAT["N"]) -> FLOAT["N"]:\n    return {}\n'


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("hostile")


client = lsp_fixture()

FILES = {
    "factorial_unused.py": [],
    "factorial_default.py": ["OXS204"],
    "factorial_used.py": ["OXS204"],
    "nested_array.py": [],
    "percent_format.py": [],
    "folded_in_function.py": ["OXS204"],
    "broadcast.py": [],
    "dialect_main_import.py": [],
    "unknown_op.py": ["OXS301"],
}
GENERATED = {
    "chained_add.py": (HEADER + DEEP.format(" + ".join(["X"] * 2000)), ["OXS120"]),
    "unary_900.py": (HEADER + DEEP.format("-" * 900 + "X"), ["OXS120"]),
    "unary_10000.py": (HEADER + DEEP.format("-" * 10000 + "X"), ["OXS120"]),
    "three_megabytes.py": (HEADER + "# " + "x" * 3_000_000 + "\n", ["OXS701"]),
}


async def _diagnostics(client: LanguageClient, path: Path, text: str) -> list[str]:
    uri = open_document(client, path, text)
    published = await wait_for_version(client, uri, 1)
    return [str(d.code) for d in published.diagnostics]


@pytest.mark.parametrize("name", sorted(FILES))
async def test_a_hostile_file_gets_its_diagnostics(
    client: LanguageClient, workspace: Path, name: str
) -> None:
    text = (CASES / name).read_text()
    assert await _diagnostics(client, workspace / name, text) == FILES[name]


@pytest.mark.parametrize("name", sorted(GENERATED))
async def test_a_generated_hostile_file_gets_its_diagnostics(
    client: LanguageClient, workspace: Path, name: str
) -> None:
    text, expected = GENERATED[name]
    assert await _diagnostics(client, workspace / name, text) == expected


async def test_the_server_still_answers_after_them(client: LanguageClient, workspace: Path) -> None:
    text = (CASES / "unknown_op.py").read_text()
    assert await _diagnostics(client, workspace / "after.py", text) == ["OXS301"]
    assert not [m for m in client.messages if "exited" in m.message]  # type: ignore[attr-defined]
