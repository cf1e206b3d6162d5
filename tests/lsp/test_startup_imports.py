"""The path to the first diagnostics loads no onnx: the server's start-up, the analysis process's
warm-up and its first analysis of an ordinary file import neither onnx nor what onnx loads
(protobuf, ml_dtypes); onnx loads where a model is built. The diagnostics are those of the
normal path (where onnx is loaded). The server's own process answers ``initialize`` and publishes
the first diagnostics without numpy either (the analysis process loads it)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from onnxscribe.lsp import analysis_process, entry, worker
from raw_client import RawClient

ORDINARY = """\
import math
from onnxscribe import script, opset18 as op, FLOAT, INT64

SCALE = math.sqrt(2.0)


@script()
def layer(X: FLOAT["N", 64], W: FLOAT[64, 64], B: FLOAT[64]) -> FLOAT["N", 64]:
    Y = op.MatMul(X, W) + B
    Z = op.Relu(Y) * SCALE
    M = op.ReduceMean(Z, [1], keepdims=1)
    C = op.Cast(Z - M, to=INT64.dtype)
    return op.Where(C > 0, Z, X * 0.5)


@script()
def broken(X: FLOAT["N"], K: INT64["N"]) -> FLOAT["N"]:
    S = op.Add(X, K)
    return op.Nope(S)
"""

PROBE = """
import json, sys
import onnxscribe.cli, onnxscribe.lsp.entry, onnxscribe.lsp.early
from onnxscribe.lsp import analysis_process, worker
analysis_process.warm_up()
uri, path, text = sys.argv[1:4]
found = []
analysis_process.handle_analyze(
    worker.AnalyzeRequest(uri, path, text, primer=True), found.append
)
print(json.dumps({
    "loaded": [m for m in ("onnx", "google.protobuf", "ml_dtypes") if m in sys.modules],
    "diagnostics": [[d.code, d.message, str(d.span)] for d in found[0].diagnostics],
}))
"""


def _analyzed(program: str, model: Path, *arguments: str) -> Any:
    """What ``program`` prints (one JSON value), run in a new process on ``model``, which holds
    ``ORDINARY``: its URI, path and text are its first arguments."""
    done = subprocess.run(
        [sys.executable, "-c", program, model.as_uri(), str(model), ORDINARY, *arguments],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def test_the_first_analysis_loads_no_onnx(tmp_path: Path) -> None:
    model = tmp_path / "model.py"
    model.write_text(ORDINARY, encoding="utf-8")
    found = _analyzed(PROBE, model)
    assert found["loaded"] == []
    import onnx  # noqa: F401  # the normal path: onnx loaded (as by a model built before)

    normal = analysis_process.handle_analyze(
        worker.AnalyzeRequest(model.as_uri(), str(model), ORDINARY)
    )
    assert normal is not None
    expected = [[d.code, d.message, str(d.span)] for d in normal.diagnostics]
    assert found["diagnostics"] == expected
    assert [code for code, _, _ in expected] == ["OXS402", "OXS301"]


AT_THE_ANSWER = """
import json, sys
import onnxscribe.cli, onnxscribe.lsp.entry
from onnxscribe.lsp import analysis_process, worker
watched = sys.argv[4:]
analysis_process.warm_up()
uri, path, text = sys.argv[1:4]
answered = []
analysis_process.handle_analyze(
    worker.AnalyzeRequest(uri, path, text, primer=True),
    lambda data: answered.append([m for m in watched if m in sys.modules]),
)
print(json.dumps({"answered": answered, "after": [m for m in watched if m in sys.modules]}))
"""

HOVER_ONLY = ["onnxscribe.core.opdocs", "onnxscribe.lsp.ops", "onnxscribe.lsp.textual"]
"""What only the data after the diagnostics (hover texts) needs."""
NOT_FOR_ANALYSIS = ["onnxscribe.eager.function_call", "onnxscribe.eager.tensor"]
"""What ``values`` uses to run a function eagerly, never to analyze."""


def test_the_first_diagnostics_wait_for_no_hover_text_or_evaluator(tmp_path: Path) -> None:
    """The warm-up and the first analysis load neither the operators' documentation before the
    diagnostics are answered (it loads after them, for the hovers) nor eager evaluation (not
    even after)."""
    model = tmp_path / "model.py"
    model.write_text(ORDINARY, encoding="utf-8")
    watched = HOVER_ONLY + NOT_FOR_ANALYSIS
    found = _analyzed(AT_THE_ANSWER, model, *watched)
    assert found["answered"] == [[]]
    assert found["after"] == HOVER_ONLY


def test_the_server_process_loads_no_onnx() -> None:
    code = (
        "import sys, onnxscribe.cli, onnxscribe.lsp.entry, onnxscribe.lsp.server; "
        "print([m for m in ('onnx', 'google.protobuf', 'ml_dtypes') if m in sys.modules])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


START_UP = """
import io, json, sys
import onnxscribe.cli, onnxscribe.lsp.__main__
from onnxscribe.lsp import early
from onnxscribe.lsp.spawn import spawn

prestarted = spawn(fork_closing=())  # as the server starts it: forked
out = io.BytesIO()
started = early.answer_initialize(sys.stdin.buffer, out)
loading = early.Loading("json", wait=600)  # (the server's own modules load after this)
started = early.first_diagnostics(sys.stdin.buffer, out, started, prestarted, loading)
loading.release("the start-up phase is over")
from onnxscribe.core.patterns import LazyPattern

print(json.dumps({
    "loaded": [m for m in ("numpy", "onnx", "google.protobuf") if m in sys.modules],
    "features": [m for m in sys.argv[1:] if m in sys.modules],
    "patterns": {
        f"{name}.{attribute}": value._compiled is not None
        for name, module in list(sys.modules.items())
        if name.startswith("onnxscribe")
        for attribute, value in list(vars(module).items())
        if isinstance(value, LazyPattern)
    },
    "published": {
        uri: [d["code"] for d in diagnostics] for uri, (_, diagnostics) in started.published.items()
    },
}))
"""


def _frame(message: object) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_the_server_process_loads_no_numpy_before_the_first_diagnostics(tmp_path: Path) -> None:
    """The server's own process answers ``initialize`` and publishes the first diagnostics (which
    the analysis process computes, with numpy) without loading numpy: it loads with the server."""
    model = tmp_path / "model.py"
    model.write_text(ORDINARY, encoding="utf-8")
    document = {"uri": model.as_uri(), "languageId": "python", "version": 1, "text": ORDINARY}
    params = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}}
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": document}},
    ]
    server = subprocess.Popen(
        [sys.executable, "-c", START_UP, *LATER_FEATURES],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert server.stdin is not None and server.stdout is not None
    try:
        # The input stays open, as an editor's does (its end would end the start-up phase).
        server.stdin.write(b"".join(_frame(message) for message in messages))
        server.stdin.flush()
        found = json.loads(server.stdout.readline())
    finally:
        server.stdin.close()
        server.wait(60)
    assert found["published"] == {model.as_uri(): ["OXS402", "OXS301"]}
    assert found["loaded"] == []
    # The answer to `initialize` names every command without loading the modules that handle
    # them (see `capabilities`).
    assert found["features"] == []
    # Patterns for broken frames, for paths in an environment's lib folder and for the names of
    # a project's decorators: compiled where first used, not while the server starts.
    assert {
        "onnxscribe.lsp.framing._ID",
        "onnxscribe.lsp.framing._NEXT_HEADER",
        "onnxscribe.lsp.environments._VERSIONED",
        "onnxscribe.core.project_settings._PATH",
    } <= set(found["patterns"])
    assert not any(found["patterns"].values())


LATER_FEATURES = ["onnxscribe.lsp.profile_view", "onnxscribe.lsp.code_lens"]
"""Features of the loaded server: the start-up phase names their commands only."""


AT_THE_ANSWER_PATTERNS = """
import json, sys
import onnxscribe.cli, onnxscribe.lsp.entry
from onnxscribe.core.patterns import LazyPattern
from onnxscribe.lsp import analysis_process, worker


def patterns():
    return {
        f"{name}.{attribute}": value
        for name, module in list(sys.modules.items())
        if name.startswith("onnxscribe")
        for attribute, value in list(vars(module).items())
        if isinstance(value, LazyPattern)
    }


analysis_process.warm_up()
uri, path, text = sys.argv[1:4]
answered = []
analysis_process.handle_analyze(
    worker.AnalyzeRequest(uri, path, text, primer=True),
    lambda data: answered.append(
        [name for name, pattern in patterns().items() if pattern._compiled is not None]
    ),
)
print(json.dumps({"answered": answered, "loaded": sorted(patterns())}))
"""


def test_the_first_diagnostics_compile_no_pattern_they_do_not_use(tmp_path: Path) -> None:
    """The patterns of the modules on the way to the first diagnostics that this way does not
    use (notebooks, onnx's and onnxruntime's messages, quick fixes, files read from disk) are
    compiled on their first use: none is when the diagnostics are answered."""
    model = tmp_path / "model.py"
    model.write_text(ORDINARY, encoding="utf-8")
    found = _analyzed(AT_THE_ANSWER_PATTERNS, model)
    assert found["answered"] == [[]]
    assert {
        "onnxscribe.frontend.notebook_cells._CELL_NUMBER",
        "onnxscribe.check.onnx_inference._PREFIX",
        "onnxscribe.core.runtime._MAX_IR",
        "onnxscribe.lower.opset_fixes._IMPORT",
    } <= set(found["loaded"])


IMPORTED_COLLECTING = """
import gc, json, sys

collecting = []


class Watch:
    def find_spec(self, name, path=None, target=None):
        if gc.isenabled():
            collecting.append(name)
        return None


sys.meta_path.insert(0, Watch())
import onnxscribe.lsp.entry
print(json.dumps({"imported collecting": collecting, "collecting after": gc.isenabled()}))
"""


def test_the_server_s_modules_load_without_the_collector() -> None:
    """What the server's start imports (and its analysis process, forked from it, keeps) lives
    as long as the process: it loads with the cyclic collector off, which scans nothing of it
    meanwhile, and is on again after."""
    done = subprocess.run(
        [sys.executable, "-c", IMPORTED_COLLECTING], capture_output=True, text=True, check=True
    )
    found = json.loads(done.stdout)
    assert found["collecting after"] is True
    # (only the packages whose first lines turn it off, and what those lines import)
    assert [m for m in found["imported collecting"] if m != "__future__"] == [
        "onnxscribe",
        "onnxscribe.lsp",
        "onnxscribe.lsp.entry",
    ]


def test_the_server_started_as_editors_start_it_loads_no_argparse(tmp_path: Path) -> None:
    """``python -m onnxscribe.lsp --log-level INFO`` (as the VS Code extension and the Neovim
    configuration start it) reads its options without argparse up to its first diagnostics;
    other command lines are argparse's (``test_plain_arguments_read_as_argparse_reads_them``)."""
    model = tmp_path / "model.py"
    model.write_text(ORDINARY, encoding="utf-8")
    log = tmp_path / "server.log"
    client = RawClient(log, env={"PYTHONPROFILEIMPORTTIME": "1"})
    try:
        client.initialize(tmp_path)
        document = {"uri": model.as_uri(), "languageId": "python", "version": 1, "text": ORDINARY}
        client.notify("textDocument/didOpen", {"textDocument": document})
        while client.messages.get(timeout=60).get("method") != "textDocument/publishDiagnostics":
            pass
    finally:
        client.close()
    started = log.read_text(encoding="utf-8").split("start-up: published the diagnostics")[0]
    imported = [line.rsplit("|", 1)[1].strip() for line in started.splitlines() if "|" in line]
    assert "onnxscribe.lsp.early" in imported  # (the import times are in the log)
    assert "argparse" not in imported


@pytest.mark.parametrize(
    ("argv", "plainly"),
    [
        ([], True),
        (["--log-level", "INFO"], True),
        (["--log-level=DEBUG", "--log-file", "server.log"], True),
        (["--log-file=server.log", "--log-level", "ERROR", "--log-level", "WARNING"], True),
        (["--log-level", "info"], False),
        (["--log-level"], False),
        (["--log-l", "INFO"], False),
        (["--log-file", "-v"], False),
        (["--log-file="], False),
        (["--help"], False),
        (["model.py"], False),
    ],
)
def test_plain_arguments_read_as_argparse_reads_them(argv: list[str], plainly: bool) -> None:
    """What ``entry.plain_arguments`` reads, argparse reads the same way; the rest it leaves
    to argparse (None), which reads it or says what is wrong."""
    plain = entry.plain_arguments(argv)
    assert (plain is not None) == plainly
    if plain is None:
        return
    parser = argparse.ArgumentParser()
    entry.add_arguments(parser)
    parsed = parser.parse_args(argv)
    assert plain == (parsed.log_level, parsed.log_file)
