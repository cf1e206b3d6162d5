// The debug adapter driven by @vscode/debugadapter-testsupport, the client VS Code's own
// debug adapters are tested with: hit a breakpoint, step in, read a variable.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { DebugClient } = require('@vscode/debugadapter-testsupport');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const ADAPTER = process.env.ONNXSCRIBE || path.join(ROOT, '.venv', 'bin', 'onnxscribe');
const PROGRAM = path.join(ROOT, 'tests', 'dap', 'programs', 'loops.py');

function lineOf(file, text) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  assert.notEqual(index, -1, `${text} is not in ${file}`);
  return index + 1;
}

async function withClient(body) {
  const client = new DebugClient(ADAPTER, 'dap', 'onnxscribe');
  client.defaultTimeout = 60000;
  await client.start();
  try {
    await body(client);
  } finally {
    await client.stop();
  }
}

test('hits a breakpoint, steps in and reads a variable', async () => {
  await withClient(async (client) => {
    const call = lineOf(PROGRAM, 'acc = scale(acc)');
    await client.hitBreakpoint(
      {
        program: PROGRAM,
        function: 'accumulate',
        inputs: { X: 'np.array([1, -2, 3], dtype=np.float32)' },
      },
      { path: PROGRAM, line: call },
    );

    const stopped = client.assertStoppedLocation('step', {
      path: PROGRAM,
      line: lineOf(PROGRAM, 'positive = op.Relu(x)'),
    });
    await client.stepInRequest({ threadId: 1 });
    const stack = await stopped;
    const frames = stack.body.stackFrames;
    assert.deepEqual(
      frames.map((frame) => frame.name),
      ['scale', 'Loop body (iteration 0)', 'accumulate'],
    );

    const scopes = await client.scopesRequest({ frameId: frames[0].id });
    const locals = scopes.body.scopes.find((scope) => scope.name === 'Locals');
    const variables = await client.variablesRequest({
      variablesReference: locals.variablesReference,
    });
    const x = variables.body.variables.find((variable) => variable.name === 'x');
    assert.equal(x.value, 'FLOAT[3] [ 2. -1. 4.]');
    assert.equal(x.type, 'FLOAT[3]');

    const statistics = await client.variablesRequest({
      variablesReference: x.variablesReference,
      filter: 'named',
    });
    const byName = Object.fromEntries(statistics.body.variables.map((v) => [v.name, v.value]));
    assert.equal(byName.min, '-1');
    assert.equal(byName.max, '4');

    const evaluated = await client.evaluateRequest({
      expression: 'op.ReduceMax(x)',
      frameId: frames[0].id,
      context: 'repl',
    });
    assert.equal(evaluated.body.result, 'FLOAT[1] [4.]');
  });
});

test('an unknown function fails the launch with a clear message', async () => {
  await withClient(async (client) => {
    await client.initializeRequest();
    await assert.rejects(
      client.launchRequest({ program: PROGRAM, function: 'missing' }),
      /loops\.py has no script function 'missing'; its script functions: accumulate, scale/,
    );
  });
});
