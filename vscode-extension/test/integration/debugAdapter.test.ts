// Starts the Python debug adapter exactly as the extension's `onnxscribe` debug type does and
// drives it with VS Code's DAP test client. Skipped (with the reason) while the repository's
// onnxscribe has no debug adapter.
import assert from 'node:assert/strict';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import * as path from 'node:path';
import { test } from 'node:test';
import { DebugClient } from '@vscode/debugadapter-testsupport';
import { initialConfiguration, launchForFunction, resolveLaunch } from '../../src/debugConfig.ts';
import { resolveInterpreter } from '../../src/interpreter.ts';
import { debugAdapterProcess } from '../../src/serverOptions.ts';
import { fixtures, pythonCanImport, repositoryProbe, repositoryPython } from '../support/python.ts';

const ADAPTER_MODULE = 'onnxscribe.dap.__main__';
const skip = pythonCanImport(ADAPTER_MODULE)
  ? false
  : `the repository's onnxscribe has no debug adapter yet (python -c "import ${ADAPTER_MODULE}" fails)`;

/** The test client, attached to an adapter process started here rather than by the client. */
class AttachedClient extends DebugClient {
  attach(adapter: ChildProcessWithoutNullStreams): void {
    this.connect(adapter.stdout, adapter.stdin);
  }
}

function startAdapter(): { client: AttachedClient; adapter: ChildProcessWithoutNullStreams } {
  const interpreter = resolveInterpreter({
    setting: [repositoryPython()],
    pythonExtension: undefined,
    folder: fixtures,
    platform: process.platform,
  });
  const spec = debugAdapterProcess(interpreter, fixtures, repositoryProbe().version);
  const adapter = spawn(spec.command, spec.args, { cwd: spec.cwd, env: { ...process.env, ...spec.env } });
  adapter.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const client = new AttachedClient('unused', 'unused', 'onnxscribe');
  client.attach(adapter);
  return { client, adapter };
}

function launchArguments(stopOnEntry: boolean): Record<string, unknown> {
  const program = path.join(fixtures, 'model.py');
  const base = launchForFunction(
    program,
    'scale_and_clip',
    { x: 'np.arange(6, dtype=np.float32).reshape(2, 3)', limit: 'np.float32(4.0)' },
    false,
  );
  const resolved = resolveLaunch({ ...base, stopOnEntry }, { file: program, functionAtCursor: undefined, folder: fixtures });
  assert.ok('config' in resolved);
  return resolved.config;
}

async function finish(client: AttachedClient, adapter: ChildProcessWithoutNullStreams): Promise<void> {
  await client.disconnectRequest({}).catch(() => undefined);
  adapter.kill();
}

test('a breakpoint in a script function is hit at its line', { skip, timeout: 120_000 }, async () => {
  const { client, adapter } = startAdapter();
  try {
    await client.initializeRequest({ adapterID: 'onnxscribe', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
    await client.hitBreakpoint(
      launchArguments(false),
      { path: path.join(fixtures, 'model.py'), line: 10 },
      { path: path.join(fixtures, 'model.py'), line: 10 },
    );
    const threads = await client.threadsRequest();
    const stack = await client.stackTraceRequest({ threadId: threads.body.threads[0].id });
    assert.equal(stack.body.stackFrames[0].line, 10);
    assert.match(stack.body.stackFrames[0].name, /scale_and_clip/);
    await Promise.all([client.continueRequest({ threadId: threads.body.threads[0].id }), client.waitForEvent('terminated')]);
  } finally {
    await finish(client, adapter);
  }
});

test('stopOnEntry stops at the first statement of the function', { skip, timeout: 120_000 }, async () => {
  const { client, adapter } = startAdapter();
  try {
    await client.initializeRequest({ adapterID: 'onnxscribe', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
    await Promise.all([
      client.configurationSequence(),
      client.launch(launchArguments(true)),
      client.assertStoppedLocation('entry', { path: path.join(fixtures, 'model.py'), line: 9 }),
    ]);
  } finally {
    await finish(client, adapter);
  }
});

test('the generated launch.json entry runs as written; with noDebug it runs past breakpoints', { skip, timeout: 120_000 }, async () => {
  const program = path.join(fixtures, 'model.py');
  // the parameters as model.py declares scale_and_clip's
  const entry = initialConfiguration('scale_and_clip', [
    { name: 'x', annotation: 'FLOAT["N", 3]', isAttribute: false, hasDefault: false },
    { name: 'limit', annotation: 'FLOAT', isAttribute: false, hasDefault: false },
  ]);
  const resolved = resolveLaunch(
    { ...entry, program, noDebug: true },
    { file: program, functionAtCursor: undefined, folder: fixtures },
  );
  assert.ok('config' in resolved);
  const { client, adapter } = startAdapter();
  try {
    const stops: unknown[] = [];
    client.on('stopped', (event) => stops.push(event));
    const exited = client.waitForEvent('exited');
    await client.initializeRequest({ adapterID: 'onnxscribe', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
    const launched = client.launchRequest(resolved.config as never);
    await client.waitForEvent('initialized');
    await client.setBreakpointsRequest({ source: { path: program }, breakpoints: [{ line: 10 }] });
    await client.configurationDoneRequest();
    await launched;
    assert.equal((await exited).body.exitCode, 0);
    assert.deepEqual(stops, []);
  } finally {
    await finish(client, adapter);
  }
});
