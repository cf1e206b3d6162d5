// Starts the real Python language server exactly as the extension does (same process spec, same
// initialization options) and talks to it over the protocol, as VS Code's client would.
import assert from 'node:assert/strict';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import {
  CodeLensRequest,
  ConfigurationRequest,
  createProtocolConnection,
  ExecuteCommandRequest,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  type MarkupContent,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  DidOpenTextDocumentNotification,
} from 'vscode-languageserver-protocol/node';
import { resolveInterpreter } from '../../src/interpreter.ts';
import { costsOfFile, profileCommand, type ProfileSummary } from '../../src/profileModel.ts';
import { clientExecutable, languageServerProcess } from '../../src/serverOptions.ts';
import { initializationOptions, logLevel } from '../../src/settings.ts';
import { extensionRoot, fixtures, repositoryProbe, repositoryPython } from '../support/python.ts';

const manifest = JSON.parse(readFileSync(path.join(extensionRoot, 'package.json'), 'utf-8'));
const properties: Record<string, { default: unknown }> = manifest.contributes.configuration.properties;
const defaults = (name: string): unknown => properties[`onnxscribe.${name}`]?.default;
// What the extension reads for a folder with `onnxscribe.interpreter` set and everything else
// at its default.
const settings = (name: string): unknown => (name === 'interpreter' ? [repositoryPython()] : defaults(name));

let server: ChildProcessWithoutNullStreams;
let connection: ProtocolConnection;
const diagnostics = new Map<string, PublishDiagnosticsParams[]>();
const waiters: (() => void)[] = [];
let stderr = '';

function uriOf(name: string): string {
  return pathToFileURL(path.join(fixtures, name)).href;
}

function open(name: string): string {
  const uri = uriOf(name);
  void connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'python', version: 1, text: readFileSync(path.join(fixtures, name), 'utf-8') },
  });
  return uri;
}

async function published(uri: string): Promise<PublishDiagnosticsParams> {
  for (let waited = 0; waited < 600; waited++) {
    const found = diagnostics.get(uri);
    if (found?.length) {
      return found[found.length - 1];
    }
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 100);
    });
  }
  throw new Error(`no diagnostics for ${uri} within 60 s; server stderr:\n${stderr}`);
}

before(async () => {
  const interpreter = resolveInterpreter({
    setting: settings('interpreter') as string[],
    pythonExtension: undefined,
    folder: fixtures,
    platform: process.platform,
  });
  const executable = clientExecutable(
    languageServerProcess(interpreter, repositoryProbe().version, logLevel(settings), fixtures),
    process.env,
  );
  server = spawn(executable.command, executable.args, executable.options);
  server.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
    diagnostics.set(params.uri, [...(diagnostics.get(params.uri) ?? []), params]);
    waiters.splice(0).forEach((resolve) => resolve());
  });
  connection.onRequest(ConfigurationRequest.type, (params) =>
    params.items.map(() => initializationOptions(settings)),
  );
  connection.onRequest(RegistrationRequest.type, () => undefined);
  connection.listen();
  const result = await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(fixtures).href,
    workspaceFolders: [{ uri: pathToFileURL(fixtures).href, name: 'fixtures' }],
    initializationOptions: initializationOptions(settings),
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: {
        hover: { contentFormat: ['markdown', 'plaintext'] },
        publishDiagnostics: { relatedInformation: true, versionSupport: true },
      },
    },
  });
  assert.ok(result.capabilities.hoverProvider);
  assert.deepEqual(
    [...(result.capabilities.executeCommandProvider?.commands ?? [])].sort(),
    [
      'onnxscribe.clearProfile',
      'onnxscribe.exportModel',
      'onnxscribe.scriptFunctions',
      'onnxscribe.showGraph',
      'onnxscribe.showOnnx',
      'onnxscribe.showProfile',
      'onnxscribe.showProfiledLine',
    ],
  );
  assert.deepEqual(result.capabilities.codeLensProvider, { resolveProvider: false });
  await connection.sendNotification(InitializedNotification.type, {});
});

after(async () => {
  if (connection) {
    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
    connection.dispose();
  }
  if (server && server.exitCode === null) {
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.kill();
        resolve(undefined);
      }, 10_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }
});

test('a mistake is reported at its line with its code', async () => {
  const uri = open('broken.py');
  const params = await published(uri);
  assert.equal(params.version, 1);
  const [first] = params.diagnostics;
  assert.equal(first.code, 'OXS301');
  assert.equal(first.range.start.line, 8);
  assert.equal(first.range.start.character, 8);
  assert.match(String(first.message), /no operator 'Mull'; did you mean Mul/);
});

test('a clean file publishes no diagnostics, and hovering an operator links its onnx.ai page', async () => {
  const uri = open('model.py');
  const params = await published(uri);
  assert.deepEqual(params.diagnostics, []);
  const line = readFileSync(path.join(fixtures, 'model.py'), 'utf-8').split('\n')[8];
  const hover = await connection.sendRequest(HoverRequest.type, {
    textDocument: { uri },
    position: { line: 8, character: line.indexOf('Mul') + 1 },
  });
  const contents = hover?.contents as MarkupContent;
  assert.equal(contents.kind, 'markdown');
  assert.match(contents.value, /\[Mul - \d+\]\(https:\/\/onnx\.ai\/onnx\/operators\/onnx__Mul/);
});

test('showGraph returns the graph of the function at the cursor, and a page drawing it', async () => {
  const uri = open('model.py');
  await published(uri);
  const result = (await connection.sendRequest(ExecuteCommandRequest.type, {
    command: 'onnxscribe.showGraph',
    arguments: [uri, { line: 20, character: 8 }],
  })) as { function: string; graph: { graph: { nodes: { op: string }[] } }; html: string };
  assert.equal(result.function, 'accumulate');
  assert.deepEqual(
    result.graph.graph.nodes.map((n) => n.op),
    ['Loop'],
  );
  assert.match(result.html, /<script type="application\/json" id="graph-data">/);
  assert.ok(result.html.includes('"function": "accumulate"'));
});

test('Run, Debug and Profile lenses and the script functions come from the server', async () => {
  const uri = open('model.py');
  await published(uri);
  const lenses = (await connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } })) ?? [];
  assert.deepEqual(
    lenses.map((l) => [l.range.start.line, l.command?.title, l.command?.command, l.command?.arguments]),
    [
      [6, 'Run', 'onnxscribe.runFunction', [uri, 'scale_and_clip']],
      [6, 'Debug', 'onnxscribe.debugFunction', [uri, 'scale_and_clip']],
      [6, 'Profile', 'onnxscribe.profileFunction', [uri, 'scale_and_clip']],
      [17, 'Run', 'onnxscribe.runFunction', [uri, 'accumulate']],
      [17, 'Debug', 'onnxscribe.debugFunction', [uri, 'accumulate']],
      [17, 'Profile', 'onnxscribe.profileFunction', [uri, 'accumulate']],
    ],
  );
  const functions = (await connection.sendRequest(ExecuteCommandRequest.type, {
    command: 'onnxscribe.scriptFunctions',
    arguments: [uri],
  })) as { name: string; line: number; defLine: number; endLine: number }[];
  assert.deepEqual(
    functions.map((f) => [f.name, f.line, f.defLine, f.endLine]),
    [
      ['scale_and_clip', 6, 7, 14],
      ['accumulate', 17, 18, 22],
    ],
  );
});

test('showOnnx returns the ONNX text of the function', async () => {
  const uri = open('model.py');
  await published(uri);
  const text = (await connection.sendRequest(ExecuteCommandRequest.type, {
    command: 'onnxscribe.showOnnx',
    arguments: [uri, 'scale_and_clip'],
  })) as string;
  assert.match(text, /Mul/);
  assert.match(text, /If/);
});

const PLANTED = `from onnxscribe import FLOAT, script
from onnxscribe import opset18 as op


@script()
def planted(x: FLOAT["N", 512], w: FLOAT[512, 512], s: FLOAT[4]) -> FLOAT["N", 512]:
    t = op.Abs(s) + 1.0
    y = op.MatMul(x, w)
    v = op.Sqrt(t)
    return y + op.ReduceSum(v)
`;

test('the profile command the extension runs, shown by the server: lenses and graph costs', async () => {
  const folder = realpathSync(mkdtempSync(path.join(tmpdir(), 'onnxscribe-profile-')));
  const file = path.join(folder, 'planted.py');
  writeFileSync(file, PLANTED);
  const interpreter = { command: repositoryPython(), args: [], source: 'setting' as const };
  const { command, args } = profileCommand(interpreter, file, 'planted', ['N=256']);
  const report = path.join(folder, 'planted.profile.json');
  writeFileSync(report, execFileSync(command, args, { cwd: folder, encoding: 'utf-8', timeout: 300_000 }));

  const uri = pathToFileURL(file).href;
  void connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'python', version: 1, text: PLANTED },
  });
  await published(uri);
  const summary = (await connection.sendRequest(ExecuteCommandRequest.type, {
    command: 'onnxscribe.showProfile',
    arguments: [report],
  })) as ProfileSummary;
  const costs = costsOfFile(summary, file);
  assert.equal(costs[0].line, 8); // y = op.MatMul(x, w), the costliest
  assert.ok(costs.every((cost) => cost.share <= costs[0].share));

  const lenses = (await connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } })) ?? [];
  const labels = lenses.filter((l) => /%$/.test(l.command?.title ?? ''));
  assert.deepEqual(
    labels.map((l) => [l.range.start.line + 1, l.command?.title]).sort(),
    costs.map((cost) => [cost.line, cost.label]).sort(),
  );
  const hover = await connection.sendRequest(HoverRequest.type, {
    textDocument: { uri },
    position: { line: 7, character: 6 },
  });
  assert.match((hover?.contents as MarkupContent).value, /\| MatMul \| CPU \|/);
  await connection.sendRequest(ExecuteCommandRequest.type, { command: 'onnxscribe.clearProfile', arguments: [] });
});
