"""Hostile workspaces and documents through a raw client over the server's stdio: FIFOs where
Python files should be, huge documents, and documents the editor never opened. Each request is
answered, and the server keeps serving (alive, answering, nothing run)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from lsp.raw_client import RawClient
from protocol_support import (
    ANSWER_SECONDS,
    assert_serving,
    diagnostics,
    hover,
    open_document,
    payload,
    serving,
    shown_errors,
)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX"),
]

HELPER = "def helper(x):\n    return x\n"
USER = "from x import helper\nfrom a import helper as again\n\nvalue = helper(1)\n"


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("fifos")
    os.mkfifo(root / "x.py")  # read by jedi (an import) and by the symbol walk
    os.mkfifo(root / "unopened.py")
    (root / "a.py").write_text(HELPER, encoding="utf-8")
    (root / "user.py").write_text(USER, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def server(root: Path) -> Iterator[tuple[RawClient, str]]:
    client, uri = serving(root)
    yield client, uri
    client.close()


def _at(client: RawClient, method: str, uri: str, line: int, character: int, **extra: object):
    params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
    return client.response(client.request(method, {**params, **extra}), ANSWER_SECONDS)


def test_hover_on_an_unopened_fifo(server: tuple[RawClient, str], root: Path) -> None:
    client, uri = server
    assert hover(client, (root / "unopened.py").as_uri(), 0, 0)["result"] is None
    assert_serving(client, uri, root)


def test_workspace_symbols_skip_a_fifo(server: tuple[RawClient, str], root: Path) -> None:
    client, uri = server
    answer = client.response(client.request("workspace/symbol", {"query": "helper"}))
    assert [Path(s["location"]["uri"]).name for s in answer["result"]] == ["a.py"]
    assert_serving(client, uri, root)


def test_navigation_with_a_fifo_named_like_a_module(
    server: tuple[RawClient, str], root: Path
) -> None:
    client, uri = server
    user = open_document(client, root / "user.py", USER, write=False)
    definition = _at(client, "textDocument/definition", user, 3, 9)
    assert "result" in definition
    references = _at(
        client, "textDocument/references", user, 3, 1, context={"includeDeclaration": True}
    )
    assert [r["range"]["start"]["line"] for r in references["result"]] == [3]
    rename = _at(client, "textDocument/rename", user, 3, 1, newName="renamed")
    assert len(rename["result"]["changes"][user]) == 1
    again = _at(client, "textDocument/definition", user, 1, 26)
    assert [Path(d["uri"]).name for d in again["result"]] == ["a.py"]
    assert_serving(client, uri, root)


def test_changes_and_saves_of_a_never_opened_document(
    server: tuple[RawClient, str], root: Path
) -> None:
    client, uri = server
    never = (root / "never.py").as_uri()
    client.notify(
        "textDocument/didChange",
        {
            "textDocument": {"uri": never, "version": 2},
            "contentChanges": [{"text": payload(root)}],
        },
    )
    client.notify("textDocument/didSave", {"textDocument": {"uri": never}})
    client.notify("textDocument/didSave", {"textDocument": {"uri": (root / "x.py").as_uri()}})
    assert_serving(client, uri, root)
    assert shown_errors(client) == []


def test_a_fifo_opened_by_name_is_analyzed_from_the_editors_text(
    server: tuple[RawClient, str], root: Path
) -> None:
    client, uri = server
    fifo = (root / "x.py").as_uri()
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": fifo, "languageId": "python", "version": 1, "text": HELPER}},
    )
    assert diagnostics(client, fifo, 1) == []
    client.notify("textDocument/didClose", {"textDocument": {"uri": fifo}})
    assert_serving(client, uri, root)
