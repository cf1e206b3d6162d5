"""The ``scriptDecorators`` setting and pyproject.toml's ``[tool.onnxscribe]``, end to end: the
functions a project's own decorator makes are analyzed like ``@script()`` ones."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_support import initialize_params, open_document, published_for, wait_until
from lsprotocol import types
from pytest_lsp import LanguageClient

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.filterwarnings("error::pytest_lsp.LspSpecificationWarning"),
]

OPS = """\
from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


def register(name, trace_only=False):
    def wrap(function):
        return function if trace_only else script()(function)

    return wrap


@register("relu")
def relu(x: FLOAT["N"]) -> FLOAT["N"]:
    return op.Relu(x, 1.0, 2.0)


@register("traced", trace_only=True)
def traced(x, n: int):
    return op.Relu(x, 1.0, 2.0)
"""

SETTING = [{"name": "ops.register", "unless": {"trace_only": True}}]


def _codes(client: LanguageClient, uri: str) -> list[tuple[object, int]]:
    published = published_for(client, uri)
    return [(d.code, d.range.start.line) for d in published[-1].diagnostics] if published else []


async def test_the_setting_names_the_decorator(started: LanguageClient, tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    started.set_configuration({"scriptDecorators": SETTING}, section="onnxscribe")
    await started.initialize_session(
        initialize_params("visual-studio-code", tmp_path, {"scriptDecorators": SETTING})
    )
    uri = open_document(started, tmp_path / "ops.py", OPS)
    await wait_until(started, lambda: _codes(started, uri) == [("OXS304", 13)])


async def test_changing_the_setting_analyzes_open_documents_again(
    started: LanguageClient, tmp_path: Path
) -> None:
    (tmp_path / ".git").mkdir()
    await started.initialize_session(initialize_params("neovim", tmp_path, {}))
    uri = open_document(started, tmp_path / "ops.py", OPS)
    await wait_until(started, lambda: bool(published_for(started, uri)))
    assert _codes(started, uri) == []

    started.set_configuration({"scriptDecorators": SETTING}, section="onnxscribe")
    started.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"onnxscribe": {"scriptDecorators": SETTING}})
    )
    await wait_until(started, lambda: _codes(started, uri) == [("OXS304", 13)])


async def test_pyproject_table_applies_without_a_setting(
    started: LanguageClient, tmp_path: Path
) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "pyproject.toml").write_text(
        '[tool.onnxscribe]\nscript-decorators = ["ops.register"]\n'
    )
    await started.initialize_session(initialize_params("visual-studio-code", tmp_path, {}))
    uri = open_document(started, tmp_path / "ops.py", OPS)
    # without ``unless``, the trace-only function is a script function too
    await wait_until(started, lambda: _codes(started, uri) == [("OXS304", 13), ("OXS304", 18)])


async def test_a_bad_setting_is_logged_and_ignored(started: LanguageClient, tmp_path: Path) -> None:
    await started.initialize_session(
        initialize_params("visual-studio-code", tmp_path, {"scriptDecorators": "ops.register"})
    )
    await wait_until(
        started,
        lambda: any("scriptDecorators: expected a list" in m.message for m in started.log_messages),
    )
