"""Run, Debug and Profile lenses and the list of script functions come from the server, so they name
exactly the functions it analyzes: a project's own decorator (``script-decorators``) included."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_support import (
    initialize_params,
    open_document,
    published_for,
    text_document,
    wait_until,
)
from lsprotocol import types
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

REGISTRATION = """\
from onnxscribe import script


def torch_op(name, trace_only=False):
    def wrap(function):
        return function if trace_only else script()(function)

    return wrap
"""

OPS = """\
from onnxscribe import FLOAT
from onnxscribe import opset18 as op
from pkg.registration import torch_op


@torch_op("aten::relu")
def aten_relu(self: FLOAT["N"], alpha: float = 0.0) -> FLOAT["N"]:
    return op.Relu(self)


def helper(x):
    return x
"""


def _project(root: Path) -> None:
    (root / ".git").mkdir()
    (root / "pyproject.toml").write_text(
        '[tool.onnxscribe]\nscript-decorators = ["pkg.registration.torch_op"]\n'
    )
    (root / "pkg").mkdir()
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "registration.py").write_text(REGISTRATION)


@pytest.mark.parametrize("client_name", ["visual-studio-code", "neovim"])
async def test_lenses_and_functions_follow_the_projects_decorators(
    started: LanguageClient, tmp_path: Path, client_name: str
) -> None:
    _project(tmp_path)
    await started.initialize_session(initialize_params(client_name, tmp_path))
    uri = open_document(started, tmp_path / "ops.py", OPS)
    functions = await started.workspace_execute_command_async(
        types.ExecuteCommandParams(command="onnxscribe.scriptFunctions", arguments=[uri])
    )
    assert functions == [
        {
            "name": "aten_relu",
            "line": 5,
            "defLine": 6,
            "endLine": 7,
            "parameters": [
                {
                    "name": "self",
                    "annotation": 'FLOAT["N"]',
                    "hasDefault": False,
                    "isAttribute": False,
                },
                {"name": "alpha", "annotation": "float", "hasDefault": True, "isAttribute": True},
            ],
        }
    ]
    await wait_until(started, lambda: bool(published_for(started, uri)))
    lenses = await started.text_document_code_lens_async(
        types.CodeLensParams(text_document=text_document(uri))
    )
    assert lenses is not None
    shown = [
        (
            lens.range.start.line,
            lens.command.title,
            lens.command.command,
            list(lens.command.arguments or []),
        )
        for lens in lenses
        if lens.command is not None
    ]
    assert shown == [
        (5, "Run", "onnxscribe.runFunction", [uri, "aten_relu"]),
        (5, "Debug", "onnxscribe.debugFunction", [uri, "aten_relu"]),
        (5, "Profile", "onnxscribe.profileFunction", [uri, "aten_relu"]),
    ]
    if client_name == "visual-studio-code":  # it can refresh: asked once the analysis is in
        assert started.code_lens_refreshes >= 1  # type: ignore[attr-defined]


async def test_a_document_without_script_functions_has_no_lenses(
    started: LanguageClient, tmp_path: Path
) -> None:
    await started.initialize_session(initialize_params("visual-studio-code", tmp_path))
    uri = open_document(started, tmp_path / "plain.py", "def helper(x):\n    return x\n")
    await wait_until(started, lambda: bool(published_for(started, uri)))
    lenses = await started.text_document_code_lens_async(
        types.CodeLensParams(text_document=text_document(uri))
    )
    assert lenses is not None and len(lenses) == 0
    functions = await started.workspace_execute_command_async(
        types.ExecuteCommandParams(command="onnxscribe.scriptFunctions", arguments=[uri])
    )
    assert functions is not None and len(functions) == 0
