"""Hostile documents through a raw client over the server's stdio: line breaks only Python and the
LSP know as such, a BOM, huge messages, header text inside a document, a heavy code action, a
broken ``[tool.onnxscribe]`` table. Each gets its answer, and the server keeps serving."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hostile_support import HANG, check_json
from lsp.raw_client import RawClient
from protocol_support import (
    ANSWER_SECONDS,
    TEXT,
    assert_serving,
    diagnostics,
    hover,
    open_document,
    payload,
    serving,
)

pytestmark = pytest.mark.slow

UNKNOWN_OP = TEXT.replace("op.Abs(X)", "op.Nope(X)")


@pytest.fixture(scope="module")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("documents")


@pytest.fixture(scope="module")
def server(root: Path) -> Iterator[tuple[RawClient, str]]:
    client, uri = serving(root, {"maxFileSize": 20})
    yield client, uri
    client.close()


def _codes(found: list[dict[str, object]]) -> list[object]:
    return [d.get("code") for d in found]


@pytest.mark.parametrize(
    "separator", ["\f", "\v", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
)
def test_an_edit_below_a_character_that_is_no_line_break(
    server: tuple[RawClient, str], root: Path, separator: str
) -> None:
    client, uri = server
    text = f"s = 'a{separator}b'\nz = 2\n"
    name = f"separator_{ord(separator):x}.py"
    document = open_document(client, root / name, text)
    assert diagnostics(client, document, 1) == []
    edit = {
        "range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 5}},
        "text": "w = 3",
    }
    client.notify(
        "textDocument/didChange",
        {"textDocument": {"uri": document, "version": 2}, "contentChanges": [edit]},
    )
    # The server's copy is the editor's "s = 'a<separator>b'\nw = 3\n": no syntax error.
    assert diagnostics(client, document, 2) == []
    assert_serving(client, uri, root)


def test_a_bom_is_read_as_check_reads_it(server: tuple[RawClient, str], root: Path) -> None:
    client, uri = server
    path = root / "bom.py"
    path.write_bytes(b"\xef\xbb\xbf" + UNKNOWN_OP.encode())
    _status, report = check_json(str(path))
    checked = [(d["code"], d["line"]) for d in report["diagnostics"]]
    document = open_document(client, path, "\ufeff" + UNKNOWN_OP, write=False)
    published = diagnostics(client, document, 1)
    plain = open_document(client, root / "plain.py", UNKNOWN_OP)
    assert checked == [("OXS301", 5)]
    assert [(d["code"], d["range"]["start"]["line"] + 1) for d in published] == checked
    assert [d["range"] for d in published] == [d["range"] for d in diagnostics(client, plain)]
    assert_serving(client, uri, root)


def test_a_document_of_fifty_megabytes(server: tuple[RawClient, str], root: Path) -> None:
    client, uri = server
    document = open_document(client, root / "huge.py", "# " + "x" * 50_000_000 + "\n")
    assert _codes(diagnostics(client, document, 1)) == ["OXS701"]
    client.notify("textDocument/didClose", {"textDocument": {"uri": document}})
    assert_serving(client, uri, root)


def test_a_megabyte_of_header_text_in_a_document(server: tuple[RawClient, str], root: Path) -> None:
    client, uri = server
    text = "".join(f'"Content-Length: {n}"\r\n' for n in range(50_000))
    document = open_document(client, root / "headers.py", text)
    assert diagnostics(client, document, 1) == []
    client.notify("textDocument/didClose", {"textDocument": {"uri": document}})
    assert_serving(client, uri, root)


def test_a_code_action_in_a_large_file_then_a_hover(
    server: tuple[RawClient, str], root: Path
) -> None:
    client, uri = server
    function = TEXT.replace("opset18", "opset18").replace("op.Abs(X)", "op.Add(X, 1)")
    filler = "".join(f"value_{n} = [{n}, {n + 1}, {n + 2}]\n" for n in range(60_000))
    text = function + filler
    document = open_document(client, root / "large.py", text)
    at = {"start": {"line": 4, "character": 22}, "end": {"line": 4, "character": 22}}
    actions = client.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": document}, "range": at, "context": {"diagnostics": []}},
    )
    after = hover(client, document, 4, 15)
    titles = [a["title"] for a in client.response(actions, ANSWER_SECONDS)["result"]]
    assert titles == ["Wrap 1 in op.CastLike(1, X)"]
    assert "Add(" in after["result"]["contents"]["value"]
    client.notify("textDocument/didClose", {"textDocument": {"uri": document}})
    assert_serving(client, uri, root)


def test_a_broken_tool_table_is_a_diagnostic_on_pyproject(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    pyproject = project / "pyproject.toml"
    pyproject.write_text(
        f'[project]\nname = "x"\n\n[tool.onnxscribe]\nscript-decorators = 5\n"{payload(tmp_path)}" = 1\n',
        encoding="utf-8",
    )
    (project / "model.py").write_text(TEXT, encoding="utf-8")
    cli = subprocess.run(
        [sys.executable, "-m", "onnxscribe", "check", str(project / "model.py")],
        capture_output=True,
        text=True,
        timeout=HANG,
    )
    reported = [
        line.removeprefix(f"onnxscribe check: {pyproject}: ") for line in cli.stderr.splitlines()
    ]
    client, uri = serving(tmp_path)
    try:
        document = open_document(client, project / "model.py", TEXT, write=False)
        assert diagnostics(client, document, 1) == []
        found = diagnostics(client, pyproject.as_uri())
        assert sorted(d["message"] for d in found) == sorted(reported)
        assert len(found) == 2
        assert {d["range"]["start"]["line"] for d in found} == {3}
        assert {d["severity"] for d in found} == {1}
        pyproject.write_text('[tool.onnxscribe]\nscript-decorators = ["a.b"]\n', encoding="utf-8")
        client.notify("textDocument/didSave", {"textDocument": {"uri": document}})
        assert diagnostics(client, pyproject.as_uri()) == []
        assert_serving(client, uri, tmp_path)
    finally:
        client.close()


def test_not_valid_toml_is_placed_at_its_line(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.onnxscribe]\nignore = [\n", encoding="utf-8")
    client, uri = serving(tmp_path)
    try:
        (found,) = diagnostics(client, (tmp_path / "pyproject.toml").as_uri())
        assert found["message"].startswith("not valid TOML")
        assert found["range"]["start"]["line"] == 2
        assert_serving(client, uri, tmp_path)
    finally:
        client.close()
