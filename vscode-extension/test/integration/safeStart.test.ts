// Every Python process the extension starts, started exactly as the extension starts it, in a
// workspace full of modules named like the standard library's and ours: none of them may run.
// Each shadowing module only creates a marker file beside itself; the old `python -m` start
// creates markers here, so the workspace does shadow.
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { DebugClient } from '@vscode/debugadapter-testsupport';
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  type PublishDiagnosticsParams,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import { launchForFunction, resolveLaunch } from '../../src/debugConfig.ts';
import { parseProbe, probeArgs } from '../../src/environment.ts';
import type { Interpreter } from '../../src/interpreter.ts';
import { clientExecutable, debugAdapterProcess, languageServerProcess, safeModuleArgs } from '../../src/serverOptions.ts';
import { initializationOptions } from '../../src/settings.ts';
import { fixtures, pythonCanImport, repositoryProbe, repositoryPython } from '../support/python.ts';

const runFile = promisify(execFile);

/** Modules a Python start-up, runpy, pip, the server or the adapter would import by name. */
const SHADOWS = [
  'abc', 'argparse', 'ast', 'asyncio', 'base64', 'collections', 'concurrent', 'contextlib', 'copy',
  'dataclasses', 'enum', 'functools', 'importlib', 'inspect', 'io', 'jedi', 'json', 'logging',
  'numpy', 'onnx', 'onnxruntime', 'onnxscribe', 'operator', 'os', 'pathlib', 'pip', 'pkgutil',
  'pygls', 'lsprotocol', 'queue', 're', 'runpy', 'selectors', 'shutil', 'signal', 'site',
  'sitecustomize', 'socket', 'struct', 'subprocess', 'tempfile', 'threading', 'tokenize', 'traceback',
  'types', 'typing', 'typing_extensions', 'usercustomize', 'warnings', 'weakref', 'zipfile',
];

const interpreter: Interpreter = { command: repositoryPython(), args: [], source: 'setting' };
/** The repository's Python version (the -P start) and none (the -c start every version takes). */
const starts = [
  { name: '-P', version: repositoryProbe().version },
  { name: '-c', version: undefined },
] as const;
const dapSkip = pythonCanImport('onnxscribe.dap.__main__') ? false : 'the repository has no debug adapter';

let workspace: string;

before(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'onnxscribe-shadowed-'));
  for (const name of SHADOWS) {
    writeFileSync(path.join(workspace, `${name}.py`), 'open(__file__ + ".ran", "w").close()\n');
  }
  copyFileSync(path.join(fixtures, 'broken.py'), path.join(workspace, 'broken.py'));
});

after(() => {
  rmSync(workspace, { recursive: true, force: true });
});

function markers(): string[] {
  return readdirSync(workspace).filter((name) => name.endsWith('.ran')).sort();
}

function clearMarkers(): void {
  for (const name of markers()) {
    rmSync(path.join(workspace, name));
  }
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill();
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

test('the workspace shadows: `python -m onnxscribe.lsp` started in it runs its modules', async () => {
  clearMarkers();
  await runFile(interpreter.command, ['-m', 'onnxscribe.lsp', '--help'], { cwd: workspace, timeout: 60_000 }).catch(
    () => undefined,
  );
  // The first shadowing module imported (importlib, on CPython 3.11) runs and stops the start.
  assert.ok(markers().length > 0, 'no module of the workspace ran');
});

test("the environment probe runs none of the workspace's modules", async () => {
  clearMarkers();
  const { stdout, stderr } = await runFile(interpreter.command, probeArgs(interpreter), { cwd: workspace, timeout: 60_000 });
  const result = parseProbe(interpreter, { exitCode: 0, stdout, stderr });
  assert.equal(result.kind, 'ok');
  assert.deepEqual(markers(), []);
});

for (const start of starts) {
  test(`pip, as the install runs it (${start.name} start), runs none of the workspace's modules`, async () => {
    clearMarkers();
    const args = safeModuleArgs(interpreter, start.version, 'pip', ['--version']);
    assert.equal(args.includes('-P'), start.name === '-P');
    const { stdout } = await runFile(interpreter.command, args, { cwd: workspace, timeout: 120_000 });
    assert.match(stdout, /^pip \d+/);
    assert.deepEqual(markers(), []);
  });

  test(`the language server (${start.name} start) analyzes a workspace file and runs none of its modules`, { timeout: 180_000 }, async () => {
    const spec = languageServerProcess(interpreter, start.version, 'WARNING', workspace);
    assert.equal(spec.args.includes('-P'), start.name === '-P');
    const executable = clientExecutable(spec, process.env);
    await serveOnce(executable.command, executable.args, executable.options);
  });

  test(`the debug adapter (${start.name} start) runs a function and none of the workspace's modules`, { skip: dapSkip, timeout: 180_000 }, async () => {
    // The launch's cwd is the shadowed workspace; the program is the fixture's, in its own folder.
    const spec = debugAdapterProcess(interpreter, workspace, start.version);
    assert.equal(spec.args.includes('-P'), start.name === '-P');
    await debugOnce(spec.command, spec.args, { cwd: spec.cwd, env: { ...process.env, ...spec.env } });
  });
}

// The commands docs/editors.md gives other editors: the environment's `onnxscribe` script, whose
// own folder (the environment's bin) is first on sys.path, never the current folder.
const script = path.join(path.dirname(repositoryPython()), 'onnxscribe');

test("`onnxscribe lsp` started in the workspace runs none of its modules", { timeout: 180_000 }, async () => {
  await serveOnce(script, ['lsp'], { cwd: workspace, env: process.env });
});

test("`onnxscribe dap` started in the workspace runs none of its modules", { skip: dapSkip, timeout: 180_000 }, async () => {
  await debugOnce(script, ['dap'], { cwd: workspace, env: process.env });
});

type Options = { cwd: string | undefined; env: NodeJS.ProcessEnv };

/** Starts a language server, has it analyze the workspace's broken.py, stops it; no marker. */
async function serveOnce(command: string, args: string[], options: Options): Promise<void> {
  clearMarkers();
  const server = spawn(command, args, options);
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
  const published = new Promise<PublishDiagnosticsParams>((resolve) => {
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      if (params.diagnostics.length > 0) {
        resolve(params);
      }
    });
  });
  connection.listen();
  try {
    const options = initializationOptions(() => undefined);
    await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: pathToFileURL(workspace).href,
      workspaceFolders: [{ uri: pathToFileURL(workspace).href, name: 'shadowed' }],
      initializationOptions: { ...options, delay: 0 },
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } },
    });
    await connection.sendNotification(InitializedNotification.type, {});
    const file = path.join(workspace, 'broken.py');
    await connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri: pathToFileURL(file).href, languageId: 'python', version: 1, text: readFileSync(file, 'utf-8') },
    });
    const params = await published;
    assert.equal(params.diagnostics[0].code, 'OXS301', stderr);
    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
  } finally {
    connection.dispose();
    await stopped(server);
  }
  assert.deepEqual(markers(), []);
}

/** Starts a debug adapter, runs the fixture's function to its end with the workspace as the launch's cwd; no marker. */
async function debugOnce(command: string, args: string[], options: Options): Promise<void> {
  clearMarkers();
  const adapter = spawn(command, args, options);
  adapter.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const client = new (class extends DebugClient {
    attach(): void {
      this.connect(adapter.stdout, adapter.stdin);
    }
  })('unused', 'unused', 'onnxscribe');
  client.attach();
  try {
    const program = path.join(fixtures, 'model.py');
    const base = launchForFunction(
      program,
      'scale_and_clip',
      { x: 'np.arange(6, dtype=np.float32).reshape(2, 3)', limit: 'np.float32(4.0)' },
      false,
    );
    const resolved = resolveLaunch({ ...base, cwd: workspace }, { file: program, functionAtCursor: undefined, folder: workspace });
    assert.ok('config' in resolved);
    await client.initializeRequest({ adapterID: 'onnxscribe', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
    await Promise.all([client.configurationSequence(), client.launch(resolved.config), client.waitForEvent('terminated')]);
  } finally {
    await client.disconnectRequest({}).catch(() => undefined);
    adapter.kill();
    await stopped(adapter);
  }
  assert.deepEqual(markers(), []);
}
