// The inline values provider: what the debug adapter answers, drawn beside the lines it names.
// The first test runs the real adapter (the repository's onnxscribe) stopped at a breakpoint.
import assert from 'node:assert/strict';
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { DebugClient } from '@vscode/debugadapter-testsupport';
import { launchForFunction } from '../../src/debugConfig.ts';
import {
  InlineValues,
  type InlineSession,
  type InlineValuesAnswer,
  registerInlineValues,
  valuesInView,
} from '../../src/inlineValues.ts';
import { fixtures, repositoryPython } from '../support/python.ts';
import * as vscode from '../vscode-stub.ts';

const modelPath = path.join(fixtures, 'model.py');
const modelLines = readFileSync(modelPath, 'utf-8').split('\n');

/** The 0-based line of the fixture holding `text`. */
function lineOf(text: string): number {
  const index = modelLines.findIndex((line) => line.includes(text));
  assert.notEqual(index, -1, `${text} is not in model.py`);
  return index;
}

class AttachedClient extends DebugClient {
  attach(adapter: ChildProcessWithoutNullStreams): void {
    this.connect(adapter.stdout, adapter.stdin);
  }
}

type Drawn = [number, number, string];

async function provide(session: InlineSession | undefined, frameId: number, first = 0, last = 1000): Promise<Drawn[]> {
  const provider = new InlineValues(() => session);
  const values = await provider.provideInlineValues(
    vscode.stubDocument(modelPath, modelLines.join('\n')) as never,
    new vscode.Range(first, 0, last, 0) as never,
    { frameId, stoppedLocation: new vscode.Range(0, 0, 0, 0) } as never,
  );
  return (values as unknown as vscode.InlineValueText[]).map((v) => [v.range.start.line, v.range.start.character, v.text]);
}

test('stopped at a breakpoint, each assigned line shows its values', { timeout: 120_000 }, async () => {
  const adapter = spawn(repositoryPython(), ['-m', 'onnxscribe.dap'], { cwd: fixtures });
  adapter.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const client = new AttachedClient('unused', 'unused', 'onnxscribe');
  client.attach(adapter);
  try {
    await client.initializeRequest({ adapterID: 'onnxscribe', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
    const launch = launchForFunction(
      modelPath,
      'scale_and_clip',
      { x: 'np.arange(6, dtype=np.float32).reshape(2, 3)', limit: 'np.float32(4.0)' },
      false,
    );
    const stop = lineOf('if total > limit') + 1;
    await client.hitBreakpoint(launch, { path: modelPath, line: stop }, { path: modelPath, line: stop });
    const frameId = (await client.stackTraceRequest({ threadId: 1 })).body.stackFrames[0].id;
    const session: InlineSession = {
      type: 'onnxscribe',
      customRequest: async (command: string, args?: unknown) => (await client.customRequest(command, args)).body,
    };

    const definition = lineOf('def scale_and_clip');
    const x = modelLines[definition].indexOf('x:');
    const limit = modelLines[definition].indexOf('limit:');
    assert.deepEqual(await provide(session, frameId), [
      [definition, x, 'x = FLOAT[2, 3] [[0. 1. 2.] [3. 4. 5.]]'],
      [definition, limit, 'limit = FLOAT[] 4.0'],
      [lineOf('scaled ='), modelLines[lineOf('scaled =')].indexOf('op.Mul'), 'scaled = FLOAT[2, 3] [[ 0. 2. 4.] [ 6. 8. 10.]]'],
      [lineOf('total ='), modelLines[lineOf('total =')].indexOf('op.ReduceSum'), 'total = FLOAT[] 30.0'],
    ]);
    // only the lines in view are asked for
    assert.deepEqual(
      (await provide(session, frameId, lineOf('total ='), lineOf('total ='))).map((v) => v[2]),
      ['total = FLOAT[] 30.0'],
    );
  } finally {
    await client.disconnectRequest({}).catch(() => undefined);
    adapter.kill();
  }
});

test('another debugger\'s session gets no values from this provider', async () => {
  const asked: string[] = [];
  const python: InlineSession = {
    type: 'debugpy',
    customRequest: (command: string) => {
      asked.push(command);
      return Promise.resolve({ path: modelPath, values: [] });
    },
  };
  assert.deepEqual(await provide(python, 1), []);
  assert.deepEqual(await provide(undefined, 1), []);
  assert.deepEqual(asked, []);
});

test('values of another file are not drawn in this one', () => {
  const answer: InlineValuesAnswer = {
    path: path.join(fixtures, 'broken.py'),
    values: [{ line: 3, column: 5, name: 'y', value: 'FLOAT[] 1.0', text: 'y = FLOAT[] 1.0' }],
  };
  assert.deepEqual(valuesInView(answer, modelPath, 0, 100), []);
  assert.deepEqual(valuesInView(answer, answer.path ?? '', 0, 100), answer.values);
  assert.deepEqual(valuesInView(answer, answer.path ?? '', 3, 100), []);
});

test('the provider is registered for Python files only while an onnxscribe session runs', () => {
  const fire = (event: 'started' | 'terminated', session: unknown): void => {
    for (const listener of [...vscode.sessionListeners[event]]) {
      listener(session);
    }
  };
  const provider = new InlineValues();
  const registration = registerInlineValues(provider);
  const debugpy = { type: 'debugpy' };
  const first = { type: 'onnxscribe' };
  const second = { type: 'onnxscribe' };
  fire('started', debugpy);
  assert.deepEqual(vscode.inlineValuesProviders, []);
  fire('started', first);
  fire('started', second);
  assert.deepEqual(vscode.inlineValuesProviders, [{ selector: { language: 'python', scheme: 'file' }, provider }]);
  fire('terminated', first);
  fire('terminated', debugpy);
  assert.equal(vscode.inlineValuesProviders.length, 1);
  fire('terminated', second);
  assert.deepEqual(vscode.inlineValuesProviders, []);
  fire('started', first);
  registration.dispose();
  assert.deepEqual(vscode.inlineValuesProviders, []);
  assert.deepEqual(vscode.sessionListeners, { started: [], terminated: [] });
});
