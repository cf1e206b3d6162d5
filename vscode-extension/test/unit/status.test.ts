import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeOpset, opsetInForce } from '../../src/opset.ts';
import { statusView } from '../../src/status.ts';

test('the opset a file imports wins over the setting', () => {
  assert.deepEqual(opsetInForce('from onnxscribe import opset18 as op\n', 15), { version: 18, source: 'file' });
  assert.deepEqual(opsetInForce('from onnxscript import FLOAT, opset17 as op\n', null), { version: 17, source: 'file' });
  assert.deepEqual(opsetInForce('import onnxscript.opset16 as op\n', null), { version: 16, source: 'file' });
  assert.deepEqual(opsetInForce('@script(default_opset=opset19)\ndef f(x): ...\n', null), {
    version: 19,
    source: 'file',
  });
});

test('without an import, the setting, else the newest', () => {
  assert.deepEqual(opsetInForce('from onnxscribe import script\n', 17), { version: 17, source: 'setting' });
  assert.deepEqual(opsetInForce('from onnxscribe import script\n', null), { version: undefined, source: 'newest' });
  assert.deepEqual(opsetInForce('# opset18 in a comment is not an import\n', 'x'), {
    version: undefined,
    source: 'newest',
  });
  assert.equal(describeOpset({ version: undefined, source: 'newest' }), 'newest opset');
});

test('status texts per server state', () => {
  const opset = { version: 18, source: 'file' as const };
  const running = statusView('running', opset, '/env/python');
  assert.equal(running.text, '$(check) onnxscribe: opset 18');
  assert.match(running.tooltip, /opset 18 \(imported by this file\)/);
  assert.match(running.tooltip, /Python: \/env\/python/);
  assert.equal(running.background, undefined);
  assert.match(statusView('starting', undefined, undefined).text, /loading~spin/);
  assert.equal(statusView('missing', opset, undefined).background, 'statusBarItem.warningBackground');
  assert.equal(statusView('failed', opset, undefined).background, 'statusBarItem.errorBackground');
  assert.match(statusView('stopped', undefined, undefined).text, /circle-slash/);
});
