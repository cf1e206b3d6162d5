/**
 * One language server per workspace folder (each folder may use its own interpreter and
 * settings), started when a Python file of the folder is opened and restarted when its
 * interpreter or its onnxscribe settings change.
 */

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient, ServerOptions } from 'vscode-languageclient/node';
import type { OnnxscribeLanguageClient } from './client.ts';
import {
  findOnPath,
  installCommand,
  mismatchMessage,
  missingMessage,
  parseProbe,
  type ProbeResult,
  probeArgs,
  type RunResult,
  wheelName,
} from './environment.ts';
import {
  describeInterpreter,
  findInterpreters,
  type Interpreter,
  type InterpreterInputs,
  sameInterpreter,
} from './interpreter.ts';
import { selectInterpreter } from './interpreterPicker.ts';
import { hasPythonExtension, selectedInterpreter } from './python.ts';
import { clientExecutable, languageServerProcess } from './serverOptions.ts';
import { initializationOptions, interpreterSetting, logLevel, SECTION } from './settings.ts';
import {
  type FileReader,
  FirstDiagnosticsGate,
  documentSelector,
  marksPythonProject,
  probeWhen,
  serverFactory,
  StartupTimeline,
  startVerdict,
  versionHint,
} from './startup.ts';
import type { ServerState } from './status.ts';

interface Running {
  folder: vscode.WorkspaceFolder | undefined;
  interpreter: Interpreter;
  client: OnnxscribeLanguageClient | undefined;
  /** The server process the client talks to (spawned by the extension, so ended by it too). */
  server: ChildProcess | undefined;
  state: ServerState;
}

const NO_FOLDER = '';

/** The longest the requests VS Code sends by itself wait for a server's first diagnostics. */
const HOLD_LIMIT_MS = 2000;

/** The longest a start waits for its first diagnostics before the environment is probed. */
const PROBE_LIMIT_MS = 2000;

/** How long after a start's first diagnostics the environment is probed (the window draws them). */
const PROBE_PAUSE_MS = 1000;

/** The longest a failed start's client is given to log its own failure before the probe's finding. */
const SETTLE_LIMIT_MS = 2000;

/** Folders whose Python files do not make a workspace a Python project. */
const ENVIRONMENT_FOLDERS = '**/{.venv,venv,.tox,.nox,node_modules,site-packages,.git}/**';

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const files: FileReader = {
  readText: (file) => {
    try {
      return readFileSync(file, 'utf-8');
    } catch {
      return undefined;
    }
  },
  realPath: (file) => {
    try {
      return realpathSync(file);
    } catch {
      return undefined;
    }
  },
  isFile,
};

/** The names at the top of a folder (none when it cannot be read). */
function topNames(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/**
 * Whether a folder has Python files at its top: read at once, one short read, which does not
 * wait behind the file reads of the extensions VS Code is starting meanwhile.
 */
function pythonAtTop(folder: vscode.WorkspaceFolder): boolean {
  return topNames(folder.uri.fsPath).some(marksPythonProject);
}

/** Whether a folder holds Python files anywhere (searched). */
async function pythonAnywhere(folder: vscode.WorkspaceFolder): Promise<boolean> {
  const found = await vscode.workspace.findFiles(new vscode.RelativePattern(folder, '**/*.py'), ENVIRONMENT_FOLDERS, 1);
  return found.length > 0;
}

/** Ends a server process that is still running a while after its client stopped. */
function endLater(server: ChildProcess | undefined): void {
  if (server === undefined) {
    return;
  }
  setTimeout(() => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill();
    }
  }, 2000).unref();
}

/** What the extension carries and where it lives. */
export interface Bundle {
  /** The extension's folder: the current folder of the probes and installs (never a workspace). */
  root: string;
  /** The extension's version, which is the version of the onnxscribe wheel it carries. */
  version: string;
}

export function run(command: string, args: string[], timeoutMs: number, cwd: string): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, timeout: timeoutMs, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      const spawnError =
        error && typeof (error as NodeJS.ErrnoException).code === 'string'
          ? { code: (error as NodeJS.ErrnoException).code, message: error.message }
          : undefined;
      resolve({
        error: spawnError,
        exitCode: error ? ((error as { code?: unknown }).code as number | null) ?? 1 : 0,
        stdout,
        stderr,
      });
    });
  });
}

export class Servers implements vscode.Disposable {
  private readonly running = new Map<string, Running>();
  private readonly starting = new Map<string, Promise<void>>();
  private readonly warned = new Set<string>();
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChange = this.changed.event;

  readonly output: vscode.LogOutputChannel;
  readonly bundle: Bundle;
  /** When the extension was loaded (`performance.now()`), the origin of the startup log. */
  private readonly loadedAt: number;

  constructor(output: vscode.LogOutputChannel, bundle: Bundle, loadedAt: number = performance.now()) {
    this.output = output;
    this.bundle = bundle;
    this.loadedAt = loadedAt;
  }

  /** The onnxscribe wheel the extension carries (inside the .vsix). */
  get wheel(): string {
    return path.join(this.bundle.root, 'dist', wheelName(this.bundle.version));
  }

  dispose(): void {
    for (const key of [...this.running.keys()]) {
      void this.stop(key);
    }
    this.changed.dispose();
  }

  private key(folder: vscode.WorkspaceFolder | undefined): string {
    return folder?.uri.toString() ?? NO_FOLDER;
  }

  folderOf(uri: vscode.Uri): vscode.WorkspaceFolder | undefined {
    return vscode.workspace.getWorkspaceFolder(uri);
  }

  /** Serves `document` if it is a Python file: starts its folder's server if needed. */
  ensureFor(document: vscode.TextDocument): Promise<void> {
    if (document.languageId !== 'python' || document.uri.scheme !== 'file') {
      return Promise.resolve();
    }
    const folder = this.folderOf(document.uri);
    if (folder === undefined && (vscode.workspace.workspaceFolders?.length ?? 0) > 0) {
      return Promise.resolve();
    }
    return this.ensure(folder);
  }

  private async ensure(folder: vscode.WorkspaceFolder | undefined): Promise<void> {
    const key = this.key(folder);
    // A start under way may have been superseded by a restart meanwhile: wait, then look again.
    for (let pending = this.starting.get(key); pending !== undefined; pending = this.starting.get(key)) {
      await pending;
    }
    if (this.running.has(key)) {
      return;
    }
    const started = this.start(folder).finally(() => this.starting.delete(key));
    this.starting.set(key, started);
    await started;
  }

  /**
   * Starts the server of each workspace folder that holds a Python file outside environments, so
   * that it is ready when the first one is opened.
   */
  async startForFolders(): Promise<void> {
    const folders = (vscode.workspace.workspaceFolders ?? []).filter((folder) => folder.uri.scheme === 'file');
    await Promise.all(
      folders.map(async (folder) => {
        // A folder seen as Python at its top starts in this turn of the extension host.
        if (pythonAtTop(folder) || (await pythonAnywhere(folder))) {
          void this.ensure(folder);
        }
      }),
    );
  }

  stateFor(uri: vscode.Uri | undefined): { state: ServerState; interpreter: Interpreter } | undefined {
    const folder = uri ? this.folderOf(uri) : undefined;
    const found = this.running.get(this.key(folder));
    return found ? { state: found.state, interpreter: found.interpreter } : undefined;
  }

  clientFor(uri: vscode.Uri): LanguageClient | undefined {
    const found = this.running.get(this.key(this.folderOf(uri)));
    return found?.state === 'running' ? found.client : undefined;
  }

  /**
   * What the interpreters of a folder are found from. With `everyCandidate` false and the setting
   * naming one (which comes first), the Python extension, which may still be starting, is not asked.
   */
  private async interpreterInputs(
    folder: vscode.WorkspaceFolder | undefined,
    everyCandidate = true,
  ): Promise<InterpreterInputs> {
    const config = vscode.workspace.getConfiguration(SECTION, folder?.uri);
    const setting = interpreterSetting((name) => config.get(name));
    const fromPython =
      setting.length > 0 && !everyCandidate
        ? undefined
        : await selectedInterpreter(folder?.uri).catch((error: unknown) => {
            this.output.warn(`the Python extension did not name an interpreter: ${String(error)}`);
            return undefined;
          });
    return {
      setting,
      pythonExtension: fromPython,
      folder: folder?.uri.fsPath,
      platform: process.platform,
      environment: process.env,
      isFile,
    };
  }

  async interpreterFor(folder: vscode.WorkspaceFolder | undefined): Promise<Interpreter> {
    return this.interpreterNow(folder) ?? findInterpreters(await this.interpreterInputs(folder, false))[0];
  }

  /**
   * The folder's interpreter when it is known without asking the Python extension: the setting
   * names one, or that extension is not installed. Found at once, so that a start spawns its
   * server in the same turn of the extension host (which, while VS Code starts, can be long).
   */
  private interpreterNow(folder: vscode.WorkspaceFolder | undefined): Interpreter | undefined {
    const config = vscode.workspace.getConfiguration(SECTION, folder?.uri);
    const setting = interpreterSetting((name) => config.get(name));
    if (setting.length === 0 && hasPythonExtension()) {
      return undefined;
    }
    return findInterpreters({
      setting,
      pythonExtension: undefined,
      folder: folder?.uri.fsPath,
      platform: process.platform,
      environment: process.env,
      isFile,
    })[0];
  }

  /** Asks for the folder's interpreter among those found; the setting's change restarts the server. */
  async pickInterpreter(folder?: vscode.WorkspaceFolder): Promise<void> {
    const target =
      folder ??
      (vscode.window.activeTextEditor ? this.folderOf(vscode.window.activeTextEditor.document.uri) : undefined) ??
      vscode.workspace.workspaceFolders?.[0];
    const found = findInterpreters(await this.interpreterInputs(target));
    const current = this.running.get(this.key(target))?.interpreter ?? found[0];
    await selectInterpreter(target, found, current);
  }

  async probe(interpreter: Interpreter): Promise<ProbeResult> {
    return parseProbe(interpreter, await run(interpreter.command, probeArgs(interpreter), 60_000, this.bundle.root));
  }

  /** Sends `workspace/executeCommand` to the server of `uri`'s folder. */
  async execute<T>(uri: vscode.Uri, command: string, args: unknown[]): Promise<T> {
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (document) {
      await this.ensureFor(document);
    }
    const client = this.clientFor(uri);
    if (client === undefined) {
      throw new Error('the onnxscribe language server is not running for this file (see the onnxscribe output)');
    }
    const { ExecuteCommandRequest } = await import('./client.ts');
    return (await client.sendRequest(ExecuteCommandRequest.type, { command, arguments: args })) as T;
  }

  async restart(folder?: vscode.WorkspaceFolder): Promise<void> {
    const keys = folder ? [this.key(folder)] : [...this.running.keys()];
    const folders = keys.map((key) => this.running.get(key)?.folder);
    for (const key of keys) {
      await this.stop(key);
    }
    for (const key of keys) {
      this.warned.delete(key);
    }
    const open = vscode.workspace.textDocuments;
    for (const [index, key] of keys.entries()) {
      const target = folders[index];
      if (key === NO_FOLDER || open.some((d) => d.languageId === 'python' && this.key(this.folderOf(d.uri)) === key)) {
        await this.ensure(target);
      }
    }
  }

  /** Restarts the servers whose interpreter is no longer the one that would be chosen now. */
  async interpreterChanged(): Promise<void> {
    for (const [key, running] of [...this.running.entries()]) {
      const now = await this.interpreterFor(running.folder);
      if (!sameInterpreter(now, running.interpreter) || running.state === 'missing') {
        this.output.info(`interpreter for ${key || 'files outside folders'} is now ${describeInterpreter(now)}`);
        await this.restart(running.folder);
      }
    }
  }

  async settingsChanged(event: vscode.ConfigurationChangeEvent): Promise<void> {
    for (const running of [...this.running.values()]) {
      if (event.affectsConfiguration(SECTION, running.folder?.uri)) {
        this.output.info(`onnxscribe settings changed for ${running.folder?.name ?? 'files outside folders'}: restarting`);
        await this.restart(running.folder);
      }
    }
  }

  async foldersRemoved(folders: readonly vscode.WorkspaceFolder[]): Promise<void> {
    for (const folder of folders) {
      await this.stop(this.key(folder));
    }
  }

  private setState(key: string, state: ServerState): void {
    const found = this.running.get(key);
    if (found) {
      found.state = state;
      this.changed.fire();
    }
  }

  private async stop(key: string): Promise<void> {
    const found = this.running.get(key);
    this.running.delete(key);
    this.changed.fire();
    if (found?.client) {
      try {
        await found.client.stop(5000);
      } catch (error) {
        this.output.warn(`stopping the server: ${String(error)}`);
      }
      await found.client.dispose().catch(() => undefined);
    }
    endLater(found?.server);
  }

  /** Spawns the language server as the extension starts it; errors go to the log. */
  private spawnServer(
    interpreter: Interpreter,
    version: string,
    folder: vscode.WorkspaceFolder | undefined,
  ): ChildProcess {
    const config = vscode.workspace.getConfiguration(SECTION, folder?.uri);
    const spec = languageServerProcess(interpreter, version, logLevel((name) => config.get(name)), folder?.uri.fsPath);
    const { command, args, options } = clientExecutable(spec, process.env);
    const server = spawn(command, args, { ...options, stdio: 'pipe' });
    server.on('error', (error) => this.output.error(`the language server process: ${error.message}`));
    return server;
  }

  /**
   * Starts a folder's server: spawns it and connects its client at once (see startup.ts), while
   * the environment is probed beside them; reports what the probe finds lacking.
   */
  private async start(folder: vscode.WorkspaceFolder | undefined): Promise<void> {
    const key = this.key(folder);
    const where = folder ? `folder ${folder.name}` : 'files outside folders';
    const timeline = new StartupTimeline(this.loadedAt, where, (line) => this.output.info(line));
    const interpreter = this.interpreterNow(folder) ?? (await this.interpreterFor(folder));
    timeline.mark('interpreter resolved');
    const entry: Running = { folder, interpreter, client: undefined, server: undefined, state: 'starting' };
    this.running.set(key, entry);
    this.changed.fire();
    this.output.info(`${where}: Python ${describeInterpreter(interpreter)}`);
    let probing: Promise<ProbeResult> | undefined;
    const probeNow = (): Promise<ProbeResult> =>
      (probing ??= this.probe(interpreter).then((result) => {
        timeline.mark('environment probed');
        return result;
      }));
    let version = versionHint(interpreter, files, process.env, process.platform);
    if (version === undefined) {
      const probe = await probeNow();
      if (this.running.get(key) !== entry) {
        return;
      }
      if (probe.kind !== 'ok') {
        this.reportMissing(key, probe, interpreter, folder);
        return;
      }
      version = probe.probe.version;
    }
    const connection = await this.connect(entry, version, timeline);
    let started = connection.started;
    let probe = await (probing ?? probeWhen(started, connection.diagnosed, PROBE_LIMIT_MS, PROBE_PAUSE_MS).then(probeNow));
    if (this.running.get(key) !== entry) {
      return;
    }
    if (probe.kind === 'ok') {
      this.output.info(
        `${where}: ${probe.probe.executable} (Python ${probe.probe.version}) has onnxscribe ${probe.probe.onnxscribe ?? '(version unknown)'} with [lsp]`,
      );
      const mismatch = mismatchMessage(probe.probe, this.bundle.version);
      if (mismatch !== undefined && !this.warned.has(key)) {
        this.warned.add(key);
        this.output.warn(mismatch);
        void this.offerBundled(mismatch, interpreter, probe.probe.version, folder);
      }
    }
    let verdict = startVerdict(probe, version, probe.kind === 'ok' ? await started : false);
    if (verdict === 'respawn' && probe.kind === 'ok') {
      this.output.info(`${where}: the server started for Python ${version} ended; starting it for ${probe.probe.version}`);
      await this.disconnect(entry);
      started = (await this.connect(entry, probe.probe.version, timeline)).started;
      probe = await probeNow();
      verdict = startVerdict(probe, probe.kind === 'ok' ? probe.probe.version : version, await started);
    }
    if (this.running.get(key) !== entry) {
      return;
    }
    if (verdict === 'missing' && probe.kind !== 'ok') {
      await this.disconnect(entry);
      // The client's own failure (its process ended) is logged first: what the probe found is
      // the log's last word, where Show Logs opens it.
      await Promise.race([started, new Promise((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS).unref())]);
      if (this.running.get(key) !== entry) {
        return;
      }
      this.reportMissing(key, probe, interpreter, folder);
    } else if (verdict === 'running' && entry.client !== undefined) {
      entry.client.unconfirmed = false;
    } else if (verdict !== 'running') {
      this.output.error('the language server did not start (its output above says why)');
      this.setState(key, 'failed');
      void vscode.window
        .showErrorMessage('onnxscribe: the language server did not start.', 'Show Logs')
        .then((picked) => picked && this.output.show());
    }
  }

  /**
   * Spawns the server for a Python `version` and connects a client to it, at once; resolves
   * once the client is made, to whether its start succeeds (`started`) and to when its first
   * diagnostics arrive (`diagnosed`; or the longest the requests VS Code sends wait for them).
   */
  private async connect(
    entry: Running,
    version: string,
    timeline: StartupTimeline,
  ): Promise<{ started: Promise<boolean>; diagnosed: Promise<void> }> {
    const { folder, interpreter } = entry;
    const key = this.key(folder);
    const spawned = this.spawnServer(interpreter, version, folder);
    entry.server = spawned;
    timeline.mark('server spawned');
    const { createClient, processTransports, State } = await import('./client.ts');
    timeline.mark('client module loaded');
    const gate = new FirstDiagnosticsGate(HOLD_LIMIT_MS);
    const config = vscode.workspace.getConfiguration(SECTION, folder?.uri);
    const read = (name: string): unknown => config.get(name);
    let initializeId: unknown;
    const serverOptions: ServerOptions = processTransports(
      serverFactory(
        spawned,
        () => this.spawnServer(interpreter, version, folder),
        (server) => (entry.server = server),
      ),
      (line) => this.output.error(line),
      (message) => {
        const { method, id } = message as { method?: unknown; id?: unknown };
        if (method === 'initialize') {
          initializeId = id;
          timeline.mark('initialize sent');
        } else if (method === 'initialized') {
          timeline.mark('initialized sent');
        } else if (method === 'textDocument/didOpen') {
          timeline.mark('document sent');
        }
      },
      (message) => {
        const { method, id } = message as { method?: unknown; id?: unknown };
        if (method === undefined && id !== undefined && id === initializeId) {
          timeline.mark('initialize answer read');
        }
      },
    );
    const client = createClient(folder ? `onnxscribe (${folder.name})` : 'onnxscribe', serverOptions, {
      documentSelector: documentSelector(folder?.uri.toString()),
      workspaceFolder: folder,
      initializationOptions: initializationOptions(read),
      outputChannel: this.output,
      middleware: {
        didOpen: (document, next) => {
          timeline.mark('document opened');
          gate.documentOpened();
          return next(document);
        },
        handleDiagnostics: (uri, diagnostics, next) => {
          timeline.mark('first diagnostics');
          gate.diagnosticsArrived();
          next(uri, diagnostics);
        },
        provideDocumentSymbols: (document, token, next) => gate.hold(() => next(document, token)),
        provideCodeLenses: (document, token, next) => gate.hold(() => next(document, token)),
        provideInlayHints: (document, range, token, next) => gate.hold(() => next(document, range, token)),
        provideCodeActions: (document, range, context, token, next) =>
          gate.hold(() => next(document, range, context, token)),
      },
    });
    timeline.mark('client created');
    client.languageFeaturesRegistered = () => timeline.mark('language features registered');
    client.unconfirmed = true;
    entry.client = client;
    client.onDidChangeState((event) => {
      if (this.running.get(key) !== entry || entry.client !== client) {
        return;
      }
      if (event.newState === State.Running) {
        this.setState(key, 'running');
      } else if (event.newState === State.Starting) {
        this.setState(key, 'starting');
      } else if (event.newState === State.Stopped) {
        // Servers stopped on purpose are no longer in `running`: this one ended by itself.
        this.setState(key, 'failed');
      }
    });
    timeline.mark('client started');
    const started = client.start().then(
      () => {
        timeline.mark('initialize answered');
        return true;
      },
      (error: unknown) => {
        this.output.error(`the language server did not start: ${String(error)}`);
        return false;
      },
    );
    return { started, diagnosed: gate.passed };
  }

  /** Stops an entry's client and its server process, keeping the entry. */
  private async disconnect(entry: Running): Promise<void> {
    const { client, server } = entry;
    entry.client = undefined;
    entry.server = undefined;
    if (client?.isRunning()) {
      await client.stop(2000).catch(() => undefined);
    }
    // A client still starting cannot be stopped: its server's end ends the start.
    server?.kill();
    await client?.dispose().catch(() => undefined);
  }

  /** The environment lacks onnxscribe[lsp] or the interpreter is unusable: say so, once per folder. */
  private reportMissing(
    key: string,
    probe: Exclude<ProbeResult, { kind: 'ok' }>,
    interpreter: Interpreter,
    folder: vscode.WorkspaceFolder | undefined,
  ): void {
    this.setState(key, 'missing');
    const message =
      probe.kind === 'missing' ? missingMessage(probe.probe) : `onnxscribe: cannot use the Python interpreter: ${probe.reason}.`;
    this.output.error(message);
    if (!this.warned.has(key)) {
      this.warned.add(key);
      void this.offerFix(message, interpreter, probe.kind === 'missing' ? probe.probe.version : undefined, folder);
    }
  }

  /** The environment lacks onnxscribe[lsp] (`pythonVersion` set) or the interpreter is unusable. */
  private async offerFix(
    message: string,
    interpreter: Interpreter,
    pythonVersion: string | undefined,
    folder: vscode.WorkspaceFolder | undefined,
  ): Promise<void> {
    const canInstall = pythonVersion !== undefined;
    const actions = canInstall ? ['Install', 'Select Interpreter', 'Show Logs'] : ['Select Interpreter', 'Show Logs'];
    const choice = await vscode.window.showErrorMessage(message, ...actions);
    if (choice === 'Install') {
      if (await this.install(interpreter, pythonVersion)) {
        await this.restart(folder);
      }
    } else if (choice === 'Select Interpreter') {
      await this.pickInterpreter(folder);
    } else if (choice === 'Show Logs') {
      this.output.show();
    }
  }

  /** The environment's onnxscribe is another version than the extension's. */
  private async offerBundled(
    message: string,
    interpreter: Interpreter,
    pythonVersion: string,
    folder: vscode.WorkspaceFolder | undefined,
  ): Promise<void> {
    const install = `Install onnxscribe ${this.bundle.version}`;
    const choice = await vscode.window.showWarningMessage(message, install, 'Select Interpreter');
    if (choice === install) {
      if (await this.install(interpreter, pythonVersion)) {
        await this.restart(folder);
      }
    } else if (choice === 'Select Interpreter') {
      await this.pickInterpreter(folder);
    }
  }

  /**
   * Installs the wheel the extension carries, with its `lsp` extra, into the interpreter's
   * environment (uv when it is on the PATH, else the interpreter's pip), with progress and its
   * output logged. onnxscribe itself never comes from a package index.
   */
  install(interpreter: Interpreter, pythonVersion: string | undefined): Promise<boolean> {
    const wheel = this.wheel;
    if (!existsSync(wheel)) {
      const message = `onnxscribe: this build of the extension carries no onnxscribe wheel (${wheel} is missing).`;
      this.output.error(message);
      void vscode.window.showErrorMessage(message);
      return Promise.resolve(false);
    }
    const uv = findOnPath('uv', process.env, process.platform, isFile);
    const { command, args, tool } = installCommand(interpreter, pythonVersion, wheel, uv);
    const what = `onnxscribe ${this.bundle.version}`;
    this.output.info(`running ${command} ${args.join(' ')}`);
    return Promise.resolve(
      vscode.window.withProgress(
        {
          location: vscode.ProgressLocation.Notification,
          title: `Installing ${what} into ${interpreter.command}`,
          cancellable: true,
        },
        (progress, token) =>
          new Promise<boolean>((resolve) => {
            const child = spawn(command, args, { cwd: this.bundle.root, stdio: ['ignore', 'pipe', 'pipe'] });
            token.onCancellationRequested(() => child.kill());
            const log = (chunk: Buffer): void => {
              for (const line of chunk.toString().split('\n').filter((l) => l.trim())) {
                this.output.info(`${tool}: ${line}`);
                progress.report({ message: line.slice(0, 80) });
              }
            };
            child.stdout.on('data', log);
            child.stderr.on('data', log);
            child.on('error', (error) => {
              this.output.error(`${tool} could not start: ${error.message}`);
              resolve(false);
            });
            child.on('close', (code) => {
              if (code === 0) {
                void vscode.window.showInformationMessage(`${what} installed; starting the language server.`);
                resolve(true);
              } else {
                void vscode.window
                  .showErrorMessage(`Installing ${what} failed (${tool} exited with ${code}).`, 'Show Logs')
                  .then((picked) => picked && this.output.show());
                resolve(false);
              }
            });
          }),
      ),
    );
  }
}
