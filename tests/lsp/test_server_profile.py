"""A profile in the editor: `onnxscribe profile` run on a function with one large MatMul among
small ops, its JSON loaded with `onnxscribe.showProfile`; the lenses show each line's cost, the
MatMul line's share the largest, and hovering that line lists the MatMul node."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from lsp_support import (
    initialize_params,
    open_document,
    published_for,
    replace_text,
    text_document,
    wait_for_version,
    wait_until,
)
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

PROGRAM = Path(__file__).parent / "profiled" / "planted.py"
MATMUL_LINE = 7  # 0-based: y = op.MatMul(x, w)
PROFILE_COMMAND = [sys.executable, "-m", "onnxscribe", "profile", "--format", "json"]
LABEL = re.compile(r"^(\d+(\.\d+)? (ms|µs)), (<1|\d+)%$")


@pytest.fixture(scope="module")
def profiled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict[str, object]]:
    """The program in a folder and the profile `onnxscribe profile --format json` wrote of it."""
    folder = tmp_path_factory.mktemp("profiled")
    shutil.copy(PROGRAM, folder)
    completed = subprocess.run(
        [*PROFILE_COMMAND, "planted.py::planted", "--shape", "N=256", "--runs", "3"],
        cwd=folder,
        capture_output=True,
        text=True,
        check=True,
    )
    (folder / "planted.profile.json").write_text(completed.stdout)
    return folder, folder / "planted.profile.json", json.loads(completed.stdout)


async def profile_lenses(client: LanguageClient, uri: str) -> dict[int, str]:
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=text_document(uri))
    )
    return {
        lens.range.start.line: lens.command.title
        for lens in lenses or []
        if lens.command is not None and LABEL.match(lens.command.title)
    }


async def lens_command(client: LanguageClient, uri: str, line: int) -> types.Command:
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=text_document(uri))
    )
    found = [
        lens.command
        for lens in lenses or []
        if lens.range.start.line == line
        and lens.command is not None
        and LABEL.match(lens.command.title)
    ]
    assert len(found) == 1, found
    return found[0]


async def hover_text(client: LanguageClient, uri: str, line: int) -> str:
    found = await client.text_document_hover_async(
        types.HoverParams(
            text_document=text_document(uri), position=types.Position(line=line, character=4)
        )
    )
    if found is None:
        return ""
    assert isinstance(found.contents, types.MarkupContent)
    return found.contents.value


@pytest.mark.parametrize("client_name", ["visual-studio-code", "neovim"])
async def test_lenses_and_hover_show_the_profiled_costs(
    started: LanguageClient,
    profiled: tuple[Path, Path, dict[str, object]],
    client_name: str,
) -> None:
    folder, profile, report = profiled
    await started.initialize_session(initialize_params(client_name, folder))
    text = PROGRAM.read_text()
    uri = open_document(started, folder / "planted.py", text)
    await wait_until(started, lambda: bool(published_for(started, uri)))
    assert await profile_lenses(started, uri) == {}

    summary = await started.workspace_execute_command_async(
        types.ExecuteCommandParams(command="onnxscribe.showProfile", arguments=[str(profile)])
    )
    assert summary["runs"] == 3
    assert summary["lines"][0]["line"] == MATMUL_LINE + 1
    if client_name == "visual-studio-code":  # it can refresh: told the lenses changed
        assert started.code_lens_refreshes >= 1  # type: ignore[attr-defined]

    shown = await profile_lenses(started, uri)
    lines = report["lines"]
    assert isinstance(lines, list)
    assert set(shown) == {entry["line"] - 1 for entry in lines if entry["line"] is not None}
    largest = max(lines, key=lambda entry: entry["share"])
    assert largest["line"] == MATMUL_LINE + 1
    assert shown[MATMUL_LINE].endswith(f", {largest['share'] * 100:.0f}%")
    assert largest["share"] > 0.5

    matmul = await hover_text(started, uri, MATMUL_LINE)
    assert matmul.startswith(f"**Profile:** {shown[MATMUL_LINE]} of the kernel time")
    assert re.search(r"\| `[^`]*MatMul[^`]*` \| MatMul \| CPU \| ", matmul), matmul
    other = await hover_text(started, uri, MATMUL_LINE + 1)  # v = op.Sqrt(t)
    assert "Sqrt" in other and "MatMul" not in other

    # Running the MatMul line's lens shows its nodes as a message (Neovim's codelens.run too).
    command = await lens_command(started, uri, MATMUL_LINE)
    assert command.command == "onnxscribe.showProfiledLine"
    assert list(command.arguments or []) == [uri, MATMUL_LINE + 1]
    message = await started.workspace_execute_command_async(
        types.ExecuteCommandParams(command=command.command, arguments=list(command.arguments or []))
    )
    assert message.startswith(f"Line {MATMUL_LINE + 1}: {shown[MATMUL_LINE]} of the kernel time: ")
    assert re.search(r"MatMul [\d.]+ (ms|µs) on CPU \(node [^)]*MatMul[^)]*\)", message), message
    await wait_until(started, lambda: any(m.message == message for m in started.messages))

    # A line added above the function moves every line: the costs are no longer shown.
    replace_text(started, uri, 2, "# a comment\n" + text)
    await wait_for_version(started, uri, 2)
    assert await profile_lenses(started, uri) == {}
    assert "Profile" not in await hover_text(started, uri, MATMUL_LINE + 1)
    with pytest.raises(JsonRpcException, match="no profile of line 8"):
        await started.workspace_execute_command_async(
            types.ExecuteCommandParams(
                command=command.command, arguments=list(command.arguments or [])
            )
        )
    # Undone, the profile applies again.
    replace_text(started, uri, 3, text)
    await wait_for_version(started, uri, 3)
    assert await profile_lenses(started, uri) == shown

    await started.workspace_execute_command_async(
        types.ExecuteCommandParams(command="onnxscribe.clearProfile", arguments=[])
    )
    assert await profile_lenses(started, uri) == {}


async def test_a_file_that_is_not_a_profile_is_refused_with_the_reason(
    started: LanguageClient, tmp_path: Path
) -> None:
    await started.initialize_session(initialize_params("visual-studio-code", tmp_path))
    (tmp_path / "notes.json").write_text('{"runs": 3}')
    for path, reason in [
        (tmp_path / "notes.json", "is not a profile"),
        (tmp_path / "missing.json", "cannot read"),
    ]:
        with pytest.raises(JsonRpcException, match=reason):
            await started.workspace_execute_command_async(
                types.ExecuteCommandParams(command="onnxscribe.showProfile", arguments=[str(path)])
            )
