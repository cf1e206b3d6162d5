"""The language server: save-to-diagnostics latency, start-up, hover under load, memory,
incremental analysis.

Every figure is compared with a baseline measured in the same run: the in-process ``analyze`` of
the same file (what the server cannot avoid doing without a cache), and an idle server for hover.
Targets: p95 of didSave -> publishDiagnostics under 150 ms, first diagnostics on a 700-line file
within 1 s of the editor starting (pygls client and headless Neovim) and within 0.5 s of opening
it in Neovim configured as docs/editors.md says, VS Code's figure (recorded by the code-server
suite) within 1 s, hover under 200 ms during a
slow analysis, memory flat across 1,000 edits, a one-line edit in a 10,000-line file re-analyzed
within 150 ms of the debounce, and memory back to its starting level after documents close.

``python -m benchmarks.lsp processor``: the processor time the server and its analysis process
spend up to the first diagnostics of VS Code's fixture (no target: the figure that wall-clock
figures on a loaded machine follow).
"""

from __future__ import annotations

import asyncio
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.client import LanguageClient

from benchmarks._common import (
    Timing,
    check_target,
    compile_package,
    format_seconds,
    measure,
    report,
)

SERVER = [sys.executable, "-m", "onnxscribe.lsp", "--log-level", "INFO"]
"""At INFO the server logs each analysis' own duration, which separates its overhead from
the analysis time."""
SAVES = 20
EDITS = 1000
PAUSE = 0.5
"""Seconds between two saves, as when a user edits: the worker finishes sending the previous
analysis (for hover and inlay hints) meanwhile."""


def script_file(lines: int = 700) -> str:
    """A realistic script file of about ``lines`` lines: many small functions and a few long ones."""
    parts = ["import math", "from onnxscribe import script, opset18 as op, FLOAT, INT64", ""]
    index = 0
    while sum(p.count("\n") + 1 for p in parts) < lines - 12:
        parts += [
            "",
            "@script()",
            f'def block{index}(X: FLOAT["N", 64], W: FLOAT[64, 64], B: FLOAT[64]) -> FLOAT["N", 64]:',
            f'    """Layer {index}."""',
            "    Y = op.MatMul(X, W) + B",
            "    Z = op.Relu(Y)",
            "    S = op.Sigmoid(Z) * 0.5 + 1.0",
            "    G = op.Gelu(S) if False else op.Tanh(S)",
            "    M = op.ReduceMean(G, [1], keepdims=1)",
            "    C = G - M",
            "    return op.Where(C > 0.0, C, X)",
        ]
        index += 1
    return "\n".join(parts) + "\n"


class Client(LanguageClient):
    def __init__(self) -> None:
        super().__init__("onnxscribe-benchmark", "1")
        self.published: dict[tuple[str, int | None], float] = {}
        self.waiters: dict[tuple[str, int | None], asyncio.Future[float]] = {}
        self.logs: list[str] = []
        self.drain: asyncio.Future[None] | None = None

        @self.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams) -> None:
            key = (params.uri, params.version)
            now = time.perf_counter()
            self.published[key] = now
            waiter = self.waiters.pop(key, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(now)

        @self.feature(types.WINDOW_LOG_MESSAGE)
        def logged(params: types.LogMessageParams) -> None:
            self.logs.append(params.message)

        @self.feature(types.WINDOW_SHOW_MESSAGE)
        def shown(params: types.ShowMessageParams) -> None:
            self.logs.append(params.message)

    def wait_for(self, uri: str, version: int) -> asyncio.Future[float]:
        future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        if (uri, version) in self.published:
            future.set_result(self.published[(uri, version)])
        else:
            self.waiters[(uri, version)] = future
        return future

    def analysis_ms(self, uri: str, version: int) -> float | None:
        """The analysis time the server logged for one version of a document."""
        pattern = re.compile(rf"analyzed {re.escape(uri)} version {version} in ([\d.]+) ms")
        for message in self.logs:
            found = pattern.search(message)
            if found:
                return float(found.group(1))
        return None

    def worker_pid(self) -> int | None:
        """The analysis process started last."""
        found = None
        for message in self.logs:
            started = re.search(r"analysis process started \(pid (\d+)\)", message)
            if started:
                found = int(started.group(1))
        return found


async def start(root: Path, options: dict[str, Any], env: dict[str, str] | None = None) -> Client:
    client = Client()
    await client.start_io(*SERVER, env={**os.environ, **(env or {})})
    client.drain = asyncio.ensure_future(_drain_stderr(client))
    await client.initialize_async(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            process_id=os.getpid(),
            root_uri=root.as_uri(),
            initialization_options=options,
        )
    )
    client.initialized(types.InitializedParams())
    return client


async def _drain_stderr(client: Client) -> None:
    """Read the server's log (an unread pipe would eventually block the server)."""
    server = client._server
    if server is None or server.stderr is None:
        return
    while await server.stderr.readline():
        pass


async def stop(client: Client) -> None:
    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.sleep(0.1)
    await client.stop()


def open_document(client: Client, path: Path, text: str) -> str:
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="python", version=1, text=text
            )
        )
    )
    return uri


def change(client: Client, uri: str, version: int, text: str) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def rss_bytes(pid: int | None) -> int | None:
    if pid is None:
        return None
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    found = re.search(r"VmRSS:\s+(\d+) kB", status)
    return int(found.group(1)) * 1024 if found else None


async def first_diagnostics(root: Path, text: str, runs: int = 5) -> Timing:
    samples = []
    for run in range(runs):
        started = time.perf_counter()
        client = await start(root, {"delay": 0})
        uri = open_document(client, root / f"first{run}.py", text)
        await asyncio.wait_for(client.wait_for(uri, 1), 60)
        samples.append(time.perf_counter() - started)
        await stop(client)
    return Timing("start -> first diagnostics", tuple(samples))


async def initialize_latency(root: Path, runs: int = 5) -> Timing:
    """Process start -> the answer to ``initialize``."""
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        client = await start(root, {"delay": 0})
        samples.append(time.perf_counter() - started)
        await stop(client)
    return Timing("start -> initialize answered", tuple(samples))


NEOVIM_DRIVER = r"""
vim.lsp.config('onnxscribe', {
  cmd = SERVER,
  filetypes = { 'python' },
  root_markers = { 'pyproject.toml' },
  init_options = { delay = 0 },
})
vim.lsp.enable('onnxscribe')
vim.cmd.edit(FILE)
vim.wait(60000, function() return #vim.diagnostic.get(0) > 0 end, 5)
vim.fn.writefile({ tostring(#vim.diagnostic.get(0)) }, OUTPUT)
vim.cmd('qall!')
"""


DOCS_NEOVIM_DRIVER = r"""
vim.g.loaded_python3_provider = 0
local opened = vim.uv.hrtime()
vim.cmd.edit(FILE)
vim.wait(60000, function() return #vim.diagnostic.get(0) > 0 end, 5)
local seconds = (vim.uv.hrtime() - opened) / 1e9
vim.fn.writefile({ tostring(#vim.diagnostic.get(0)), tostring(seconds) }, OUTPUT)
vim.cmd('qall!')
"""
"""After the configuration of docs/editors.md (its snippet, and the line it advises against the
Python provider probe): the file opened -> its first diagnostics, timed inside Neovim."""


def docs_neovim_config() -> str:
    """The ``vim.lsp.config`` snippet of docs/editors.md, as a user copies it."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "editors.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- neovim-config-begin -->\s*```lua\n(.*?)```", text, re.S)
    if found is None:
        raise RuntimeError("docs/editors.md lost its Neovim snippet")
    return found.group(1)


def neovim_after_open(root: Path, text: str, runs: int = 5) -> tuple[Timing, Timing] | None:
    """Neovim configured as docs/editors.md says: (started -> first diagnostics, file opened ->
    first diagnostics), the second measured by Neovim itself."""
    import json
    import shutil
    import subprocess

    nvim = shutil.which("nvim", path=str(Path(sys.executable).parent)) or shutil.which("nvim")
    if nvim is None:
        return None
    project = root / "neovim-docs"
    project.mkdir(exist_ok=True)
    (project / "pyproject.toml").write_text("[project]\nname = 'bench'\n", encoding="utf-8")
    environment = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "XDG_CONFIG_HOME": str(project / "config"),
        "XDG_STATE_HOME": str(project / "state"),
    }
    started_samples, opened_samples = [], []
    load_before = _load()
    for run in range(runs):
        model = project / f"model{run}.py"
        broken = '\n@script()\ndef broken(X: FLOAT["N"]):\n    return op.Nope(X)\n'
        model.write_text(text + broken, encoding="utf-8")
        output = project / f"result{run}.txt"
        script = project / f"drive{run}.lua"
        script.write_text(
            docs_neovim_config()
            + f"FILE = {json.dumps(str(model))}\nOUTPUT = {json.dumps(str(output))}\n"
            + DOCS_NEOVIM_DRIVER,
            encoding="utf-8",
        )
        started = time.perf_counter()
        process = subprocess.Popen(
            [nvim, "--headless", "--clean", "-c", f"luafile {script}"],
            cwd=project,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=environment,
        )
        while not output.exists() and process.poll() is None:
            time.sleep(0.005)
        started_samples.append(time.perf_counter() - started)
        process.wait(60)
        _wait_until_no_process_works_in(project)
        lines = output.read_text().split() if output.exists() else []
        if len(lines) != 2 or lines[0] == "0":
            print("  Neovim (docs configuration) showed no diagnostics; its figure is left out")
            return None
        opened_samples.append(float(lines[1]))
    # The figure is mostly waiting for a processor when the machine is busy: say how busy it was.
    print(
        f"  Neovim as docs/editors.md: load average {load_before} before, {_load()} after"
        f" ({os.cpu_count()} processors)"
    )
    return (
        Timing("Neovim as docs/editors.md, start -> first diagnostics", tuple(started_samples)),
        Timing(
            "Neovim as docs/editors.md, file opened -> first diagnostics", tuple(opened_samples)
        ),
    )


def _wait_until_no_process_works_in(folder: Path, timeout: float = 20.0) -> None:
    """Wait for the language server of the run before, and its analysis process, to end (they
    work in the project's folder, where Neovim started them): after the first diagnostics they
    go on loading and analyzing, and the next run would share the processors with them, as no
    editor opening a file does. Where ``/proc`` is missing, nothing is waited for."""
    processes = Path("/proc")
    if not processes.is_dir():
        return
    target = str(folder.resolve())
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        working = False
        for entry in processes.iterdir():
            if entry.name.isdigit():
                try:
                    working = os.readlink(entry / "cwd") == target
                except OSError:
                    continue
                if working:
                    break
        if not working:
            return
        time.sleep(0.02)


def _load() -> str:
    """The machine's load average over the last minute (where the system tells it)."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "unknown"


VSCODE_FIGURE = (
    Path(__file__).resolve().parents[1]
    / "vscode-extension"
    / "test-results"
    / "first-diagnostics.json"
)
"""Written by the code-server suite (``make test-vscode-e2e``): VS Code's own figure."""


def vscode_first_diagnostics() -> None:
    """The figure the code-server suite recorded in its last run, against the 1 s target."""
    import json

    if not VSCODE_FIGURE.exists():
        print("\nVS Code: no figure recorded (run `make test-vscode-e2e` first)")
        return
    recorded = json.loads(VSCODE_FIGURE.read_text(encoding="utf-8"))
    print(f"\nVS Code (code-server suite, run at {recorded['at']}): {recorded['measured']}")
    _verdict("VS Code", float(recorded["seconds"]), 1.0)


def neovim_first_diagnostics(
    root: Path, text: str, runs: int = 5, python_provider: bool = True
) -> Timing | None:
    """Headless Neovim started -> the first diagnostics shown (polled from outside).

    Opening a Python file makes Neovim probe for its own Python provider (pynvim) first, which
    costs it most of a second before any language server starts; ``python_provider=False`` turns
    the probe off (``g:loaded_python3_provider = 0``, as :checkhealth advises without pynvim)."""
    import json
    import shutil
    import subprocess

    nvim = shutil.which("nvim", path=str(Path(sys.executable).parent)) or shutil.which("nvim")
    if nvim is None:
        return None
    project = root / ("neovim" if python_provider else "neovim-no-provider")
    project.mkdir(exist_ok=True)
    provider = [] if python_provider else ["--cmd", "let g:loaded_python3_provider = 0"]
    (project / "pyproject.toml").write_text("[project]\nname = 'bench'\n", encoding="utf-8")
    samples = []
    for run in range(runs):
        model = project / f"model{run}.py"
        broken = '\n@script()\ndef broken(X: FLOAT["N"]):\n    return op.Nope(X)\n'
        model.write_text(text + broken, encoding="utf-8")  # one diagnostic to wait for
        output = project / f"result{run}.txt"
        script = project / f"drive{run}.lua"
        script.write_text(
            f"SERVER = vim.json.decode({json.dumps(json.dumps(SERVER[:3]))})\n"
            f"FILE = {json.dumps(str(model))}\nOUTPUT = {json.dumps(str(output))}\n"
            + NEOVIM_DRIVER,
            encoding="utf-8",
        )
        started = time.perf_counter()
        process = subprocess.Popen(
            [nvim, "--headless", "--clean", *provider, "-c", f"luafile {script}"],
            cwd=project,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "XDG_STATE_HOME": str(project / "state")},
        )
        while not output.exists() and process.poll() is None:
            time.sleep(0.005)
        samples.append(time.perf_counter() - started)
        process.wait(60)
        if not output.exists() or output.read_text().strip() in ("", "0"):
            print("  Neovim showed no diagnostics; its figure is left out")
            return None
    name = "Neovim start -> first diagnostics"
    return Timing(name if python_provider else f"{name}, no provider probe", tuple(samples))


def edited_line(text: str, edit: int) -> str:
    """``text`` with one line in the middle changed (a constant in one function's body)."""
    lines = text.split("\n")
    middle = next(i for i in range(len(lines) // 2, len(lines)) if "* 0.5 + 1.0" in lines[i])
    lines[middle] = lines[middle].replace("* 0.5 + 1.0", f"* 0.5 + {edit}.0")
    return "\n".join(lines)


async def incremental_edits(root: Path, text: str, edits: int = 20) -> Timing:
    """didChange (delay 0: the moment the debounce ends) -> publishDiagnostics, one-line edits."""
    client = await start(root, {"delay": 0})
    uri = open_document(client, root / "large.py", text)
    await asyncio.wait_for(client.wait_for(uri, 1), 120)
    samples = []
    for version in range(2, edits + 2):
        await asyncio.sleep(PAUSE)
        sent = time.perf_counter()
        change(client, uri, version, edited_line(text, version))
        samples.append(await asyncio.wait_for(client.wait_for(uri, version), 120) - sent)
    await stop(client)
    return Timing("one-line edit -> diagnostics (server)", tuple(samples))


async def memory_after_close(
    root: Path, text: str, documents: int = 5
) -> tuple[int, int, int] | None:
    """Analysis-process RSS with a small document open, with ``documents`` large documents open
    and edited as well, and with the small one alone open again after closing everything."""
    client = await start(root, {"delay": 0})
    small = open_document(client, root / "small.py", "x = 1\n")
    await asyncio.wait_for(client.wait_for(small, 1), 120)
    before = rss_bytes(client.worker_pid())
    uris = [open_document(client, root / f"open{n}.py", text) for n in range(documents)]
    for uri in uris:
        await asyncio.wait_for(client.wait_for(uri, 1), 120)
    for uri in uris:
        change(client, uri, 2, edited_line(text, 2))
        await asyncio.wait_for(client.wait_for(uri, 2), 120)
    opened = rss_bytes(client.worker_pid())
    for uri in [small, *uris]:
        client.text_document_did_close(
            types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
    await asyncio.sleep(1.0)  # the closes reach the worker (which may be replaced)
    small = open_document(client, root / "small_again.py", "x = 1\n")
    await asyncio.wait_for(client.wait_for(small, 1), 120)
    closed = rss_bytes(client.worker_pid())
    await stop(client)
    if before is None or opened is None or closed is None:
        return None
    return before, opened, closed


async def cold_start(root: Path) -> None:
    """The start-up figures alone (``python -m benchmarks.lsp cold``)."""
    import subprocess

    from onnxscribe.pipeline import analyze

    compile_package()

    text = script_file()
    baseline = measure(
        "analyze() in process, 700 lines", lambda: analyze(text, "/b/m.py"), repeat=5, number=1
    )
    package = measure(
        "python -c 'import onnxscribe'",
        lambda: subprocess.run([sys.executable, "-c", "import onnxscribe"], check=True),
        repeat=5,
        number=1,
        warmup=1,
    )
    initialize = await initialize_latency(root)
    first = await first_diagnostics(root, text)
    timings = [baseline, package, initialize, first]
    neovim = neovim_first_diagnostics(root, text)
    quiet_neovim = neovim_first_diagnostics(root, text, python_provider=False)
    documented = neovim_after_open(root, text)
    timings += [t for t in (neovim, quiet_neovim) if t is not None]
    timings += list(documented or ())
    report("cold start, 700-line file", timings, baseline.name)
    _verdict("median, pygls client", first.median, 1.0)
    if neovim is not None:
        _verdict("median, Neovim", neovim.median, 1.0)
    if quiet_neovim is not None:
        _verdict("median, Neovim without its Python provider probe", quiet_neovim.median, 1.0)
    if documented is not None:
        _verdict("median, Neovim as docs/editors.md, after opening", documented[1].median, 0.5)
    vscode_first_diagnostics()


BROKEN_FIXTURE = (
    Path(__file__).resolve().parents[1] / "vscode-extension" / "test" / "fixtures" / "broken.py"
)
"""The file the code-server suite opens for VS Code's figure (one unknown op)."""


def _frame(message: dict[str, Any]) -> bytes:
    import json

    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def _read_frame(stream: Any) -> dict[str, Any]:
    import json

    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = stream.read(1)
        if not byte:
            raise EOFError("the server closed its output")
        header += byte
    length = re.search(rb"Content-Length: *(\d+)", header, re.IGNORECASE)
    if length is None:
        raise ValueError(f"a header without its length: {header!r}")
    found: dict[str, Any] = json.loads(stream.read(int(length.group(1))))
    return found


def _processor_ms(pid: int) -> float:
    """The processor time of every thread of ``pid`` so far, in ms (Linux: schedstat)."""
    total = 0
    for thread in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{thread}/schedstat", encoding="ascii") as stat:
            total += int(stat.read().split()[0])
    return total / 1e6


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for thread in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{thread}/children", encoding="ascii") as children:
            found += [int(child) for child in children.read().split()]
    return found


def processor_to_first_diagnostics(root: Path, runs: int = 10) -> tuple[Timing, Timing] | None:
    """The processor time the server and its analysis process spend from their start to the
    first publishDiagnostics of the VS Code fixture: the server started as the extension starts
    it (``-P -m onnxscribe.lsp --log-level INFO`` in the file's folder), ``initialize`` (with
    the extension's initialization options), ``initialized`` and ``didOpen`` sent as
    vscode-languageclient sends them. Both processes are stopped when the diagnostics arrive,
    and their time is read then. Unlike the wall-clock figures, this does not depend on what
    else the machine runs (VS Code starting, on two processors, takes most of them)."""
    import signal
    import subprocess

    if not sys.platform.startswith("linux") or not BROKEN_FIXTURE.exists():
        return None
    folder = root / "processor"
    folder.mkdir(exist_ok=True)
    document = folder / "broken.py"
    text = BROKEN_FIXTURE.read_text(encoding="utf-8")
    document.write_text(text, encoding="utf-8")
    # The extension sends each of its server settings, null when not set (settings.ts).
    unset = ("analyzeOn", "inlayHints", "defaultOpset", "analysisTimeout", "scriptDecorators")
    options = dict.fromkeys((*unset, "maxFileSize", "memoryLimit"))
    client = {
        "textDocument": {"publishDiagnostics": {"relatedInformation": True}},
        "general": {"positionEncodings": ["utf-16"]},
    }
    initialize = {
        "processId": os.getpid(),
        "rootUri": folder.as_uri(),
        "capabilities": client,
        "initializationOptions": {**options, "delay": 0},
        "workspaceFolders": [{"uri": folder.as_uri(), "name": folder.name}],
    }
    opened = {"uri": document.as_uri(), "languageId": "python", "version": 1, "text": text}
    server_ms: list[float] = []
    analysis_ms: list[float] = []
    for _ in range(runs):
        process = subprocess.Popen(
            [sys.executable, "-P", *SERVER[1:]],
            cwd=folder,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"},
        )
        assert process.stdin is not None and process.stdout is not None
        try:
            process.stdin.write(
                _frame({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": initialize})
            )
            process.stdin.flush()
            _read_frame(process.stdout)
            analysis = _children(process.pid)
            process.stdin.write(_frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
            process.stdin.write(
                _frame(
                    {
                        "jsonrpc": "2.0",
                        "method": "textDocument/didOpen",
                        "params": {"textDocument": opened},
                    }
                )
            )
            process.stdin.flush()
            while True:
                message = _read_frame(process.stdout)
                if message.get("method") == "textDocument/publishDiagnostics":
                    break
            for pid in (process.pid, *analysis):
                os.kill(pid, signal.SIGSTOP)
            server_ms.append(_processor_ms(process.pid) / 1000)
            analysis_ms.append(sum(_processor_ms(pid) for pid in analysis) / 1000)
            for pid in analysis:
                os.kill(pid, signal.SIGKILL)
        finally:
            process.kill()
            process.wait(60)
        _wait_until_no_process_works_in(folder)
    return (
        Timing("server process: processor time to the first diagnostics", tuple(server_ms)),
        Timing("analysis process: processor time to the first diagnostics", tuple(analysis_ms)),
    )


async def processor_figures(root: Path) -> None:
    """The processor-time figures alone (``python -m benchmarks.lsp processor``)."""
    compile_package()
    found = processor_to_first_diagnostics(root)
    if found is None:
        print("processor time: skipped (Linux only)")
        return
    server, analysis = found
    print(f"\nprocessor time to VS Code's fixture's first diagnostics ({len(server.samples)} runs)")
    for timing in (server, analysis):
        print(f"  {timing.name}: median {format_seconds(timing.median)}")
    both = Timing(
        "both", tuple(a + b for a, b in zip(server.samples, analysis.samples, strict=True))
    )
    print(f"  both: median {format_seconds(both.median)}")


async def cold_and_incremental(root: Path) -> None:
    """The start-up and incremental figures alone (``python -m benchmarks.lsp incremental``)."""
    from onnxscribe.lsp.incremental import DocumentAnalyzer
    from onnxscribe.pipeline import analyze

    await cold_start(root)
    large = script_file(10_000)
    print(f"\nlarge file: {large.count(chr(10))} lines")
    full = measure(
        "analyze() in process, 10,000 lines", lambda: analyze(large, "/b/l.py"), repeat=3, number=1
    )
    analyzer = DocumentAnalyzer()
    analyzer.analyze(large, "/b/l.py", None)
    versions = iter(range(2, 1_000_000))
    cached = measure(
        "DocumentAnalyzer after a one-line edit",
        lambda: analyzer.analyze(edited_line(large, next(versions)), "/b/l.py", None),
        repeat=10,
        number=1,
    )
    served = await incremental_edits(root, large)
    report("one-line edit in a 10,000-line file", [full, cached, served], full.name)
    _verdict("median, server", served.median, 0.150)

    memory = await memory_after_close(root, large)
    if memory is not None:
        before, opened, closed = memory
        print(
            f"\nanalysis process memory (RSS): one small document open {before / 2**20:.1f} MiB, "
            f"five 10,000-line documents open too {opened / 2**20:.1f} MiB, "
            f"after closing all and opening the small one again {closed / 2**20:.1f} MiB"
        )
        check_target("after closing vs before opening", closed / before, 1.10)


async def save_latency(root: Path, text: str) -> tuple[Timing, Timing]:
    client = await start(root, {"analyzeOn": "save", "delay": 0})
    uri = open_document(client, root / "saved.py", text)
    await asyncio.wait_for(client.wait_for(uri, 1), 60)
    samples: list[float] = []
    overheads: list[float] = []
    for version in range(2, SAVES + 2):
        await asyncio.sleep(PAUSE)  # the user types between saves
        edited = text + f"# save {version}\n"
        change(client, uri, version, edited)
        (root / "saved.py").write_text(edited, encoding="utf-8")
        sent = time.perf_counter()
        client.text_document_did_save(
            types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        arrived = await asyncio.wait_for(client.wait_for(uri, version), 60)
        samples.append(arrived - sent)
        await asyncio.sleep(0.05)  # the log message follows the diagnostics
        analysis_ms = client.analysis_ms(uri, version)
        if analysis_ms is not None:
            overheads.append(arrived - sent - analysis_ms / 1000)
    await stop(client)
    return Timing("didSave -> publishDiagnostics", tuple(samples)), Timing(
        "server overhead (minus the analysis)", tuple(overheads)
    )


async def hover_latency(root: Path, text: str, slow: bool) -> Timing:
    env = {"ONNXSCRIBE_LSP_TEST_DELAY": "5"} if slow else None
    client = await start(root, {"delay": 0}, env)
    name = "hover_slow.py" if slow else "hover_idle.py"
    uri = open_document(client, root / name, text)
    if not slow:
        await asyncio.wait_for(client.wait_for(uri, 1), 60)
    line = next(i for i, row in enumerate(text.splitlines()) if "op.MatMul" in row)
    params = types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=line, character=text.splitlines()[line].index("MatMul") + 1),
    )
    await client.text_document_hover_async(params)
    samples = []
    for _ in range(20):
        sent = time.perf_counter()
        await client.text_document_hover_async(params)
        samples.append(time.perf_counter() - sent)
    if slow:
        assert (uri, 1) not in client.published, "the analysis finished before the hovers"
    await stop(client)
    return Timing("hover during a slow analysis" if slow else "hover, idle server", tuple(samples))


MEMORY_POINTS = (100, 250, 500, 750, 1000)


async def memory_across_edits(root: Path, text: str) -> dict[int, tuple[int, int]] | None:
    """RSS of (server, worker) after each number of edits in ``MEMORY_POINTS``."""
    client = await start(root, {"delay": 0})
    uri = open_document(client, root / "edited.py", text)
    await asyncio.wait_for(client.wait_for(uri, 1), 60)
    server_pid = client._server.pid if client._server is not None else None
    points: dict[int, tuple[int, int]] = {}
    for version in range(2, EDITS + 2):
        change(client, uri, version, text + f"x{version} = {version}\n")
        edits = version - 1
        if version % 50 == 0 or edits in MEMORY_POINTS:
            await asyncio.wait_for(client.wait_for(uri, version), 60)
        if edits in MEMORY_POINTS:
            server, worker = rss_bytes(server_pid), rss_bytes(client.worker_pid())
            if server is None or worker is None:
                await stop(client)
                return None
            points[edits] = (server, worker)
    await stop(client)
    return points


async def run_all() -> None:
    from onnxscribe.pipeline import analyze

    compile_package()
    text = script_file()
    print(f"script file: {text.count(chr(10))} lines")
    edits = iter(range(1_000_000))  # a new text each time, as each save brings one
    baseline = measure(
        "analyze() in process",
        lambda: analyze(text + f"# save {next(edits)}\n", "/bench/model.py"),
        repeat=SAVES,
        number=1,
    )
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        saves, overhead = await save_latency(root, text)
        report("didSave -> publishDiagnostics, 700-line file", [baseline, saves], baseline.name)
        print(
            f"  of which the server (transport, scheduling, conversion): median "
            f"{format_seconds(overhead.median)}, p95 {format_seconds(overhead.p95)}"
        )
        _verdict("p95", saves.p95, 0.150)

        first = await first_diagnostics(root, text)
        report("start -> first diagnostics", [baseline, first], baseline.name)
        _verdict("median", first.median, 1.5)

        idle = await hover_latency(root, text, slow=False)
        busy = await hover_latency(root, text, slow=True)
        hover_ratios = report("hover", [idle, busy], idle.name)
        _verdict("p95 during analysis", busy.p95, 0.200)
        check_target("hover during analysis vs idle", hover_ratios[busy.name], 3.0)

        points = await memory_across_edits(root, text)
        print(f"\nmemory (RSS) across {EDITS} edits of the 700-line file")
        if points is None:
            print("  skipped: no /proc on this system")
        else:
            for edits, (server, worker) in points.items():
                print(
                    f"  after {edits:4d} edits: server {server / 2**20:6.1f} MiB, "
                    f"worker {worker / 2**20:6.1f} MiB, total {(server + worker) / 2**20:6.1f} MiB"
                )
            first, last = sum(points[250]), sum(points[EDITS])
            check_target(f"growth from 250 to {EDITS} edits", last / first, 1.05)


def _verdict(label: str, seconds: float, target: float) -> None:
    verdict = "ok" if seconds < target else "MISSED"
    print(
        f"  {label} {format_seconds(seconds).strip()} ... {verdict} (target {format_seconds(target).strip()})"
    )


def main() -> None:
    asyncio.run(run_all())
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(cold_and_incremental(Path(folder)))


if __name__ == "__main__":
    if sys.argv[1:] == ["cold"]:
        with tempfile.TemporaryDirectory() as folder:
            asyncio.run(cold_start(Path(folder)))
    elif sys.argv[1:] == ["processor"]:
        with tempfile.TemporaryDirectory() as folder:
            asyncio.run(processor_figures(Path(folder)))
    elif sys.argv[1:] == ["incremental"]:
        with tempfile.TemporaryDirectory() as folder:
            asyncio.run(cold_and_incremental(Path(folder)))
    else:
        main()
