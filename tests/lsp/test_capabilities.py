"""One table of what the server offers: the early answer and the server's registrations read it."""

from __future__ import annotations

from typing import Any

import pytest
from lsprotocol import types
from lsprotocol.converters import get_converter
from onnxscribe.lsp import capabilities, early, to_lsp
from onnxscribe.lsp.server import server

CONVERTER = get_converter()
PULL = {"textDocument": {"diagnostic": {}}, "workspace": {"diagnostics": {"refreshSupport": True}}}
REGISTERED = {
    types.TEXT_DOCUMENT_COMPLETION: ("completionProvider", capabilities.COMPLETION),
    types.TEXT_DOCUMENT_SIGNATURE_HELP: ("signatureHelpProvider", capabilities.SIGNATURE_HELP),
    types.TEXT_DOCUMENT_CODE_ACTION: ("codeActionProvider", capabilities.CODE_ACTION),
    types.TEXT_DOCUMENT_INLAY_HINT: ("inlayHintProvider", capabilities.INLAY_HINT),
    types.TEXT_DOCUMENT_CODE_LENS: ("codeLensProvider", capabilities.CODE_LENS),
}


@pytest.mark.parametrize("method", list(REGISTERED))
def test_the_server_registers_the_options_of_the_table(method: str) -> None:
    registered = server.protocol.fm.feature_options[method]
    assert CONVERTER.unstructure(registered) == REGISTERED[method][1]


@pytest.mark.parametrize("method", list(REGISTERED))
def test_the_early_answer_offers_the_options_of_the_table(method: str) -> None:
    name, table = REGISTERED[method]
    assert early.initialize_result({})["capabilities"][name] == table


def test_the_commands_of_the_table_are_the_ones_the_server_handles() -> None:
    assert list(server.protocol.fm.commands) == list(capabilities.COMMANDS)
    answer = early.initialize_result({})["capabilities"]["executeCommandProvider"]
    assert answer == {"commands": list(capabilities.COMMANDS)}


@pytest.mark.parametrize(
    ("client", "pulls"),
    [
        (PULL, True),
        ({"textDocument": {"diagnostic": {}}}, False),
        ({"workspace": {"diagnostics": {"refreshSupport": True}}}, False),
        ({}, False),
    ],
)
def test_pulled_diagnostics_are_offered_by_one_rule(client: dict[str, Any], pulls: bool) -> None:
    assert capabilities.pull_diagnostics(client) is pulls
    answer = early.initialize_result(client)["capabilities"]
    assert answer.get("diagnosticProvider") == (capabilities.DIAGNOSTIC if pulls else None)
    structured = CONVERTER.structure(client, types.ClientCapabilities)
    assert capabilities.pull_diagnostics(to_lsp.client_json(structured)) is pulls


def test_the_early_answer_does_not_share_the_table() -> None:
    answer = early.initialize_result(PULL)["capabilities"]
    answer["completionProvider"]["triggerCharacters"].append("x")
    assert capabilities.COMPLETION["triggerCharacters"] == [".", "(", ","]
