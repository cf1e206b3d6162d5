"""The language server: protocol handlers only, registered on the module's ``server``.

Every decision lives in a feature module (``hover``, ``completion``, ``signature_help``,
``code_actions``, ``inlay_hints``, ``symbols``, ``navigation``, ``commands``, ``settings``), each
a pure function returning plain data; ``to_lsp`` turns that data into protocol objects. Analysis
runs in a worker process managed by ``scheduler``, which sends back per-document data
(``data.DocumentData``): diagnostics, hover entries, hints, signatures, symbols; never the IR,
which this process does not even import. Handlers never wait for an analysis (except a
pull-diagnostics request, which asks for one).

The op schemas that completion, signature help and op hover read load on first use, and code
actions (which load the frontend, which this module must not) are imported then; a thread loads
both right after start-up.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from importlib import metadata
from typing import Any

from lsprotocol import types
from pygls.capabilities import get_capability
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidParams,
)
from pygls.uris import to_fs_path

from onnxscribe import __version__
from onnxscribe.core.resources import budget_exceeded
from onnxscribe.lsp import capabilities as offered
from onnxscribe.lsp import (
    code_lens,
    completion,
    diagnostics,
    documents,
    early,
    hover,
    inlay_hints,
    navigation,
    positions,
    profile_view,
    project_file,
    signature_help,
    symbols,
    to_lsp,
)
from onnxscribe.lsp.data import DocumentData, current
from onnxscribe.lsp.environments import in_environment
from onnxscribe.lsp.files import read_regular_file, read_source_file
from onnxscribe.lsp.parent import process_alive
from onnxscribe.lsp.scheduler import (
    Analyzed,
    DocumentState,
    OverBudget,
    Scheduler,
    WorkerFailure,
)
from onnxscribe.lsp.settings import ON_CHANGE, SECTION, Settings, parse_settings
from onnxscribe.lsp.spawn import Spawned
from onnxscribe.lsp.transport import OnnxscribeProtocol, StreamServer
from onnxscribe.lsp.worker import CommandError, CommandRequest, Ready

logger = logging.getLogger(__name__)

PARENT_POLL_SECONDS = 1.0


class OnnxscribeServer(StreamServer):
    def __init__(self) -> None:
        super().__init__("onnxscribe", __version__, protocol_cls=OnnxscribeProtocol)
        self.global_settings = Settings()
        self.folder_settings: dict[str, Settings] = {}
        self.scheduler: Scheduler | None = None
        self.published: dict[str, list[dict[str, Any]]] = {}
        """The diagnostics last sent (or served) per document, as the JSON sent."""
        self.pull_mode = False
        self.prestarted: Spawned | None = None
        """An analysis process started before the server (it warms up meanwhile)."""
        self.prestarted_ready: Ready | None = None
        self.early_published: dict[str, tuple[int | None, list[dict[str, Any]]]] = {}
        """Diagnostics published before the server loaded (``early``): not sent again."""
        self.navigation_thread = ThreadPoolExecutor(1, thread_name_prefix="onnxscribe-jedi")
        self._reported: set[str] = set()
        self.project_published: dict[str, tuple[str, ...]] = {}
        """The problems last published on each pyproject.toml."""
        self._background: set[asyncio.Task[Any]] = set()
        self.profiles: dict[str, tuple[profile_view.LineProfile, ...]] = {}
        """The loaded profile lines, by file (``profile_view.file_key``)."""

    # ------------------------------------------------------------------ state

    @property
    def encoding(self) -> str:
        return str(self.workspace.position_encoding or positions.UTF16)

    def capability(self, field: str, default: Any = None) -> Any:
        return get_capability(self.client_capabilities, field, default)

    def settings_for(self, uri: str) -> Settings:
        best = ""
        for folder in self.folder_settings:
            if uri.startswith(folder.rstrip("/") + "/") and len(folder) > len(best):
                best = folder
        return self.folder_settings.get(best, self.global_settings)

    def lines_of(self, uri: str) -> list[str]:
        return positions.document_lines(self.workspace.get_text_document(uri).source)

    def state(self, uri: str) -> DocumentState | None:
        return self.scheduler.documents.get(uri) if self.scheduler else None

    def data_for(self, uri: str) -> DocumentData | None:
        """The document's data from the worker, when it was made from the current text."""
        state = self.state(uri)
        if state is None or state.latest is None:
            return None
        text = self.workspace.get_text_document(uri).source
        return current(state.latest.data, state.latest.text, text)

    def lines_for(self, path: str) -> list[str]:
        """The lines of a file: the editor's text when it is open, else the file on disk."""
        uri = diagnostics.path_uri(path)
        if uri in self.workspace.text_documents:
            return self.lines_of(uri)
        return _read_lines(path) or []

    def root_of(self, uri: str) -> str | None:
        """The workspace folder holding the document (the innermost one), else the root."""
        best = ""
        for folder in self.workspace.folders:
            if uri.startswith(folder.rstrip("/") + "/") and len(folder) > len(best):
                best = folder
        return to_fs_path(best) if best else self.workspace.root_path

    async def in_navigation_thread(self, function: Any, *arguments: Any) -> Any:
        """Run jedi off the message loop, one request at a time (jedi is not thread-safe)."""
        return await asyncio.get_running_loop().run_in_executor(
            self.navigation_thread, partial(function, *arguments)
        )

    def profile_lines(self, uri: str) -> tuple[profile_view.LineProfile, ...]:
        """The loaded profile's lines of the document, none while its text has moved on."""
        path = _path(uri)
        costs = self.profiles.get(profile_view.file_key(path)) if path is not None else None
        if not costs:
            return ()
        return profile_view.current_lines(costs, self.lines_of(uri)) or ()

    def refresh_lenses(self) -> None:
        if self.capability("workspace.code_lens.refresh_support", False):
            self.workspace_code_lens_refresh(None)

    def latest_data(self, uri: str) -> DocumentData | None:
        """The document's last data even if the text changed since (for symbols while typing)."""
        state = self.state(uri)
        return state.latest.data if state is not None and state.latest is not None else None

    def markup(self, field: str, text: str) -> types.MarkupContent:
        return to_lsp.markup(self.capability(field, []), text)

    def position_of(self, uri: str, at: types.Position) -> tuple[list[str], int, int]:
        """The document's lines and the 1-based line and character column of ``at``."""
        lines = self.lines_of(uri)
        line, column = to_lsp.line_column(lines, at, self.encoding)
        return lines, line, column

    def spawn(self, coroutine: Any) -> None:
        task = asyncio.ensure_future(coroutine)
        self._background.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[Any]) -> None:
        self._background.discard(task)
        if not task.cancelled() and task.exception() is not None:
            logger.warning("background task failed: %r", task.exception())

    def log(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        self.window_log_message(types.LogMessageParams(type=kind, message=message))

    def report_once(self, key: str, message: str, details: str = "") -> None:
        """Log every time; show the user a message the first time only."""
        logger.error("%s%s", message, f"\n{details}" if details else "")
        self.window_log_message(
            types.LogMessageParams(type=types.MessageType.Error, message=message)
        )
        if key not in self._reported:
            self._reported.add(key)
            self.window_show_message(
                types.ShowMessageParams(
                    type=types.MessageType.Error,
                    message=f"onnxscribe: {message} (further occurrences are only logged)",
                )
            )

    # ------------------------------------------------------------------ analysis results

    def on_result(self, state: DocumentState, analyzed: Analyzed) -> None:
        lines = positions.document_lines(analyzed.text)
        converted = diagnostics.document_json(
            analyzed.data.diagnostics,
            document_path=state.path,
            document_uri=state.uri,
            lines=lines,
            encoding=self.encoding,
            version=analyzed.version,
            related_support=bool(
                self.capability("text_document.publish_diagnostics.related_information", False)
            ),
            lines_for=_read_lines,
        )
        self.publish(state.uri, analyzed.version, converted)
        self.publish_project(analyzed.data)
        if logger.isEnabledFor(logging.INFO):
            message = (
                f"analyzed {state.uri} version {analyzed.version} "
                f"in {analyzed.data.seconds * 1000:.1f} ms "
                f"({analyzed.data.reused} of {len(analyzed.data.functions)} functions reused)"
            )
            logger.info(message)
            self.window_log_message(
                types.LogMessageParams(type=types.MessageType.Log, message=message)
            )

    def publish_project(self, data: DocumentData) -> None:
        """The problems of the document's pyproject.toml table, on that file (when they change)."""
        path = data.project_file
        if path is None or self.project_published.get(path) == data.project_problems:
            return
        self.project_published[path] = data.project_problems
        text = read_source_file(path) or ""
        found = project_file.project_problems(path, data.project_problems, text)
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=diagnostics.path_uri(path),
                diagnostics=to_lsp.project_diagnostics(
                    found, positions.document_lines(text), self.encoding
                ),
            )
        )

    def on_analysis(self, state: DocumentState, analyzed: Analyzed) -> None:
        if self.capability("workspace.inlay_hint.refresh_support", False):
            self.workspace_inlay_hint_refresh(None)
        if self.capability("workspace.code_lens.refresh_support", False):
            self.workspace_code_lens_refresh(None)

    def on_error(self, state: DocumentState, version: int, error: Exception) -> None:
        if isinstance(error, OverBudget):
            self.over_budget(state, version, error)
            return
        details = error.details if isinstance(error, WorkerFailure) else ""
        key = (
            f"{type(error).__name__}:{error}"
            if isinstance(error, WorkerFailure)
            else type(error).__name__
        )
        self.report_once(key, f"analysis of {state.uri} failed: {error}", details)
        if self.scheduler is not None and self.scheduler.documents.get(state.uri) is state:
            self.publish(state.uri, version, [diagnostics.internal_error_json(str(error))])

    def over_budget(self, state: DocumentState, version: int, error: OverBudget) -> None:
        """The document's analysis went over its time or memory budget: OXS702 or OXS703 on the
        document (the file is at fault, not the server, so the user is not shown a message)."""
        logger.warning("analysis of %s stopped: %s", state.uri, error)
        self.log(f"analysis of {state.uri} stopped: {error}", types.MessageType.Warning)
        if self.scheduler is None or self.scheduler.documents.get(state.uri) is not state:
            return
        stopped = budget_exceeded(error.code, state.path, error.detail)
        lines = positions.document_lines(state.scheduled_text)
        found = diagnostics.document_json(
            [stopped],
            document_path=state.path,
            document_uri=state.uri,
            lines=lines,
            encoding=self.encoding,
            version=version,
        )
        self.publish(state.uri, version, found)

    def publish(self, uri: str, version: int | None, found: list[dict[str, Any]]) -> None:
        self.published[uri] = found
        before = self.early_published.pop(uri, None)
        if before is not None and before == (version, found):
            return  # the start-up phase sent exactly these
        if self.pull_mode:
            self.workspace_diagnostic_refresh(None)
            return
        self.onnxscribe_protocol.notify_json(
            types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
            diagnostics.publish_params(uri, found, version),
        )

    # ------------------------------------------------------------------ documents

    def is_python(self, uri: str) -> bool:
        """Only Python documents are analyzed (a client may send others too)."""
        language = self.workspace.get_text_document(uri).language_id
        return language in (None, "", "python") or uri.endswith((".py", ".pyi"))

    def diagnosed(self, uri: str) -> bool:
        """Python documents outside environments (an installed stub opened by F12 is not)."""
        return self.is_python(uri) and not in_environment(_path(uri))

    def analyze_now(self, uri: str) -> None:
        if not self.diagnosed(uri):
            return
        document = self.workspace.get_text_document(uri)
        assert self.scheduler is not None
        self.scheduler.update(uri, _path(uri), document.version or 0, document.source, 0)

    def changed(self, uri: str) -> None:
        if not self.diagnosed(uri):
            return
        document = self.workspace.get_text_document(uri)
        settings = self.settings_for(uri)
        assert self.scheduler is not None
        if settings.analyze_on == ON_CHANGE:
            self.scheduler.update(
                uri, _path(uri), document.version or 0, document.source, settings.delay_ms / 1000
            )
        else:
            self.scheduler.touch(uri, _path(uri), document.version or 0, document.source)

    # ------------------------------------------------------------------ settings

    async def fetch_configuration(self) -> None:
        if not self.capability("workspace.configuration", False):
            return
        folders = list(self.workspace.folders.keys())
        items = [types.ConfigurationItem(section=SECTION)]
        items += [types.ConfigurationItem(scope_uri=folder, section=SECTION) for folder in folders]
        try:
            answers = await self.workspace_configuration_async(
                types.ConfigurationParams(items=items)
            )
        except Exception as error:
            logger.warning("workspace/configuration failed: %s", error)
            return
        if not answers:
            return
        before = self.analysis_settings()
        self.set_global_settings(self.apply_settings(answers[0], self.global_settings))
        for folder, answer in zip(folders, answers[1:], strict=False):
            self.folder_settings[folder] = self.apply_settings(answer, self.global_settings)
        self.window_log_message(
            types.LogMessageParams(
                type=types.MessageType.Info,
                message=f"configuration received: {self.global_settings}, folders: {self.folder_settings}",
            )
        )
        if self.capability("workspace.inlay_hint.refresh_support", False):
            self.workspace_inlay_hint_refresh(None)
        self.reanalyze_changed(before)

    def set_global_settings(self, settings: Settings) -> None:
        """The workspace-wide settings, and those of the analysis process taken from them."""
        self.global_settings = settings
        if self.scheduler is not None:
            self.scheduler.timeout = settings.analysis_timeout_ms / 1000
            self.scheduler.memory_mb = settings.memory_mb

    def analysis_settings(self) -> dict[str, tuple[Any, ...]]:
        """The settings in force for each open document that change what its analysis finds."""
        return {
            uri: (
                settings.default_opset,
                settings.script_decorators,
                settings.max_file_mb,
                self.global_settings.memory_limit_mb,
                self.global_settings.analysis_timeout_ms,
            )
            for uri in self.workspace.text_documents
            for settings in [self.settings_for(uri)]
        }

    def reanalyze_changed(self, before: dict[str, tuple[Any, ...]]) -> None:
        """Analyze again the open documents whose analysis settings a change replaced."""
        for uri, now in self.analysis_settings().items():
            if uri in before and before[uri] != now:
                self.analyze_now(uri)

    def apply_settings(self, raw: Any, base: Settings) -> Settings:
        settings, warnings = parse_settings(raw, base)
        for warning in warnings:
            self.window_log_message(
                types.LogMessageParams(type=types.MessageType.Warning, message=warning)
            )
        return settings

    async def watch_parent(self, pid: int) -> None:
        while True:
            await asyncio.sleep(PARENT_POLL_SECONDS)
            if not process_alive(pid):
                logger.info("the editor process %d is gone; exiting", pid)
                if self.scheduler is not None:
                    self.scheduler.stop()
                os._exit(0)


def onnx_version() -> str:
    try:
        return metadata.version("onnx")
    except metadata.PackageNotFoundError:
        return "unknown"


def _path(uri: str) -> str | None:
    return to_fs_path(uri) if uri.startswith("file:") else None


def _read_lines(path: str) -> list[str] | None:
    text = read_source_file(path)
    return None if text is None else positions.document_lines(text)


server = OnnxscribeServer()


def create_server(
    prestarted: Spawned | None = None, started: early.Started | None = None
) -> OnnxscribeServer:
    """The server; ``prestarted`` is an analysis process to adopt, ``started`` what happened
    before the server loaded (``early``)."""
    server.prestarted = prestarted
    if started is not None:
        server.prestarted_ready = started.worker_ready
        server.early_published = dict(started.published)
    return server


def _warm_features() -> None:
    """Load the op schemas and the features that use them (in a thread, after start-up)."""
    try:
        # It loads the frontend, which importing this module must not (tests/lsp/test_worker).
        from onnxscribe.lsp import code_actions  # noqa: F401

        completion.complete(["from onnxscribe import opset18 as op", "op."], 1, 3)
    except Exception:  # the first request that needs them reports what is wrong
        logger.exception("loading the op schemas failed")


# ---------------------------------------------------------------------------- lifecycle


@server.feature(types.INITIALIZE)
def initialize(ls: OnnxscribeServer, params: types.InitializeParams) -> None:
    documents.adopt(ls.workspace)
    ls.global_settings = ls.apply_settings(params.initialization_options, Settings())
    ls.pull_mode = offered.pull_diagnostics(to_lsp.client_json(params.capabilities))
    if ls.pull_mode:
        ls.feature(
            types.TEXT_DOCUMENT_DIAGNOSTIC,
            to_lsp.options(offered.DIAGNOSTIC, types.DiagnosticOptions),
        )(pull_diagnostics)
    ls.scheduler = Scheduler(
        asyncio.get_running_loop(),
        ls.on_result,
        ls.on_error,
        default_opset=lambda uri: ls.settings_for(uri).default_opset,
        timeout=ls.global_settings.analysis_timeout_ms / 1000,
        settings=lambda uri: ls.settings_for(uri).project,
        max_file_mb=lambda uri: ls.settings_for(uri).max_file_mb,
        memory_mb=ls.global_settings.memory_mb,
    )
    ls.scheduler.prestarted, ls.prestarted = ls.prestarted, None
    ls.scheduler.prestarted_ready, ls.prestarted_ready = ls.prestarted_ready, None
    ls.scheduler.on_analysis = ls.on_analysis
    ls.scheduler.on_worker_started = lambda pid: ls.log(f"analysis process started (pid {pid})")
    ls.scheduler.start()
    threading.Thread(target=_warm_features, daemon=True, name="onnxscribe-warm").start()
    ls.log(
        f"onnxscribe {__version__} on Python {sys.version.split()[0]} ({sys.executable}), "
        f"onnx {onnx_version()}"
    )
    if params.process_id is not None:
        ls.spawn(ls.watch_parent(params.process_id))


@server.feature(types.INITIALIZED)
def initialized(ls: OnnxscribeServer, params: types.InitializedParams) -> None:
    ls.spawn(ls.fetch_configuration())
    if ls.capability("workspace.did_change_configuration.dynamic_registration", False):
        registration = types.Registration(
            id="onnxscribe-configuration", method=types.WORKSPACE_DID_CHANGE_CONFIGURATION
        )
        ls.spawn(
            ls.client_register_capability_async(
                types.RegistrationParams(registrations=[registration])
            )
        )


@server.feature(types.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
def did_change_folders(ls: OnnxscribeServer, params: types.DidChangeWorkspaceFoldersParams) -> None:
    for removed in params.event.removed:
        ls.folder_settings.pop(removed.uri, None)
    ls.spawn(ls.fetch_configuration())


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
def did_change_configuration(
    ls: OnnxscribeServer, params: types.DidChangeConfigurationParams
) -> None:
    if ls.capability("workspace.configuration", False):
        ls.spawn(ls.fetch_configuration())
    elif params.settings is not None:
        before = ls.analysis_settings()
        ls.set_global_settings(ls.apply_settings(params.settings, ls.global_settings))
        ls.reanalyze_changed(before)


@server.feature(types.SHUTDOWN)
def shutdown(ls: OnnxscribeServer, params: None) -> None:
    if ls.scheduler is not None:
        ls.scheduler.stop()


@server.feature(types.EXIT)
def on_exit(ls: OnnxscribeServer, params: None) -> None:
    if ls.scheduler is not None:  # `exit` without `shutdown`
        ls.scheduler.stop()


# ---------------------------------------------------------------------------- documents


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: OnnxscribeServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.analyze_now(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: OnnxscribeServer, params: types.DidChangeTextDocumentParams) -> None:
    if documents.is_open(ls.workspace, params.text_document.uri):
        ls.changed(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: OnnxscribeServer, params: types.DidSaveTextDocumentParams) -> None:
    if documents.is_open(ls.workspace, params.text_document.uri):
        ls.analyze_now(params.text_document.uri)
    else:
        logger.warning("%s was saved but is not open; ignored", params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: OnnxscribeServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    if ls.scheduler is not None:
        ls.scheduler.close(uri)
    ls.published.pop(uri, None)
    if not ls.pull_mode:
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=[])
        )


async def pull_diagnostics(
    ls: OnnxscribeServer, params: types.DocumentDiagnosticParams
) -> types.RelatedFullDocumentDiagnosticReport:
    uri = params.text_document.uri
    state = ls.state(uri)
    if state is not None and ls.scheduler is not None:
        await ls.scheduler.wait_current(uri)
    version = state.latest.version if state is not None and state.latest is not None else None
    return types.RelatedFullDocumentDiagnosticReport(
        items=to_lsp.diagnostics_of(ls.published.get(uri, [])),
        result_id=None if version is None else str(version),
    )


# ---------------------------------------------------------------------------- features


@server.feature(types.TEXT_DOCUMENT_HOVER)
def on_hover(ls: OnnxscribeServer, params: types.HoverParams) -> types.Hover | None:
    uri = params.text_document.uri
    lines, line, column = ls.position_of(uri, params.position)
    here = to_lsp.extent_of(types.Range(start=params.position, end=params.position))
    codes_here = [
        str(d["code"])
        for d in ls.published.get(uri, [])
        if d.get("code") is not None
        and positions.extents_overlap(diagnostics.range_extent(d["range"]), here)
    ]
    found = hover.hover(lines, line, column, ls.data_for(uri), codes_here)
    cost = profile_view.at_line(ls.profile_lines(uri), line)
    if cost is not None:
        profiled = profile_view.hover_markdown(cost)
        found = hover.HoverResult(
            profiled if found is None else f"{profiled}\n\n---\n\n{found.markdown}",
            None if found is None else found.span,
        )
    if found is None:
        return None
    return types.Hover(
        contents=ls.markup("text_document.hover.content_format", found.markdown),
        range=None if found.span is None else to_lsp.range_of(found.span, lines, ls.encoding),
    )


@server.feature(
    types.TEXT_DOCUMENT_COMPLETION,
    to_lsp.options(offered.COMPLETION, types.CompletionOptions),
)
def on_completion(ls: OnnxscribeServer, params: types.CompletionParams) -> types.CompletionList:
    lines, line, column = ls.position_of(params.text_document.uri, params.position)
    tags = ls.capability("text_document.completion.completion_item.tag_support.value_set", [])
    items = to_lsp.completion_items(
        completion.complete(lines, line - 1, column - 1),
        tag_support=types.CompletionItemTag.Deprecated in (tags or []),
        deprecated_support=bool(
            ls.capability("text_document.completion.completion_item.deprecated_support", False)
        ),
    )
    return types.CompletionList(is_incomplete=False, items=items)


@server.feature(types.COMPLETION_ITEM_RESOLVE)
def on_completion_resolve(ls: OnnxscribeServer, item: types.CompletionItem) -> types.CompletionItem:
    data = item.data if isinstance(item.data, dict) else None
    if data and isinstance(data.get("name"), str) and isinstance(data.get("version"), int):
        text = completion.op_documentation(
            str(data.get("domain", "")), data["version"], data["name"]
        )
        if text:
            field = "text_document.completion.completion_item.documentation_format"
            item.documentation = ls.markup(field, text)
    return item


@server.feature(
    types.TEXT_DOCUMENT_SIGNATURE_HELP,
    to_lsp.options(offered.SIGNATURE_HELP, types.SignatureHelpOptions),
)
def on_signature_help(
    ls: OnnxscribeServer, params: types.SignatureHelpParams
) -> types.SignatureHelp | None:
    uri = params.text_document.uri
    lines, line, column = ls.position_of(uri, params.position)
    found = signature_help.signature_help(lines, line - 1, column - 1, ls.data_for(uri))
    if found is None:
        return None
    field = "text_document.signature_help.signature_information"
    return to_lsp.signature_help(
        found,
        offsets=bool(ls.capability(f"{field}.parameter_information.label_offset_support", False)),
        formats=ls.capability(f"{field}.documentation_format", []),
    )


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    to_lsp.options(offered.CODE_ACTION, types.CodeActionOptions),
)
def on_code_action(ls: OnnxscribeServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    from onnxscribe.lsp import code_actions  # loads the frontend, not at import

    uri = params.text_document.uri
    document = ls.workspace.get_text_document(uri)
    lines = positions.document_lines(document.source)
    sent = [
        code_actions.ClientDiagnostic(
            to_lsp.span_of(None, lines, d.range, ls.encoding),
            None if d.code is None else str(d.code),
            d.source,
            d.data,
        )
        for d in params.context.diagnostics
    ]
    published = [
        code_actions.ClientDiagnostic(
            positions.extent_to_span(
                None, lines, diagnostics.range_extent(d["range"]), ls.encoding
            ),
            None if d.get("code") is None else str(d["code"]),
            d.get("source"),
            d.get("data"),
        )
        for d in ls.published.get(uri, [])
    ]
    found = code_actions.actions_for(
        document.source,
        document.version,
        to_lsp.span_of(None, lines, params.range, ls.encoding),
        sent,
        [str(kind) for kind in params.context.only or []],
        ls.encoding,
        published,
    )
    return to_lsp.code_actions(found, uri, lines, ls.encoding, params.context.diagnostics)


@server.feature(
    types.TEXT_DOCUMENT_INLAY_HINT, to_lsp.options(offered.INLAY_HINT, types.InlayHintOptions)
)
def on_inlay_hint(ls: OnnxscribeServer, params: types.InlayHintParams) -> list[types.InlayHint]:
    uri = params.text_document.uri
    data = ls.data_for(uri)
    if not ls.settings_for(uri).inlay_hints or data is None:
        return []
    found = inlay_hints.inlay_hints(data, params.range.start.line + 1, params.range.end.line + 1)
    return to_lsp.inlay_hints(found, ls.lines_of(uri), ls.encoding)


@server.feature(
    types.TEXT_DOCUMENT_CODE_LENS, to_lsp.options(offered.CODE_LENS, types.CodeLensOptions)
)
def on_code_lens(ls: OnnxscribeServer, params: types.CodeLensParams) -> list[types.CodeLens]:
    uri = params.text_document.uri
    found = code_lens.code_lenses(ls.data_for(uri) or ls.latest_data(uri), uri)
    found += profile_view.lenses(ls.profile_lines(uri), uri, _path(uri))
    return to_lsp.code_lenses(found, ls.lines_of(uri), ls.encoding)


# ---------------------------------------------------------------------------- navigation


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
async def on_definition(
    ls: OnnxscribeServer, params: types.DefinitionParams
) -> list[types.Location]:
    uri = params.text_document.uri
    _lines, line, column = ls.position_of(uri, params.position)
    source = ls.workspace.get_text_document(uri).source
    found = await ls.in_navigation_thread(
        navigation.definition, source, _path(uri), line, column, ls.root_of(uri)
    )
    return to_lsp.locations(found, ls.lines_for, ls.encoding)


@server.feature(types.TEXT_DOCUMENT_REFERENCES)
async def on_references(
    ls: OnnxscribeServer, params: types.ReferenceParams
) -> list[types.Location]:
    uri = params.text_document.uri
    _lines, line, column = ls.position_of(uri, params.position)
    source = ls.workspace.get_text_document(uri).source
    found = await ls.in_navigation_thread(
        navigation.references,
        source,
        _path(uri),
        line,
        column,
        ls.root_of(uri),
        params.context.include_declaration,
    )
    return to_lsp.locations(found, ls.lines_for, ls.encoding)


@server.feature(types.TEXT_DOCUMENT_RENAME)
async def on_rename(ls: OnnxscribeServer, params: types.RenameParams) -> types.WorkspaceEdit:
    uri = params.text_document.uri
    _lines, line, column = ls.position_of(uri, params.position)
    source = ls.workspace.get_text_document(uri).source
    try:
        edits = await ls.in_navigation_thread(
            navigation.rename, source, _path(uri), line, column, params.new_name, ls.root_of(uri)
        )
    except navigation.RenameRefused as refused:
        raise JsonRpcException(str(refused), types.LSPErrorCodes.RequestFailed.value) from None
    return to_lsp.workspace_edit(edits, ls.lines_for, ls.encoding)


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
async def on_document_symbol(
    ls: OnnxscribeServer, params: types.DocumentSymbolParams
) -> list[types.DocumentSymbol] | list[types.SymbolInformation]:
    uri = params.text_document.uri
    data = ls.data_for(uri) or ls.latest_data(uri)
    if data is not None:
        found = data.symbols
    else:  # not analyzed yet: the parse alone (a client may not ask again)
        source = ls.workspace.get_text_document(uri).source
        found = await asyncio.to_thread(symbols.text_symbols, source, _path(uri))
    lines = ls.lines_of(uri)
    if ls.capability("text_document.document_symbol.hierarchical_document_symbol_support", False):
        return to_lsp.document_symbols(found, lines, ls.encoding)
    return to_lsp.flat_symbols(found, uri, lines, ls.encoding)


@server.feature(types.WORKSPACE_SYMBOL)
async def on_workspace_symbol(
    ls: OnnxscribeServer, params: types.WorkspaceSymbolParams
) -> list[types.WorkspaceSymbol]:
    roots = [to_fs_path(folder) for folder in ls.workspace.folders] or [ls.workspace.root_path]
    found = await ls.in_navigation_thread(
        symbols.workspace_symbols, [r for r in roots if r], params.query
    )
    return to_lsp.workspace_symbols(found, ls.lines_for, ls.encoding)


# ---------------------------------------------------------------------------- commands


async def run_command(ls: OnnxscribeServer, name: str, arguments: list[Any]) -> Any:
    if not arguments or not isinstance(arguments[0], str):
        raise JsonRpcInvalidParams(f"{name} expects [uri, position or function name, ...]")
    uri = arguments[0]
    document = ls.workspace.get_text_document(uri)
    target: Any = arguments[1] if len(arguments) > 1 else None
    if isinstance(target, dict) and "line" in target:
        try:
            at = types.Position(line=int(target["line"]), character=int(target.get("character", 0)))
        except (TypeError, ValueError):
            raise JsonRpcInvalidParams(
                f"{name}: the position must be {{line, character}}"
            ) from None
        _lines, line, column = ls.position_of(uri, at)
        target = {"line": line, "column": column}
    request = CommandRequest(
        uri,
        name,
        _path(uri),
        document.source,
        {"target": target, "output": arguments[2] if len(arguments) > 2 else None},
        ls.settings_for(uri).default_opset,
        ls.settings_for(uri).project,
        ls.settings_for(uri).max_file_mb,
        ls.global_settings.memory_mb,
    )
    assert ls.scheduler is not None
    try:
        return await ls.scheduler.command(request)
    except CommandError as error:
        ls.window_show_message(
            types.ShowMessageParams(type=types.MessageType.Warning, message=f"onnxscribe: {error}")
        )
        # A failed request, not a server error: the message and the diagnostics, no traceback.
        raise JsonRpcException(
            str(error), types.LSPErrorCodes.RequestFailed.value, {"diagnostics": error.diagnostics}
        ) from None


@server.command(offered.SHOW_ONNX)
async def show_onnx(ls: OnnxscribeServer, *arguments: Any) -> Any:
    return await run_command(ls, offered.SHOW_ONNX, list(arguments))


@server.command(offered.EXPORT_MODEL)
async def export_model(ls: OnnxscribeServer, *arguments: Any) -> Any:
    return await run_command(ls, offered.EXPORT_MODEL, list(arguments))


@server.command(offered.SHOW_GRAPH)
async def show_graph(ls: OnnxscribeServer, *arguments: Any) -> Any:
    return await run_command(ls, offered.SHOW_GRAPH, list(arguments))


@server.command(offered.SCRIPT_FUNCTIONS)
async def script_functions(ls: OnnxscribeServer, *arguments: Any) -> list[dict[str, Any]]:
    if not arguments or not isinstance(arguments[0], str):
        raise JsonRpcInvalidParams(f"{offered.SCRIPT_FUNCTIONS} expects [uri]")
    uri = arguments[0]
    if ls.state(uri) is not None and ls.scheduler is not None:
        await ls.scheduler.wait_current(uri)
    return code_lens.script_functions(ls.data_for(uri) or ls.latest_data(uri))


@server.command(offered.SHOW_PROFILE)
async def show_profile(ls: OnnxscribeServer, *arguments: Any) -> dict[str, Any]:
    """Load a profile file (``profile_view``); its lines show as lenses and on hover."""
    if len(arguments) != 1 or not isinstance(arguments[0], str):
        raise JsonRpcInvalidParams(f"{offered.SHOW_PROFILE} expects [path of a profile]")
    path = arguments[0]
    data = await asyncio.to_thread(read_regular_file, path)
    try:
        if data is None:
            raise profile_view.ProfileError(f"cannot read {path} (not a readable file of <= 16 MB)")
        loaded = profile_view.parse_profile(data.decode("utf-8", "replace"), path)
    except profile_view.ProfileError as error:
        raise JsonRpcException(str(error), types.LSPErrorCodes.RequestFailed.value) from None
    ls.profiles = profile_view.by_file(ls.profiles, loaded)
    ls.log(f"profile {path} loaded: {len(loaded.lines)} lines")
    ls.refresh_lenses()
    return profile_view.summary(loaded)


@server.command(offered.SHOW_LINE)
async def show_profiled_line(ls: OnnxscribeServer, *arguments: Any) -> str:
    """A cost lens run: the line's cost and nodes as a message, also the answer."""
    if (
        len(arguments) != 2
        or not isinstance(arguments[0], str)
        or not isinstance(arguments[1], int)
        or isinstance(arguments[1], bool)
    ):
        raise JsonRpcInvalidParams(f"{offered.SHOW_LINE} expects [uri, line]")
    uri, line = arguments
    cost = profile_view.at_line(ls.profile_lines(uri), line)
    if cost is None:
        raise JsonRpcException(
            f"no profile of line {line} (the file changed since it was profiled?)",
            types.LSPErrorCodes.RequestFailed.value,
        )
    message = profile_view.line_message(cost)
    ls.window_show_message(types.ShowMessageParams(type=types.MessageType.Info, message=message))
    return message


@server.command(offered.CLEAR_PROFILE)
async def clear_profile(ls: OnnxscribeServer, *arguments: Any) -> None:
    ls.profiles = {}
    ls.refresh_lenses()
