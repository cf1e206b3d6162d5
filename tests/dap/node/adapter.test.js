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

const FAILING = path.join(ROOT, 'tests', 'dap', 'programs', 'failing.py');
const MIXED = path.join(ROOT, 'tests', 'dap', 'programs', 'mixed.py');

// Runs a launch to its end, collecting the events the client would act on.
async function runToEnd(client, launch, breakpoints = []) {
  const stops = [];
  const output = [];
  client.on('stopped', (event) => stops.push(event.body));
  client.on('output', (event) => output.push(event.body));
  const exited = client.waitForEvent('exited');
  await client.initializeRequest();
  const launched = client.launchRequest(launch);
  await client.waitForEvent('initialized');
  if (breakpoints.length) {
    await client.setBreakpointsRequest({
      source: { path: launch.program },
      breakpoints: breakpoints.map((line) => ({ line })),
    });
  }
  await client.configurationDoneRequest();
  await launched;
  const exit = await exited;
  return { stops, output, exitCode: exit.body.exitCode };
}

test('noDebug (the Run lens) runs past breakpoints and stop on entry', async () => {
  await withClient(async (client) => {
    const run = await runToEnd(
      client,
      {
        program: PROGRAM,
        function: 'accumulate',
        inputs: { X: 'np.array([10, 10, 10], dtype=np.float32)' },
        stopOnEntry: true,
        noDebug: true,
      },
      [lineOf(PROGRAM, 'positive = op.Relu(x)'), lineOf(PROGRAM, 'acc = scale(acc)')],
    );
    assert.deepEqual(run.stops, []);
    assert.equal(run.exitCode, 0);
    assert.match(run.output.map((o) => o.output).join(''), /out = FLOAT\[3\] \[-6\. -6\. -6\.\]/);
  });
});

test('noDebug: a failing op is output and a non-zero exit, not a stop', async () => {
  await withClient(async (client) => {
    const run = await runToEnd(client, {
      program: FAILING,
      function: 'square',
      inputs: { X: 'np.ones((2, 3), dtype=np.float32)' },
      noDebug: true,
    });
    assert.deepEqual(run.stops, []);
    assert.equal(run.exitCode, 1);
    const errors = run.output.filter((o) => o.category === 'stderr').map((o) => o.output);
    assert.match(errors.join(''), /MatMul\(FLOAT\[2, 3\], FLOAT\[2, 3\]\) failed/);
  });
});

test('a correct function runs though another function in its file has errors', async () => {
  await withClient(async (client) => {
    const run = await runToEnd(client, {
      program: MIXED,
      function: 'scale_relu',
      inputs: { x: 'np.array([[1, -1, 2]], dtype=np.float32)' },
    });
    assert.equal(run.exitCode, 0);
  });
});

test('the Debug Console: numpy methods on tensors, and what a tensor offers', async () => {
  await withClient(async (client) => {
    await client.hitBreakpoint(
      {
        program: PROGRAM,
        function: 'accumulate',
        inputs: { X: 'np.array([1, -2, 3], dtype=np.float32)' },
      },
      { path: PROGRAM, line: lineOf(PROGRAM, 'total = op.ReduceSum(acc)') },
    );
    const frameId = (await client.stackTraceRequest({ threadId: 1 })).body.stackFrames[0].id;
    const evaluate = (expression) => client.evaluateRequest({ expression, frameId, context: 'repl' });
    assert.equal((await evaluate('X.sum()')).body.result, 'FLOAT[] 2.0');
    assert.equal((await evaluate('X.mean()')).body.result, 'FLOAT[] 0.6666667');
    assert.equal((await evaluate('X.numpy()')).body.result, 'FLOAT[3] [ 1. -2. 3.]');
    assert.equal((await evaluate('op.Unsqueeze(X, [1]).T')).body.result, 'FLOAT[1, 3] [[ 1. -2. 3.]]');
    // an unknown attribute says what a tensor offers
    const failed = await client.send('evaluate', { expression: 'X.median()', frameId, context: 'repl' }).then(
      () => assert.fail('evaluate succeeded'),
      (error) => error,
    );
    assert.match(failed.message, /a tensor has no attribute 'median'; .*x\.sum\(\)/);
  });
});

const INLINE = path.join(ROOT, 'tests', 'dap', 'programs', 'inline.py');

test('inline values: each assignment up to the stop at its line, as the Locals read', async () => {
  await withClient(async (client) => {
    await client.hitBreakpoint(
      { program: INLINE, function: 'normalize', inputs: { X: 'np.array([1, 2, 3, 6], dtype=np.float32)' } },
      { path: INLINE, line: lineOf(INLINE, 'out = centered / spread') },
    );
    const frameId = (await client.stackTraceRequest({ threadId: 1 })).body.stackFrames[0].id;
    const inline = await client.customRequest('inlineValues', { frameId });
    assert.equal(inline.body.path, INLINE);
    assert.deepEqual(
      inline.body.values.map((v) => [v.line, v.text]),
      [
        [lineOf(INLINE, 'def normalize'), 'X = FLOAT[4] [1. 2. 3. 6.]'],
        [lineOf(INLINE, 'centered = X -'), 'centered = FLOAT[4] [-2. -1. 0. 3.]'],
        [lineOf(INLINE, 'squared ='), 'squared = FLOAT[4] [4. 1. 0. 9.]'],
        [lineOf(INLINE, 'centered = centered'), 'centered = FLOAT[4] [-4. -2. 0. 6.]'],
        [lineOf(INLINE, 'spread ='), 'spread = FLOAT[1] [1.8708]'],
      ],
    );

    // nvim-dap-virtual-text reads the scopes: the same names, the same text
    const scopes = await client.scopesRequest({ frameId });
    const locals = scopes.body.scopes.find((scope) => scope.name === 'Locals');
    const variables = await client.variablesRequest({ variablesReference: locals.variablesReference });
    const latest = Object.fromEntries(inline.body.values.map((v) => [v.name, v.value]));
    assert.deepEqual(Object.fromEntries(variables.body.variables.map((v) => [v.name, v.value])), latest);
  });
});

const LAYER_NORM = path.join(ROOT, 'tests', 'dap', 'programs', 'layer_norm.py');
const LAYER_NORM_INPUT = {
  x: 'np.random.default_rng(3).standard_normal((8, 64)).astype(np.float32) * 4 + 1',
};

// A compare-mode launch to its first stop: the top frame and the exception information. The
// figures' values are checked against numpy in tests/dap/test_compare_choices.py; here, that a
// client gets the stop at the planted line with them.
async function compareStop(client, launch) {
  await Promise.all([
    client.configurationSequence(),
    client.launch({ program: LAYER_NORM, inputs: LAYER_NORM_INPUT, mode: 'compare', ...launch }),
    client.waitForEvent('stopped'),
  ]);
  const stack = await client.stackTraceRequest({ threadId: 1 });
  const info = await client.exceptionInfoRequest({ threadId: 1 });
  return { frame: stack.body.stackFrames[0], info: info.body };
}

test('compare mode against a reference function stops at a float16 round trip', async () => {
  await withClient(async (client) => {
    const { frame, info } = await compareStop(client, {
      function: 'half_variance',
      referenceFunction: 'reference_layer_norm:layer_norm',
    });
    assert.equal(frame.line, lineOf(LAYER_NORM, 'var = op.Cast(op.Cast(var'));
    assert.equal(info.exceptionId, 'divergence');
    assert.match(
      info.description,
      /^'var' \(line \d+\) differs: values differ at \d+ of 8 positions; max abs error [\d.e-]+, max rel error [\d.e-]+, largest at \[\d+, 0\]: onnxruntime [\d.]+ against reference function [\d.]+/,
    );
    const scopes = await client.scopesRequest({ frameId: frame.id });
    const compared = scopes.body.scopes.find((scope) => scope.name === 'Compared values');
    const values = await client.variablesRequest({
      variablesReference: compared.variablesReference,
    });
    assert.deepEqual(
      values.body.variables.map((v) => v.name),
      ['var (onnxruntime)', 'var (reference function)'],
    );
  });
});

test('compare mode against eager mode stops at an epsilon the graph read once', async () => {
  await withClient(async (client) => {
    const { frame, info } = await compareStop(client, { function: 'drifting_epsilon' });
    assert.equal(frame.line, lineOf(LAYER_NORM, 'op.Sqrt(var + EPSILON)'));
    assert.match(info.description, /^'normed' \(line \d+\) differs: .* max abs error /);
  });
});

test('compare mode against another provider: a clear message when it is not installed', async () => {
  await withClient(async (client) => {
    await client.initializeRequest({ adapterID: 'onnxscribe' });
    await assert.rejects(
      client.launch({
        program: LAYER_NORM,
        function: 'half_variance',
        inputs: LAYER_NORM_INPUT,
        mode: 'compare',
        against: 'provider',
        provider: 'NoSuchExecutionProvider',
      }),
      /compare mode: onnxruntime here has no NoSuchExecutionProvider/,
    );
  });
});
