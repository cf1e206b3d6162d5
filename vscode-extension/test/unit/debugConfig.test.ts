import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import {
  attributeValue,
  EVALUATORS,
  exampleInput,
  initialConfiguration,
  inputChoices,
  launchForFunction,
  MODES,
  missingParameters,
  resolveLaunch,
  splitValues,
} from '../../src/debugConfig.ts';
import { extensionRoot } from '../support/python.ts';

const editor = { file: '/work/p/model.py', functionAtCursor: 'scale_and_clip', folder: '/work/p' };
const manifest = JSON.parse(readFileSync(path.join(extensionRoot, 'package.json'), 'utf-8'));
const debuggerEntry = manifest.contributes.debuggers[0];

test('an empty configuration (F5 without launch.json) debugs the function at the cursor', () => {
  const resolved = resolveLaunch({}, editor);
  assert.ok('config' in resolved);
  assert.deepEqual(resolved.config, {
    type: 'onnxscribe',
    request: 'launch',
    name: 'Debug scale_and_clip',
    program: '/work/p/model.py',
    function: 'scale_and_clip',
    inputs: {},
    attributes: {},
    mode: 'graph',
    evaluator: 'auto',
    stopOnEntry: true,
    noDebug: false,
    cwd: '/work/p',
  });
});

test('an empty configuration outside a script function is refused with a reason', () => {
  const resolved = resolveLaunch({}, { ...editor, functionAtCursor: undefined });
  assert.deepEqual(resolved, {
    error: 'Open a Python file and place the cursor inside a script function to debug it.',
  });
});

test('missing program and function come from the editor; given ones are kept', () => {
  const resolved = resolveLaunch({ type: 'onnxscribe', request: 'launch', name: 'mine', inputs: 'in.npz' }, editor);
  assert.ok('config' in resolved);
  assert.equal(resolved.config.program, '/work/p/model.py');
  assert.equal(resolved.config.function, 'scale_and_clip');
  assert.equal(resolved.config.inputs, 'in.npz');
  const kept = resolveLaunch(
    { type: 'onnxscribe', request: 'launch', name: 'x', program: '/other.py', function: 'g', mode: 'compare' },
    editor,
  );
  assert.ok('config' in kept);
  assert.equal(kept.config.program, '/other.py');
  assert.equal(kept.config.function, 'g');
  assert.equal(kept.config.mode, 'compare');
});

test('bad values are refused with the attribute named', () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ mode: 'fast' }, /"mode" must be one of graph, eager, compare/],
    [{ evaluator: 'gpu' }, /"evaluator" must be one of/],
    [{ inputs: ['x'] }, /"inputs" must be the path of an .npz file/],
    [{ inputs: { x: 3 } }, /"inputs" must be/],
    [{ attributes: [1] }, /"attributes" must be an object/],
    [{ stopOnEntry: 'yes' }, /"stopOnEntry" must be true or false/],
    [{ request: 'attach' }, /supports "request": "launch" only/],
  ];
  for (const [extra, message] of cases) {
    const resolved = resolveLaunch({ type: 'onnxscribe', request: 'launch', name: 'n', ...extra }, editor);
    assert.ok('error' in resolved, JSON.stringify(extra));
    assert.match(resolved.error, message);
  }
  const noFile = resolveLaunch({ type: 'onnxscribe', request: 'launch', name: 'n' }, {
    file: undefined,
    functionAtCursor: undefined,
    folder: undefined,
  });
  assert.deepEqual(noFile, { error: 'Set "program" to the Python file that defines the script function.' });
});

test('package.json declares every launch attribute, with descriptions, and the same choices', () => {
  const attributes = debuggerEntry.configurationAttributes.launch.properties;
  const launch = launchForFunction('/p.py', 'f', {}, false);
  for (const key of Object.keys(launch)) {
    if (['type', 'request', 'name', 'noDebug'].includes(key)) {
      continue;
    }
    assert.ok(key in attributes, `${key} is not declared`);
  }
  for (const [key, attribute] of Object.entries<{ description?: string; markdownDescription?: string }>(attributes)) {
    assert.ok((attribute.description ?? attribute.markdownDescription ?? '').length > 10, key);
  }
  assert.deepEqual(attributes.mode.enum, [...MODES]);
  assert.deepEqual(attributes.evaluator.enum, [...EVALUATORS]);
  assert.equal(debuggerEntry.type, 'onnxscribe');
  assert.ok(debuggerEntry.initialConfigurations.length > 0);
  assert.ok(debuggerEntry.configurationSnippets.length >= 2);
  for (const snippet of debuggerEntry.configurationSnippets) {
    assert.equal(snippet.body.type, 'onnxscribe');
    assert.equal(snippet.body.request, 'launch');
  }
});

test('input choices offer the remembered inputs first', () => {
  assert.deepEqual(
    inputChoices(['x'], undefined).map((c) => c.action),
    ['values', 'npz'],
  );
  const remembered = inputChoices(['x'], { kind: 'npz', path: '/data/in.npz' });
  assert.equal(remembered[0].action, 'remembered');
  assert.equal(remembered[0].description, '/data/in.npz');
  assert.equal(inputChoices([], undefined)[0].action, 'none');
  assert.equal(
    inputChoices(['x'], { kind: 'values', values: { x: 'np.ones(3)' } })[0].description,
    'x=np.ones(3)',
  );
});

test('typed values split into inputs and attributes', () => {
  const parameters = [
    { name: 'x', isAttribute: false },
    { name: 'alpha', isAttribute: true },
    { name: 'axes', isAttribute: true },
    { name: 'flag', isAttribute: true },
    { name: 'unset', isAttribute: false },
  ];
  assert.deepEqual(
    splitValues(parameters, { x: ' np.ones((2, 3), np.float32) ', alpha: '0.5', axes: '(0, 1)', flag: 'True', unset: '' }),
    { inputs: { x: 'np.ones((2, 3), np.float32)' }, attributes: { alpha: 0.5, axes: [0, 1], flag: true } },
  );
  assert.equal(attributeValue("'mean'"), 'mean');
  assert.equal(attributeValue('mean'), 'mean');
});

test('example inputs follow the annotation: named dimensions are 2, any rank is a scalar', () => {
  assert.equal(exampleInput('FLOAT["N", 3]'), 'np.ones((2, 3), np.float32)');
  assert.equal(exampleInput("INT64['batch']"), 'np.ones((2,), np.int64)');
  assert.equal(exampleInput('FLOAT'), 'np.ones((), np.float32)');
  assert.equal(exampleInput('FLOAT[...]'), 'np.ones((2,), np.float32)');
  assert.equal(exampleInput('DOUBLE[]'), 'np.ones((), np.float64)');
  assert.equal(exampleInput('onnxscribe.BOOL[4, N]'), 'np.ones((4, 2), np.bool)');
  assert.equal(exampleInput('STRING[2]'), "np.full((2,), 'a', dtype=object)");
  assert.equal(exampleInput('Sequence[FLOAT[3]]'), '[np.ones((3,), np.float32)]');
  assert.equal(exampleInput(''), 'np.ones((), np.float32)');
});

test('missing parameters: required inputs and attributes the launch does not give', () => {
  const parameters = [
    { name: 'x', annotation: 'FLOAT["N"]', isAttribute: false, hasDefault: false },
    { name: 'bias', annotation: 'Optional[FLOAT["N"]]', isAttribute: false, hasDefault: false },
    { name: 'axis', annotation: 'int', isAttribute: true, hasDefault: false },
    { name: 'alpha', annotation: 'float', isAttribute: true, hasDefault: true },
  ];
  const base = launchForFunction('/p/m.py', 'f', {}, false);
  assert.deepEqual(
    missingParameters(base, parameters).map((p) => p.name),
    ['x', 'axis'],
  );
  const given = launchForFunction('/p/m.py', 'f', { x: 'np.ones(2)' }, false, { axis: 0 });
  assert.deepEqual(missingParameters(given, parameters), []);
  assert.deepEqual(
    missingParameters(launchForFunction('/p/m.py', 'f', 'in.npz', false), parameters).map((p) => p.name),
    ['axis'],
  );
  assert.deepEqual(initialConfiguration('f', parameters).inputs, { x: 'np.ones((2,), np.float32)' });
  assert.deepEqual(initialConfiguration('f', parameters).attributes, { axis: 1 });
});
