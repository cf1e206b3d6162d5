"""What the server offers an editor, as plain data (the JSON of the protocol's options).

``early`` answers ``initialize`` from these values before the protocol libraries load, and
``server`` registers its features with the same values; a capability is added here once.
The values are shared: read them, never change them.
"""

from __future__ import annotations

from typing import Any

COMPLETION: dict[str, Any] = {"triggerCharacters": [".", "(", ","], "resolveProvider": True}
SIGNATURE_HELP: dict[str, Any] = {"triggerCharacters": ["(", ","], "retriggerCharacters": [")"]}
CODE_ACTION: dict[str, Any] = {"codeActionKinds": ["quickfix", "refactor.rewrite"]}
INLAY_HINT: dict[str, Any] = {"resolveProvider": False}
CODE_LENS: dict[str, Any] = {"resolveProvider": False}
DIAGNOSTIC: dict[str, Any] = {"interFileDependencies": False, "workspaceDiagnostics": False}
"""Offered only to clients that pull diagnostics (``pull_diagnostics``)."""
SHOW_ONNX = "onnxscribe.showOnnx"
EXPORT_MODEL = "onnxscribe.exportModel"
SHOW_GRAPH = "onnxscribe.showGraph"
ANALYSIS_COMMANDS = (SHOW_ONNX, EXPORT_MODEL, SHOW_GRAPH)
"""The commands that run in the analysis process (``commands``, which the server process never
imports: it loads the IR)."""
SCRIPT_FUNCTIONS = "onnxscribe.scriptFunctions"
"""``[uri]``: the document's script functions (``code_lens.script_functions``), once it is
analyzed."""
SHOW_PROFILE = "onnxscribe.showProfile"
CLEAR_PROFILE = "onnxscribe.clearProfile"
SHOW_LINE = "onnxscribe.showProfiledLine"
"""A cost lens's command, ``[uri, line]``: the server shows the line's nodes as a message (so
running the lens does something in every client, Neovim's ``codelens.run()`` included)."""
PROFILE_COMMANDS = (SHOW_PROFILE, SHOW_LINE, CLEAR_PROFILE)
"""The profile view's commands (``profile_view``)."""
COMMANDS = (*ANALYSIS_COMMANDS, SCRIPT_FUNCTIONS, *PROFILE_COMMANDS)
"""In the order the server registers their handlers. The names are here, not in the modules
that handle them: ``early`` answers ``initialize`` without loading those."""


def pull_diagnostics(client: dict[str, Any]) -> bool:
    """Whether a client with these capabilities (JSON) is offered pulled diagnostics: only when
    it can also be told to refresh them. Without refresh the server could not tell a pulling
    client that a save produced new diagnostics, so such clients (Neovim 0.11, for one) get
    pushed diagnostics instead."""
    return json_get(client, "textDocument.diagnostic") is not None and bool(
        json_get(client, "workspace.diagnostics.refreshSupport")
    )


def json_get(data: Any, path: str) -> Any:
    """The value at a dotted path of JSON objects (None where one is missing)."""
    for key in path.split("."):
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data
