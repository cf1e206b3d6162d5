// code-server (VS Code served to a browser) with the packaged extension installed, on a
// loopback port, with all of its state under .e2e/ (ignored by git).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import * as path from 'node:path';
import { extensionRoot, fixtures, repositoryPython } from '../test/support/python.ts';

export const stateRoot = path.join(extensionRoot, '.e2e');
const binary = path.join(extensionRoot, 'e2e', 'code-server', 'node_modules', '.bin', 'code-server');
const vsix = path.join(extensionRoot, 'dist', 'onnxscribe.vsix');

export interface CodeServer {
  url: string;
  /** The URL of the window opened on the workspace with `file` (a path in it) already open. */
  urlOpening: (file: string) => string;
  workspace: string;
  process: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...extra,
    XDG_CONFIG_HOME: path.join(stateRoot, 'config'),
    XDG_DATA_HOME: path.join(stateRoot, 'data'),
    XDG_CACHE_HOME: path.join(stateRoot, 'cache'),
  };
}

function commonArguments(): string[] {
  return [
    '--config',
    path.join(stateRoot, 'config.yaml'),
    '--user-data-dir',
    path.join(stateRoot, 'user-data'),
    '--extensions-dir',
    path.join(stateRoot, 'extensions'),
  ];
}

/**
 * Compiles the repository's onnxscribe to bytecode, as pip does when it installs the package. The
 * repository's install is editable, and with PYTHONDONTWRITEBYTECODE set (as on the machines
 * that run this suite) Python would keep no bytecode of it: every server start would compile each
 * module it imports first, which no user's start does.
 */
export function compilePackage(): void {
  const program = [
    'import compileall, os, onnxscribe',
    'compileall.compile_dir(os.path.dirname(onnxscribe.__file__), quiet=2)',
  ].join('\n');
  execFileSync(repositoryPython(), ['-P', '-c', program], { stdio: 'inherit', timeout: 300_000 });
}

/**
 * Writes onnxscribe's table of the installed onnx's operator schemas into the (fresh) profile's
 * cache, as any earlier use of onnxscribe in that environment leaves it: the table is made once
 * per installation of onnx, from onnx itself, and a window opened on a fresh profile would
 * otherwise measure that one-time step instead of a start.
 */
export function cacheSchemaTable(): void {
  const program = 'from onnxscribe.core import schemas\nschemas.latest_version()';
  execFileSync(repositoryPython(), ['-P', '-c', program], {
    env: environment(),
    stdio: 'inherit',
    timeout: 300_000,
  });
}

/** A fresh workspace: the test fixtures and the settings a user would write. */
export function fixtureWorkspace(launch: object): string {
  const workspace = path.join(stateRoot, 'workspace');
  rmSync(workspace, { recursive: true, force: true });
  cpSync(fixtures, workspace, { recursive: true });
  mkdirSync(path.join(workspace, '.vscode'), { recursive: true });
  writeFileSync(
    path.join(workspace, '.vscode', 'settings.json'),
    JSON.stringify(
      {
        'onnxscribe.interpreter': [repositoryPython()],
        'onnxscribe.delay': 0,
        // The server's own start-up lines, with its clock, in the extension's log.
        'onnxscribe.logLevel': 'INFO',
      },
      null,
      2,
    ),
  );
  writeFileSync(path.join(workspace, '.vscode', 'launch.json'), JSON.stringify(launch, null, 2));
  return workspace;
}

/** The user settings of every window: current names and values only (see `writeUserSettings`). */
export const userSettingsFile = path.join(stateRoot, 'user-data', 'User', 'settings.json');

/**
 * Writes the profile's user settings. They name only current values: VS Code migrates a renamed
 * value (a theme's old name, `extensions.autoUpdate: false`) by rewriting settings.json when the
 * window opens, and it edits that file as a JSON document, which activates its JSON, configuration
 * and TypeScript extensions at the same time as this one. A user's VS Code does that once.
 */
function writeUserSettings(): void {
  mkdirSync(path.dirname(userSettingsFile), { recursive: true });
  writeFileSync(
    userSettingsFile,
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'workbench.tips.enabled': false,
        'workbench.welcomePage.walkthroughs.openOnInstall': false,
        'security.workspace.trust.enabled': false,
        'telemetry.telemetryLevel': 'off',
        'extensions.autoCheckUpdates': false,
        'extensions.autoUpdate': 'off',
        'update.mode': 'none',
        'editor.hover.delay': 200,
        'window.commandCenter': false,
        'chat.disableAIFeatures': true,
        'workbench.colorTheme': 'Light Modern',
        'workbench.secondarySideBar.defaultVisibility': 'hidden',
        'workbench.editor.enablePreview': false,
      },
      null,
      2,
    ),
  );
}

/**
 * Writes the file VS Code's first start leaves in a profile and every later start reads: the chat's
 * language models (none). A start that finds no such file writes it and then opens it as a
 * document; by then JSON is a known language, so VS Code activates its JSON extensions at the same
 * time as this one, which a user's window, whose profile has the file, does not wait for.
 */
function writeFirstStartFiles(): void {
  writeFileSync(path.join(path.dirname(userSettingsFile), 'chatLanguageModels.json'), '[]');
}

/**
 * code-server with a fresh profile and the packaged extension, opened on `workspace`; `env` is
 * added to its environment (and so to the processes the extension starts).
 */
export async function startCodeServer(workspace: string, env: Record<string, string> = {}): Promise<CodeServer> {
  for (const folder of ['user-data', 'extensions', 'config', 'data', 'cache']) {
    rmSync(path.join(stateRoot, folder), { recursive: true, force: true });
  }
  mkdirSync(stateRoot, { recursive: true });
  writeUserSettings();
  writeFirstStartFiles();
  execFileSync(binary, [...commonArguments(), '--install-extension', vsix], {
    env: environment(env),
    stdio: 'inherit',
    timeout: 180_000,
  });
  const port = await freePort();
  let output = '';
  const child = spawn(
    binary,
    [
      ...commonArguments(),
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--auth',
      'none',
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
      '--ignore-last-opened',
      workspace,
    ],
    { env: environment(env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`code-server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const folderUrl = `${url}/?folder=${encodeURIComponent(workspace)}`;
  return {
    url: folderUrl,
    // VS Code's web workbench opens the file its `payload` names, as it restores a last session's.
    urlOpening: (file) =>
      `${folderUrl}&payload=${encodeURIComponent(JSON.stringify([['openFile', `vscode-remote://127.0.0.1:${port}${file}`]]))}`,
    workspace,
    process: child,
    log: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** The newest file called `name` under the session's log folder (code-server writes one per start). */
function sessionLog(name: string): string | undefined {
  const logs = path.join(stateRoot, 'user-data', 'logs');
  if (!existsSync(logs)) {
    return undefined;
  }
  const found = readdirSync(logs, { recursive: true, encoding: 'utf-8' })
    .filter((file) => path.basename(file) === name)
    .sort();
  return found.length > 0 ? path.join(logs, found[found.length - 1]) : undefined;
}

function readLog(name: string): string {
  const file = sessionLog(name);
  return file === undefined ? '' : readFileSync(file, 'utf-8');
}

/** A log line's time (code-server writes local time to the millisecond). */
export function logTime(line: string): number {
  const match = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3})/.exec(line);
  return match ? new Date(`${match[1]}T${match[2]}`).getTime() : Number.NaN;
}

async function waitForLog(name: string, pattern: RegExp, what: string, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const line = readLog(name)
      .split('\n')
      .find((text) => pattern.test(text));
    if (line !== undefined) {
      return line;
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`${what}: no line ${pattern} in ${name}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits until the window's extension host has started and activated its start-up extensions (its
 * log says "Eager extensions activated"); returns, by its log, when it started, when it was ready
 * to run extensions (its first activation of one: the first line "ExtensionService#_doActivateExtension")
 * and when its start-up extensions were activated.
 */
export async function extensionHostReady(
  server: CodeServer,
): Promise<{ startedAt: number; readyAt: number; startupActivatedAt: number }> {
  const log = 'remoteexthost.log';
  const started = await waitForLog(log, /Extension host with pid \d+ started/, 'the extension host', server.process);
  const ready = await waitForLog(log, /ExtensionService#_doActivateExtension /, 'the extension host', server.process);
  const activated = await waitForLog(log, /Eager extensions activated/, 'the extension host', server.process);
  return { startedAt: logTime(started), readyAt: logTime(ready), startupActivatedAt: logTime(activated) };
}

/** Each extension the extension host activated, by its log: when, and by which activation event. */
export function activations(): { at: number; extension: string; event: string }[] {
  const pattern = /_doActivateExtension (\S+), startup: \w+, activationEvent: '([^']*)'/;
  const found: { at: number; extension: string; event: string }[] = [];
  for (const line of readLog('remoteexthost.log').split('\n')) {
    const match = pattern.exec(line);
    if (match) {
      found.push({ at: logTime(line), extension: match[1], event: match[2] });
    }
  }
  return found;
}

/** The extension host's log line that records how the extension was activated. */
export function activationLine(): string | undefined {
  return readLog('remoteexthost.log')
    .split('\n')
    .find((line) => line.includes('_doActivateExtension onnxscribe.onnxscribe'));
}

/**
 * The extension's start-up milestones (`startup: <milestone> at <ms> ms after loading`, in its
 * log) once `last` is among them, in the order logged; when its module was loaded (its log's first
 * line gives the time) and when it was activated (VS Code prepares its context in between).
 */
export async function startupMilestones(
  server: CodeServer,
  last: string,
): Promise<{ loadedAt: number; activatedAt: number; milestones: Record<string, number> }> {
  const pattern = /startup: (.+?) at (-?\d+) ms after loading/;
  await waitForLog('onnxscribe.log', new RegExp(`startup: ${last} at`), 'the extension', server.process);
  const milestones: Record<string, number> = {};
  const lines = readLog('onnxscribe.log').split('\n');
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match && !(match[1] in milestones)) {
      milestones[match[1]] = Number(match[2]);
    }
  }
  const loaded = lines.map((line) => /loaded at (\S+Z);/.exec(line)?.[1]).find((time) => time !== undefined);
  const activated = lines.map((line) => /activated (\d+) ms after it was loaded/.exec(line)?.[1]).find((ms) => ms);
  const loadedAt = loaded === undefined ? Number.NaN : Date.parse(loaded);
  return { loadedAt, activatedAt: loadedAt + Number(activated ?? Number.NaN), milestones };
}

/**
 * The language server's start-up lines (`start-up: ...`, logged at INFO with the server's clock),
 * each with its time.
 */
export function serverStartupLines(): { at: number; what: string }[] {
  const pattern = /(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d),(\d{3}) INFO onnxscribe\.lsp\.\w+: start-up: (.*)$/;
  return readLog('onnxscribe.log')
    .split('\n')
    .map((line) => pattern.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ at: new Date(`${match[1]}T${match[2]}.${match[3]}`).getTime(), what: match[4] }));
}
